import { useCompanyToken, withCompany } from '@client/lib/company-token';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BorFrame } from '../../components/bor-frame';

/** Standard mode, step 4 (spec 3 §2 "Success page"). */
export function SuccessPage() {
  const token = useCompanyToken();
  return (
    <BorFrame title="Congratulations! We are working to get your benefits connected.">
      <Stack gap="lg">
        <Text>
          We will e-mail you as each carrier confirms the change. You can follow each carrier's status on your
          dashboard.
        </Text>
        <Group>
          <Button component={Link} to={withCompany('/employer-dashboard', token)}>
            Go to your dashboard
          </Button>
        </Group>
      </Stack>
    </BorFrame>
  );
}
