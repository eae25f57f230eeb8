import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/Combobox.css';
// CheckboxField's styles: Mantine's Checkbox brings its indicator and card along wherever it is bundled.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import {
  Button,
  Checkbox,
  type CheckboxProps,
  NativeSelect,
  type NativeSelectProps,
  Stack,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { US_STATES } from '@shared/domain/enums';
import { isMaskedSsn } from '@shared/domain/identifiers';
import { useController } from 'react-hook-form';
import { MASKS, MaskedInput, type MaskedInputProps } from './masked-input';
import { RadioGroup, type RadioGroupProps } from './radio-group';

/*
 * The form kit's fields (decision 0018): each is bound to the surrounding <Form> (react-hook-form's context) by
 * `name`, a dotted path ("dependents.0.bornAt"), and shows that field's error — the schema's or the server's,
 * placed there by useFormErrors — with Mantine's aria-invalid and aria-describedby.
 */

/** The props a bound field takes over from its input. */
type Bound = 'name' | 'value' | 'defaultValue' | 'onChange' | 'error';

const toText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

interface TextBinding {
  name: string;
  /** The form value of the typed text (default: the text itself). */
  parse?: (text: string) => unknown;
  /** The text shown for the form value (default: the value as text, empty for null). */
  format?: (value: unknown) => string;
  /** Called with each new value, after the form has it. */
  onValueChange?: (value: unknown) => void;
}

/** The props of a text-like input bound to a field. */
function useTextBinding({ name, parse, format = toText, onValueChange }: TextBinding) {
  const { field, fieldState } = useController({ name });
  return {
    name: field.name,
    ref: field.ref,
    value: format(field.value),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = parse ? parse(event.currentTarget.value) : event.currentTarget.value;
      field.onChange(value);
      onValueChange?.(value);
    },
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

type TextFieldProps = Omit<TextInputProps, Bound> & TextBinding;

/** A one-line text field. */
export function TextField({ name, parse, format, onValueChange, ...props }: TextFieldProps) {
  return <TextInput {...props} {...useTextBinding({ name, parse, format, onValueChange })} />;
}

/** An amount in dollars, typed as text ("52,000"); the shared schema parses it. */
export function MoneyField(props: TextFieldProps) {
  return <TextField inputMode="decimal" leftSection="$" {...props} />;
}

/** A text area. */
export function TextareaField({ name, ...props }: Omit<TextareaProps, Bound> & { name: string }) {
  return <Textarea {...props} {...useTextBinding({ name })} />;
}

interface SelectFieldProps extends Omit<NativeSelectProps, Bound | 'data'> {
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The label of a first, empty choice ("Select"); none when left out. */
  placeholder?: string;
  /** What the empty choice stores: '' (default) or null. */
  emptyValue?: '' | null;
}

/** A native select: works with every keyboard and screen reader, and on phones. */
export function SelectField({ name, options, placeholder, emptyValue = '', ...props }: SelectFieldProps) {
  const binding = useTextBinding({ name, parse: (text) => (text === '' ? emptyValue : text) });
  const data = placeholder === undefined ? [...options] : [{ value: '', label: placeholder }, ...options];
  return <NativeSelect {...props} {...binding} data={data} />;
}

const STATE_OPTIONS = US_STATES.map((value) => ({ value, label: value }));

/** A US state of an address, by its code. */
export function StateField(props: Omit<SelectFieldProps, 'options' | 'placeholder' | 'label'>) {
  return (
    <SelectField
      label="State"
      autoComplete="address-level1"
      placeholder="Select a state"
      options={STATE_OPTIONS}
      {...props}
    />
  );
}

type MaskedFieldProps = Omit<
  MaskedInputProps,
  'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'name'
> & {
  name: string;
};

/** A text field with an input mask; the value is the text shown, separators included. */
export function MaskedField({ name, ...props }: MaskedFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <MaskedInput
      {...props}
      name={field.name}
      value={toText(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

type MaskedKindProps = Omit<MaskedFieldProps, 'mask'>;

/** A date typed as MM/DD/YYYY. */
export function DateField(props: MaskedKindProps) {
  return (
    <MaskedField
      mask={MASKS.date}
      placeholder="MM/DD/YYYY"
      {...props}
      description={props.description ?? 'MM/DD/YYYY'}
    />
  );
}

/** A US phone number: (555) 201-3344. */
export function PhoneField(props: MaskedKindProps) {
  return <MaskedField mask={MASKS.phone} inputMode="tel" autoComplete="tel-national" {...props} />;
}

/** A US zip code: 5 digits, optionally ZIP+4. */
export function ZipField(props: MaskedKindProps) {
  return <MaskedField mask={MASKS.zip} autoComplete="postal-code" {...props} />;
}

/**
 * A Social Security number or tax id (123-45-6789). A value held masked (XXX-XX-1234) is one on file: shown
 * disabled, and with `replaceable` a button clears it so a new number can be typed.
 */
export function SsnField({ replaceable, ...props }: MaskedKindProps & { replaceable?: boolean }) {
  const { field } = useController({ name: props.name });
  const value = toText(field.value);
  if (!isMaskedSsn(value)) {
    return <MaskedField mask={MASKS.ssn} autoComplete="off" placeholder="123-45-6789" {...props} />;
  }
  const onFile = (
    <TextInput
      label={props.label}
      id={props.id}
      name={field.name}
      value={value}
      disabled
      readOnly
      description={props.description ?? 'On file'}
    />
  );
  if (!replaceable) return onFile;
  return (
    <Stack gap={4}>
      {onFile}
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => field.onChange('')}
        style={{ alignSelf: 'flex-start' }}
      >
        Enter a new number
      </Button>
    </Stack>
  );
}

/** Radios in a fieldset with a legend; the error is tied to the group and each radio. */
export function RadioGroupField<V extends string>({
  name,
  ...props
}: Omit<RadioGroupProps<V>, 'value' | 'onChange' | 'error' | 'inputRef' | 'name'> & { name: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <RadioGroup<V>
      {...props}
      name={field.name}
      value={field.value as V | null}
      onChange={field.onChange}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/** A checkbox holding true or false; `onValueChange` is called with each new value, after the form has it. */
export function CheckboxField({
  name,
  onValueChange,
  ...props
}: Omit<CheckboxProps, Bound | 'checked'> & { name: string; onValueChange?: (checked: boolean) => void }) {
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <Checkbox
      {...props}
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        field.onChange(checked);
        onValueChange?.(checked);
      }}
      onBlur={field.onBlur}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  );
}
