import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSetupCompany } from '../lib/use-setup-company';

const HEADING = 'Broker Plan Upload Complete';

/** …/open-enrollment-setup/processing-plans: the plans are with operations (docs/spec/2 §2.3). */
export function ProcessingPlansPage() {
  usePageTitle(HEADING);
  const { company, search } = useSetupCompany();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{HEADING}</Title>
      <Text>
        {company
          ? `The plans you uploaded for ${company.name} are being processed. `
          : 'Your plans are being processed. '}
        You will be notified by e-mail once they are ready.
      </Text>
      <Text>
        Once your plans are processed, a Begin Renewal flow opens where you can set company contributions,
        send employee applications, monitor application status and upload additional carrier documents.
      </Text>
      <Anchor component={Link} to={`/employer-dashboard${search}`}>
        Back to Dashboard
      </Anchor>
    </Stack>
  );
}
