import { Badge } from '@mantine/core';
import type { OpenEnrollmentSetupStatus } from '@shared/domain/enums';

const LABELS: Record<OpenEnrollmentSetupStatus, string> = { processing: 'To process', launched: 'Launched' };

/** A setup's status; dark text on a light badge (the theme's colours keep AA contrast). */
export function SetupStatusBadge({ status }: { status: OpenEnrollmentSetupStatus }) {
  return (
    <Badge variant="light" color={status === 'processing' ? 'yellow' : 'green'} c="dark.8" tt="none">
      {LABELS[status]}
    </Badge>
  );
}
