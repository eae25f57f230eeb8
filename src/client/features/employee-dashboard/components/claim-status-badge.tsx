import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@shared/domain/claims/claims';

/** Contrast-safe theme colours only (filled brand or dark; outlined for the finished states). */
const STATUS_BADGES: Record<ClaimStatus, { color: string; variant: 'filled' | 'outline' }> = {
  open: { color: 'brand', variant: 'filled' },
  in_review: { color: 'dark', variant: 'filled' },
  resolved: { color: 'brand', variant: 'outline' },
  closed: { color: 'dark', variant: 'outline' },
};

/** A claim's status as a badge: Open, In review, Resolved, Closed. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge {...STATUS_BADGES[status]} radius="sm" tt="none">
      {CLAIM_STATUS_LABELS[status]}
    </Badge>
  );
}
