import { GoToDashboardButton } from '@client/components/company-links';
import { Stack, Text } from '@mantine/core';
import { BorFrame } from '../../components/bor-frame';

/** Standard mode, step 4 (docs/spec/3 §2 "Success page"). */
export function SuccessPage() {
  return (
    <BorFrame title="Congratulations! We are working to get your benefits connected.">
      <Stack gap="lg">
        <Text>
          We will e-mail you as each carrier confirms the change. You can follow each carrier's status on your
          dashboard.
        </Text>
        <GoToDashboardButton />
      </Stack>
    </BorFrame>
  );
}
