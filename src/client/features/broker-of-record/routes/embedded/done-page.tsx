import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { useCompanyToken, withCompany } from '@client/lib/company-token';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  BOR_TRANSITION_BUSINESS_DAYS,
  INCUMBENT_WINDOW_BUSINESS_DAYS,
} from '@shared/domain/broker-of-record/letter';
import { useNavigate } from 'react-router';
import { CarrierLetters } from '../../components/carrier-letters';
import { returnToQuickbooks } from '../../lib/return-to-quickbooks';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';

/**
 * …/broker-of-record/done (docs/spec/3 §2 "Done"): 'Congratulations!', the next steps and each carrier's signed letter
 * to download; 'Return to Quickbooks' tells the partner's window that framed us to close (decision 0050); a
 * QuickBooks-type session's 'Log out' is the frame's, as on every embedded page. Before signing the flow sends
 * the visitor where the root goes.
 */
export function DonePage() {
  const { record: profile } = borEmbeddedWizard.useWizardPaths();
  const token = useCompanyToken();
  const navigate = useNavigate();
  const one = profile.carrierChanges.length === 1;
  return (
    <EmbeddedFrame title="Congratulations!" profile={profile}>
      <Text>
        {`Groupcover is on its way to becoming ${profile.name || profile.companyName}'s broker of record. We sent ${
          one ? 'your letter to your carrier' : 'a letter to each of your carriers'
        }.`}
      </Text>
      <Stack gap="xs" component="section" aria-labelledby="next-steps">
        <Title order={2} size="h3" id="next-steps">
          Next steps
        </Title>
        <List size="sm" spacing={4} type="ordered">
          <List.Item>
            {`Each carrier receives its letter and tells your current broker, who has ${INCUMBENT_WINDOW_BUSINESS_DAYS.min} to ${INCUMBENT_WINDOW_BUSINESS_DAYS.max} business days to respond.`}
          </List.Item>
          <List.Item>
            {`The carrier confirms the change: about ${BOR_TRANSITION_BUSINESS_DAYS.min} to ${BOR_TRANSITION_BUSINESS_DAYS.max} business days in all. We e-mail you at each step.`}
          </List.Item>
          <List.Item>
            Nothing changes for your employees: same plans, same doctors, same price. Payroll deductions
            follow the contributions you gave us.
          </List.Item>
        </List>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="letters-heading">
        <Title order={2} size="h3" id="letters-heading">
          {one ? 'Your letter' : 'Your letters'}
        </Title>
        <CarrierLetters changes={profile.carrierChanges} />
      </Stack>
      <Group justify="flex-end">
        <Button onClick={() => returnToQuickbooks(() => navigate(withCompany('/employer-dashboard', token)))}>
          Return to Quickbooks
        </Button>
      </Group>
    </EmbeddedFrame>
  );
}
