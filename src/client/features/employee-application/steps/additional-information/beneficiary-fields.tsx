import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  DateField,
  PhoneField,
  SsnField,
  StateField,
  TextField,
  ZipField,
} from '@client/components/form/fields';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { parseBeneficiaryPercentageInput } from '@shared/domain/beneficiaries/beneficiaries';

interface BeneficiaryFieldsProps {
  n: 1 | 2;
  legend: string;
  /** The percentage is fixed (one beneficiary takes 100%). */
  percentageReadOnly?: boolean;
  zipOptional: boolean;
  onPercentageChange?: (value: number) => void;
}

/** One beneficiary's fields (docs/spec/1 §3 "Beneficiary pair"), in the form's order. */
export function BeneficiaryFields({
  n,
  legend,
  percentageReadOnly,
  zipOptional,
  onPercentageChange,
}: BeneficiaryFieldsProps) {
  const name = (field: string) => `beneficiaryPair.beneficiary${n}${field}`;
  return (
    <Fieldset legend={legend} variant="filled" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name={name('Name')} label="Full name" withAsterisk />
          <TextField name={name('Relationship')} label="Relationship" withAsterisk />
          <TextField
            name={name('Percentage')}
            label="Percentage"
            withAsterisk
            inputMode="numeric"
            rightSection="%"
            parse={parseBeneficiaryPercentageInput}
            onValueChange={(value) => onPercentageChange?.(value as number)}
            readOnly={percentageReadOnly}
            description={percentageReadOnly ? 'A single beneficiary receives 100%' : undefined}
          />
          <DateField name={name('BirthDate')} label="Date of birth" withAsterisk />
          <SsnField
            name={name('SocialSecurityNumber')}
            label="Social Security number"
            withAsterisk
            replaceable
          />
          <PhoneField name={name('PhoneNumber')} label="Phone" withAsterisk />
        </SimpleGrid>
        <TextField name={name('Address')} label="Address" description="No PO boxes" withAsterisk />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField name={name('City')} label="City" withAsterisk />
          <StateField name={name('State')} withAsterisk />
          <ZipField
            name={name('ZipCode')}
            label="Zip code"
            {...(zipOptional ? { description: 'Optional' } : { withAsterisk: true })}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
