import { RadioGroup } from '@client/components/form/radio-group';
import { SEGMENT_LABELS, type Segment } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import type { SegmentChoice as SegmentChoiceValue } from './lib/coverage-choice';
import type { MonthlyCost } from './lib/plan-costs';

interface SegmentChoiceProps {
  /** The tiers the family fits. */
  segments: readonly Segment[];
  /** The chosen plan's monthly price of a tier; null while no plan is chosen. */
  priceOf: ((segment: Segment) => MonthlyCost) | null;
  value: SegmentChoiceValue | null;
  onChange: (value: SegmentChoiceValue) => void;
  error?: string;
}

const priceText = (cost: MonthlyCost) =>
  cost.kind === 'price' ? `${formatCents(cost.cents)} per month` : undefined;

/** Who is enrolling in a tier-priced plan, or None to decline. */
export function SegmentChoice({ segments, priceOf, value, onChange, error }: SegmentChoiceProps) {
  return (
    <RadioGroup<SegmentChoiceValue>
      vertical
      legend="Who is enrolling?"
      value={value}
      onChange={onChange}
      error={error}
      options={[
        ...segments.map((segment) => ({
          value: segment,
          label: SEGMENT_LABELS[segment],
          description: priceOf ? priceText(priceOf(segment)) : undefined,
        })),
        { value: 'none', label: 'None (decline coverage)' },
      ]}
    />
  );
}
