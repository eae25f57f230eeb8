import { usePageTitle } from '@client/lib/page-title';
import { Stack, Title } from '@mantine/core';
import { getChooseCoverageTitle, hasHomeZipCode } from '@shared/domain/display/display';
import type { CoverageType } from '@shared/domain/enums';
import { useApplication } from '../../api/get-application';
import { CoverageNotOffered } from './coverage-not-offered';
import { CoveragePlans } from './coverage-plans';
import { MissingZipMessage } from './missing-zip-message';

/** A choose-coverage step (docs/spec/1 §2), mounted at /choose-{type}-coverage for each of the nine types. */
export function ChooseCoverageStep({ coverageType }: { coverageType: CoverageType }) {
  const application = useApplication();
  const title = getChooseCoverageTitle(coverageType);
  usePageTitle(title);
  const isOffered = application.availablePlans.includes(coverageType);
  const hasZip = hasHomeZipCode(application.employeeForm.zipCode);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {!isOffered ? (
        <CoverageNotOffered coverageType={coverageType} />
      ) : !hasZip ? (
        <MissingZipMessage />
      ) : (
        // Keyed: the same component at another type's route must start from that type's saved choice.
        <CoveragePlans key={coverageType} coverageType={coverageType} />
      )}
    </Stack>
  );
}
