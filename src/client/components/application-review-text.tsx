import { Text } from '@mantine/core';
import { describeApplicationReview } from '@shared/domain/application-review/application-review';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { ApplicationReview } from '@shared/schemas/operations';

/**
 * Where operations' review of a signed application stands (decision 0064), as the employee's and the
 * employer's dashboards show it: "Submitted — waiting for approval", "Coverage effective …", "Returned: …".
 * Nothing before the application is signed.
 */
export function ApplicationReviewText({ review }: { review: ApplicationReview }) {
  const text = describeApplicationReview(review, formatLongIsoDate);
  if (!text) return null;
  return (
    <Text fw={600} c={review.status === 'returned' ? 'red.9' : undefined} data-testid="application-review">
      {text}
    </Text>
  );
}
