import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { MaskedField, PhoneField, StateField, TextField, ZipField } from '@client/components/form/fields';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';

/**
 * The company information fields (docs/spec/3 §3, §5): the authorized representative, the company's address and its
 * FEIN, and the partner's optional primary contact. Bound by name to the surrounding form kit form (the
 * CompanyFieldValues of lib/basic-information-form); each error shows at its field.
 */
export function CompanyFields({
  feinMasked,
  partnerContact,
}: {
  /** The FEIN on file (**-***1234), or null: then one must be typed. */
  feinMasked: string | null;
  /** Show the partner's optional primary phone and email (a company with a partner). */
  partnerContact: boolean;
}) {
  return (
    <Stack gap="md">
      <TextField name="name" label="Company name" autoComplete="organization" required />
      <Title order={3} size="h5">
        Authorized representative
      </Title>
      <Text size="sm" c="dimmed">
        The person who may approve a change of broker for the company (an owner or officer). The letters to
        your carriers are signed in this name.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="contactName" label="Full name" autoComplete="name" required />
        <TextField name="contactTitle" label="Title" autoComplete="organization-title" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <PhoneField name="contactPhoneNumber" label="Phone" required />
      </SimpleGrid>
      <Title order={3} size="h5">
        Company address
      </Title>
      <TextField name="address1" label="Address" autoComplete="street-address" required />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField name="city" label="City" autoComplete="address-level2" required />
        <StateField name="state" required />
        <ZipField name="zip" label="Zip code" required />
      </SimpleGrid>
      <MaskedField
        name="fein"
        mask="00-0000000"
        label="Federal Employer Identification Number (FEIN)"
        placeholder="12-3456789"
        autoComplete="off"
        required={feinMasked === null}
        description={
          feinMasked
            ? `On file: ${feinMasked}. Leave empty to keep it, or type a new one.`
            : 'The letters to your carriers name the company by its FEIN.'
        }
      />
      {partnerContact ? (
        <>
          <Title order={3} size="h5">
            Primary contact (optional)
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PhoneField name="partnerPrimaryPhoneNumber" label="Primary contact phone" />
            <TextField
              name="partnerPrimaryEmail"
              label="Primary contact email"
              type="email"
              autoComplete="off"
            />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
