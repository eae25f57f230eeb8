import { Anchor, Stack, Text } from '@mantine/core';
import { getNoPlansMessage } from '@shared/domain/display/display';
import type { CoverageType } from '@shared/domain/enums';
import { useApplication } from '../../api/get-application';

/** The company does not offer the line (or has no plans in it yet); medical adds the support email. */
export function CoverageNotOffered({ coverageType }: { coverageType: CoverageType }) {
  const application = useApplication();
  const supportEmail = application.company.supportEmail ?? application.partner.supportEmail;
  return (
    <Stack gap="sm">
      <Text>{getNoPlansMessage(coverageType)}</Text>
      {coverageType === 'medical' && supportEmail && (
        <Text>
          Questions? Email <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
        </Text>
      )}
    </Stack>
  );
}
