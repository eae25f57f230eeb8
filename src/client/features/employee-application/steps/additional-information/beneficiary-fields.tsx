import { DateField, PhoneField, SsnField, ZipField } from '@client/components/masked-inputs';
import { Button, Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { parseBeneficiaryPercentageInput } from '@shared/domain/beneficiaries/beneficiaries';
import { US_STATES } from '@shared/domain/enums';
import { isMaskedSsn } from '@shared/domain/identifiers';
import { type Control, Controller, type FieldErrors, get, type UseFormRegister } from 'react-hook-form';
import type { AdditionalValues } from './additional-values';

interface BeneficiaryFieldsProps {
  n: 1 | 2;
  legend: string;
  control: Control<AdditionalValues, unknown, never>;
  register: UseFormRegister<AdditionalValues>;
  errors: FieldErrors<AdditionalValues>;
  /** The percentage is fixed (one beneficiary takes 100%). */
  percentageReadOnly?: boolean;
  zipOptional: boolean;
  onPercentageChange?: (value: number) => void;
}

type Name = `beneficiaryPair.beneficiary${1 | 2}${string}`;

/** One beneficiary's fields (spec 1 §3 "Beneficiary pair"), in the form's order. */
export function BeneficiaryFields({
  n,
  legend,
  control,
  register,
  errors,
  percentageReadOnly,
  zipOptional,
  onPercentageChange,
}: BeneficiaryFieldsProps) {
  const name = (field: string) => `beneficiaryPair.beneficiary${n}${field}` as Name;
  const error = (field: string): string | undefined =>
    (get(errors, name(field)) as { message?: string } | undefined)?.message;
  const masked = (field: string, label: string, Input: typeof DateField, extra: object = {}) => (
    <Controller
      control={control}
      name={name(field) as never}
      render={({ field: f }) => (
        <Input
          label={label}
          withAsterisk
          name={f.name}
          value={(f.value as string | null) ?? ''}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          error={error(field)}
          {...extra}
        />
      )}
    />
  );
  return (
    <Fieldset legend={legend} variant="filled" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Full name"
            withAsterisk
            error={error('Name')}
            {...register(name('Name') as never)}
          />
          <TextInput
            label="Relationship"
            withAsterisk
            error={error('Relationship')}
            {...register(name('Relationship') as never)}
          />
          <Controller
            control={control}
            name={name('Percentage') as never}
            render={({ field: f }) => (
              <TextInput
                label="Percentage"
                withAsterisk
                inputMode="numeric"
                rightSection="%"
                name={f.name}
                ref={f.ref}
                value={f.value === null || f.value === undefined ? '' : String(f.value)}
                onChange={(event) => {
                  const value = parseBeneficiaryPercentageInput(event.currentTarget.value);
                  f.onChange(value);
                  onPercentageChange?.(value);
                }}
                onBlur={f.onBlur}
                readOnly={percentageReadOnly}
                description={percentageReadOnly ? 'A single beneficiary receives 100%' : undefined}
                error={error('Percentage')}
              />
            )}
          />
          {masked('BirthDate', 'Date of birth', DateField)}
          <Controller
            control={control}
            name={name('SocialSecurityNumber') as never}
            render={({ field: f }) => {
              const value = (f.value as string | null) ?? '';
              const onFile = isMaskedSsn(value) ? value : null;
              return (
                <Stack gap={4}>
                  <SsnField
                    label="Social Security number"
                    withAsterisk
                    maskedOnFile={onFile}
                    name={f.name}
                    value={value}
                    onChange={f.onChange}
                    onBlur={f.onBlur}
                    inputRef={f.ref}
                    error={error('SocialSecurityNumber')}
                  />
                  {onFile ? (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      onClick={() => f.onChange('')}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      Enter a new number
                    </Button>
                  ) : null}
                </Stack>
              );
            }}
          />
          {masked('PhoneNumber', 'Phone', PhoneField)}
        </SimpleGrid>
        <TextInput
          label="Address"
          description="No PO boxes"
          withAsterisk
          error={error('Address')}
          {...register(name('Address') as never)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput label="City" withAsterisk error={error('City')} {...register(name('City') as never)} />
          <NativeSelect
            label="State"
            withAsterisk
            data={[{ value: '', label: 'Select a state' }, ...US_STATES.map((s) => ({ value: s, label: s }))]}
            error={error('State')}
            {...register(name('State') as never)}
          />
          {masked(
            'ZipCode',
            'Zip code',
            ZipField,
            zipOptional ? { withAsterisk: false, description: 'Optional' } : {},
          )}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
