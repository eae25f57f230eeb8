import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { RadioGroup } from '@client/components/form/radio-group';
import { sessionQueryOptions } from '@client/lib/session';
import { Button, Group, Image, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { newPlanApplicationUrl } from '../../lib/new-plan-application';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';
import classes from './embedded-pages.module.css';

const TITLE = 'Connect existing plan';

/** The benefits box (docs/spec/3 §2): what moving the plan to us gives, as the partner session's visitor reads it. */
const BENEFITS = [
  'Deductions synced to payroll',
  'Automatic enrollments and terminations',
  'Digital ID cards',
  'Expert support',
  'One-click renewals',
  'No extra cost or fees',
  'Groupcover as your broker',
] as const;

/** How each partner is named next to our wordmark when its session brings no logo of its own. */
const PARTNER_NAMES: Record<string, string> = {
  netsuite: 'NetSuite',
  quickbooks: 'QuickBooks',
  aba: 'Aba',
};

type Answer = 'yes' | 'no';

/**
 * …/broker-of-record/landing-page (docs/spec/3 §2): "Connect existing plan". Asks whether the company offers medical
 * insurance now; Next is disabled until answered; Yes goes to company information, No to the outside
 * new-plan application (a link opening a new tab, decision 0050). The benefits box and the partner's logo.
 */
export function LandingPage() {
  const { record: profile, pathFor } = borEmbeddedWizard.useWizardPaths();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const company = profile.name || profile.companyName;
  return (
    <EmbeddedFrame title={TITLE} profile={profile}>
      <PartnerLogo partner={profile.partner} />
      <div className={classes.landing}>
        <Stack gap="md">
          <RadioGroup<Answer>
            legend={`Does ${company} currently offer medical insurance benefits?`}
            options={[
              { value: 'yes', label: 'Yes' },
              { value: 'no', label: 'No' },
            ]}
            value={answer}
            onChange={setAnswer}
          />
          {answer === 'no' ? (
            <Text size="sm">
              Without a current plan there is nothing to move: Next opens our new-plan application in a new
              tab.
            </Text>
          ) : null}
          <Group justify="flex-end">
            {answer === 'no' ? (
              <Button
                component="a"
                href={newPlanApplicationUrl(profile.partner)}
                target="_blank"
                rel="noopener"
              >
                Next
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Button>
            ) : (
              <Button disabled={answer === null} onClick={() => navigate(pathFor('companyInformation'))}>
                Next
              </Button>
            )}
          </Group>
        </Stack>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bor-benefits-heading">
          <Title order={2} size="h4" id="bor-benefits-heading" mb="sm">
            What you get
          </Title>
          <List spacing="xs" size="sm">
            {BENEFITS.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        </Paper>
      </div>
    </EmbeddedFrame>
  );
}

/** The partner's logo (the session's branding), else its name beside ours; nothing outside a partner's flow. */
function PartnerLogo({ partner }: { partner: string | null }) {
  const branding = useQuery(sessionQueryOptions).data?.branding;
  if (branding?.partnerLogo)
    return (
      <Image
        src={branding.partnerLogo}
        alt={branding.partnerName ?? 'Partner logo'}
        h={40}
        w="auto"
        fit="contain"
      />
    );
  const name = partner ? PARTNER_NAMES[partner] : null;
  if (!name) return null;
  return (
    <Text fw={800} fz="lg" c="dark.7" data-testid="partner-lockup">
      Groupcover <span aria-hidden="true">+</span>
      <VisuallyHidden>for</VisuallyHidden> {name}
    </Text>
  );
}
