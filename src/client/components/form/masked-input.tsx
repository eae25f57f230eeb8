import { InputBase, type InputBaseProps } from '@mantine/core';
import type { FocusEventHandler, Ref } from 'react';
import { IMaskInput } from 'react-imask';

/** What a masked input takes: Mantine's label, description and error, and a controlled string value. */
export interface MaskedInputProps
  extends Pick<
    InputBaseProps,
    'label' | 'description' | 'error' | 'withAsterisk' | 'required' | 'disabled' | 'variant'
  > {
  /** An imask pattern: 0 = a digit, [] = optional part. */
  mask: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
  id?: string;
}

/** The masks of the form kit's masked fields. */
export const MASKS = {
  date: '00/00/0000',
  phone: '(000) 000-0000',
  zip: '00000[-0000]',
  ssn: '000-00-0000',
} as const;

/**
 * A Mantine input with an input mask (react-imask). The value is what the field shows, separators included
 * ("04/15/1988", "(555) 201-3344"): the shared form schemas validate that text.
 */
export function MaskedInput({
  mask,
  inputRef,
  onChange,
  value,
  inputMode = 'numeric',
  ...rest
}: MaskedInputProps) {
  return (
    <InputBase
      {...rest}
      component={IMaskInput}
      mask={mask}
      value={value}
      inputRef={inputRef}
      inputMode={inputMode}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
