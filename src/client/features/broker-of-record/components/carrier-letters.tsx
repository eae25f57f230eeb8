import '@mantine/core/styles/Paper.css';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { INSURANCE_TYPE_LABELS, isInsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { BorCarrierChange } from '@shared/schemas/broker-of-record';

const typeLabel = (type: string) => (isInsuranceType(type) ? INSURANCE_TYPE_LABELS[type] : type);

/** Each carrier's signed letter: its status and a link that downloads the PDF (policy and done pages). */
export function CarrierLetters({ changes }: { changes: readonly BorCarrierChange[] }) {
  return (
    <Stack gap="sm">
      {changes.map((change) => {
        const headingId = `carrier-${change.id}`;
        return (
          <Paper
            key={change.id}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-labelledby={headingId}
          >
            <Stack gap={4}>
              <Title order={3} size="h4" id={headingId}>
                {change.carrierName}
              </Title>
              <Text size="sm">
                {change.insuranceTypes.map(typeLabel).join(', ')} · Group number{' '}
                {change.groupIdNumbers.join(', ')} · Effective {formatLongIsoDate(change.effectiveDate)}
              </Text>
              <Text size="sm">
                <strong>{change.statusLabel}.</strong> {change.statusDescription}
              </Text>
              {change.letterUrl ? (
                <Anchor href={change.letterUrl} download size="sm">
                  Download the letter to {change.carrierName} (PDF)
                </Anchor>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
