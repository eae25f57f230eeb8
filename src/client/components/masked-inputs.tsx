import { InputBase, type InputBaseProps, TextInput } from '@mantine/core';
import type { FocusEventHandler, Ref } from 'react';
import { IMaskInput } from 'react-imask';

/** What every masked field takes: Mantine's label, description and error, and a controlled string value. */
export interface MaskedFieldProps
  extends Pick<
    InputBaseProps,
    'label' | 'description' | 'error' | 'withAsterisk' | 'required' | 'disabled' | 'variant'
  > {
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

/** react-hook-form's Controller field, wired to a masked field's props. */
export function controlledMaskedProps(field: {
  name: string;
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement>;
}): Pick<MaskedFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef'> {
  return {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
}

interface MaskedInputProps extends MaskedFieldProps {
  /** An imask pattern: 0 = a digit, [] = optional part. */
  mask: string;
  inputMode?: 'numeric' | 'tel' | 'text';
}

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

/** A date typed as MM/DD/YYYY. */
export function DateField(props: MaskedFieldProps) {
  return (
    <MaskedInput
      mask="00/00/0000"
      placeholder="MM/DD/YYYY"
      description={props.description ?? 'MM/DD/YYYY'}
      {...props}
    />
  );
}

/** A US phone number: (555) 201-3344. */
export function PhoneField(props: MaskedFieldProps) {
  return <MaskedInput mask="(000) 000-0000" inputMode="tel" autoComplete="tel-national" {...props} />;
}

/** A US zip code: 5 digits, optionally ZIP+4. */
export function ZipField(props: MaskedFieldProps) {
  return <MaskedInput mask="00000[-0000]" autoComplete="postal-code" {...props} />;
}

interface SsnFieldProps extends MaskedFieldProps {
  /** XXX-XX-1234 when a number is on file: the field then shows it, disabled. */
  maskedOnFile?: string | null;
}

/** A Social Security number or tax id (123-45-6789); shown masked and disabled when one is on file. */
export function SsnField({ maskedOnFile, ...props }: SsnFieldProps) {
  if (maskedOnFile) {
    return (
      <TextInput
        label={props.label}
        id={props.id}
        name={props.name}
        value={maskedOnFile}
        disabled
        description={props.description ?? 'On file'}
        readOnly
      />
    );
  }
  return <MaskedInput mask="000-00-0000" autoComplete="off" placeholder="123-45-6789" {...props} />;
}
