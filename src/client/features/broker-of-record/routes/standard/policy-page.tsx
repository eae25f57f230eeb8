import '@mantine/core/styles/List.css';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  BOR_TRANSITION_BUSINESS_DAYS,
  INCUMBENT_WINDOW_BUSINESS_DAYS,
} from '@shared/domain/broker-of-record/letter';
import { Link } from 'react-router';
import { BorFrame } from '../../components/bor-frame';
import { CarrierLetters } from '../../components/carrier-letters';
import { borStandardWizard } from '../../wizard';

/**
 * Standard mode, step 3 (docs/spec/3 §2 "Policy page"): 'Congratulations!' with what happens next, and each carrier's
 * signed letter to download. Before signing the flow sends the visitor where the root goes.
 */
export function PolicyPage() {
  const { record: profile, pathFor } = borStandardWizard.useWizardPaths();
  return (
    <BorFrame title="Congratulations!">
      <Stack gap="lg">
        <Text>
          You signed your broker of record {profile.carrierChanges.length === 1 ? 'letter' : 'letters'}. We
          have sent {profile.carrierChanges.length === 1 ? 'it' : 'one'} to{' '}
          {profile.carrierChanges.length === 1 ? 'your carrier' : 'each of your carriers'}.
        </Text>
        <Stack gap="xs" component="section" aria-labelledby="next-steps">
          <Title order={2} size="h3" id="next-steps">
            Next steps
          </Title>
          <List size="sm" spacing={4} type="ordered">
            <List.Item>
              Each carrier receives its letter and tells your current broker, who has{' '}
              {INCUMBENT_WINDOW_BUSINESS_DAYS.min} to {INCUMBENT_WINDOW_BUSINESS_DAYS.max} business days to
              respond.
            </List.Item>
            <List.Item>
              The carrier confirms the change. It takes about {BOR_TRANSITION_BUSINESS_DAYS.min} to{' '}
              {BOR_TRANSITION_BUSINESS_DAYS.max} business days in all; we e-mail you at each step.
            </List.Item>
            <List.Item>
              Nothing changes for your employees: same plans, same doctors, same price. From the effective
              date, Groupcover is who you call.
            </List.Item>
          </List>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="letters-heading">
          <Title order={2} size="h3" id="letters-heading">
            {profile.carrierChanges.length === 1 ? 'Your letter' : 'Your letters'}
          </Title>
          <CarrierLetters changes={profile.carrierChanges} />
        </Stack>
        <Group justify="flex-end">
          <Button component={Link} to={pathFor('success')}>
            Continue
          </Button>
        </Group>
      </Stack>
    </BorFrame>
  );
}
