import { RadioGroup } from '@client/components/form/radio-group';
import type { YesNo } from '@shared/domain/enums';
import type { ReactNode } from 'react';

interface YesNoRadioGroupProps {
  /** The question, as the legend. */
  legend: ReactNode;
  value: YesNo | null;
  onChange: (value: YesNo) => void;
  error?: string;
  description?: ReactNode;
  yesLabel?: string;
  noLabel?: string;
}

/** A required Yes/No question. */
export function YesNoRadioGroup({ yesLabel = 'Yes', noLabel = 'No', ...props }: YesNoRadioGroupProps) {
  return (
    <RadioGroup
      options={[
        { value: 'Yes', label: yesLabel },
        { value: 'No', label: noLabel },
      ]}
      {...props}
    />
  );
}
