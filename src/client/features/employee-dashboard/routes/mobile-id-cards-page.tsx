import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import { Facts } from '@client/components/facts';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Box, Card, List, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  PHARMACY_NOT_ON_FILE,
  RELATIONSHIP_LABELS,
} from '@shared/domain/employee-dashboard/employee-dashboard';
import type { IdCard } from '@shared/schemas/employee-dashboard';
import { useDashboard } from '../lib/dashboard-context';

const HEADING = 'ID cards';

/** mobile-id-cards: a card per medical, dental and vision enrollment, readable on a phone, each downloadable. */
export function MobileIdCardsPage() {
  usePageTitle(HEADING);
  const { dashboard } = useDashboard();
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      {dashboard.idCards.length === 0 ? (
        <Text>
          ID cards show here for medical, dental and vision coverage once the application is signed.
        </Text>
      ) : (
        <Text>
          Show these at the doctor's office or the pharmacy. Your carrier may also send you its own card.
        </Text>
      )}
      {dashboard.idCards.map((card) => (
        <IdCardView key={card.coverageType} card={card} companyName={dashboard.companyName} />
      ))}
    </Stack>
  );
}

function IdCardView({ card, companyName }: { card: IdCard; companyName: string }) {
  const headingId = `card-${card.coverageType}`;
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      component="section"
      aria-labelledby={headingId}
      maw={480}
      w="100%"
    >
      <Box bg="brand.8" c="white" px="md" py="sm">
        <Title order={2} size="h3" id={headingId} c="white">
          {card.label} ID card
        </Title>
        <Text c="white" fw={600}>
          {card.carrierName}
        </Text>
      </Box>
      <Stack gap="sm" p="md">
        <Facts
          items={[
            ['Member', card.memberName],
            ['Member ID', card.memberId],
            ['Group number', card.groupNumber],
            ['Plan', card.planName],
            ['Employer', companyName],
            ['Coverage starts', card.startsAt ? formatLongIsoDate(card.startsAt) : 'Not set yet'],
          ]}
        />
        <Text fw={600} size="sm">
          Members covered
        </Text>
        <List size="sm">
          {card.members.map((m) => (
            <List.Item key={m.memberId}>
              {m.name} ({RELATIONSHIP_LABELS[m.relationship]}), {m.memberId}
            </List.Item>
          ))}
        </List>
        {card.pharmacy ? (
          <>
            <Text fw={600} size="sm">
              Pharmacy
            </Text>
            <Facts
              items={[
                ['RxBIN', card.pharmacy.rxBin ?? PHARMACY_NOT_ON_FILE],
                ['RxPCN', card.pharmacy.rxPcn ?? PHARMACY_NOT_ON_FILE],
                ['RxGroup', card.pharmacy.rxGroup ?? PHARMACY_NOT_ON_FILE],
              ]}
            />
          </>
        ) : null}
        <Anchor href={card.downloadHref} download>
          Download {card.label} ID card (PDF)
        </Anchor>
      </Stack>
    </Card>
  );
}
