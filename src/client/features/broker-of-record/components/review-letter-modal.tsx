import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Input.css';
import { Dialog } from '@client/components/dialog';
import { SelectField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { type BorCompanyProfile, borLetterDetailsSchema } from '@shared/schemas/broker-of-record';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { useSaveLetterDetails } from '../api/company-profile';

type LetterDetails = z.infer<typeof borLetterDetailsSchema>;

/**
 * 'Review This Letter' (docs/spec/3 §2 "Review and sign"): a button opening a dialog where the representative's name
 * and title and the effective date of the letters are edited (PUT letter_details; the preview is rebuilt from
 * the answer). On success the dialog says 'Changes have been saved!' and offers Ok.
 */
export function ReviewLetterButton({
  profile,
  companyIdToken,
}: {
  profile: BorCompanyProfile;
  companyIdToken: string | null;
}) {
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpened(false);
    setSaved(false);
  };
  return (
    <>
      <Group>
        <Button ref={buttonRef} variant="default" onClick={() => setOpened(true)}>
          Review This Letter
        </Button>
      </Group>
      <Dialog opened={opened} onClose={close} title="Review This Letter">
        {saved ? (
          <Stack gap="md">
            <Text role="status">{BOR_MESSAGES.letterSaved}</Text>
            <Group justify="flex-end">
              <Button onClick={close} data-autofocus>
                Ok
              </Button>
            </Group>
          </Stack>
        ) : (
          <LetterDetailsForm
            profile={profile}
            companyIdToken={companyIdToken}
            onSaved={() => setSaved(true)}
            onCancel={close}
          />
        )}
      </Dialog>
    </>
  );
}

function LetterDetailsForm({
  profile,
  companyIdToken,
  onSaved,
  onCancel,
}: {
  profile: BorCompanyProfile;
  companyIdToken: string | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveLetterDetails(companyIdToken);
  const { letter } = profile;
  const form = useKitForm<LetterDetails>({
    resolver: zodResolver(borLetterDetailsSchema),
    defaultValues: {
      representativeName: letter.representativeName,
      representativeTitle: letter.representativeTitle,
      effectiveDate: letter.effectiveDate,
    },
  });
  const errors = useFormErrors(form);
  const dates = letter.effectiveDateOptions.includes(letter.effectiveDate)
    ? letter.effectiveDateOptions
    : [letter.effectiveDate, ...letter.effectiveDateOptions];

  const onSubmit = async (values: LetterDetails) => {
    errors.clearError();
    try {
      await save.mutateAsync({ ...values, version: profile.version });
      onSaved();
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit}>
      <Text size="sm">
        The letters are signed by the company's authorized representative and take effect on the date chosen
        here (the first of a month).
      </Text>
      <TextField
        name="representativeName"
        label="Representative's name"
        autoComplete="name"
        required
        data-autofocus
      />
      <TextField
        name="representativeTitle"
        label="Representative's title"
        autoComplete="organization-title"
        required
      />
      <SelectField
        name="effectiveDate"
        label="Effective date"
        options={dates.map((d) => ({ value: d, label: formatLongIsoDate(d) }))}
        required
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save changes
        </Button>
      </Group>
    </Form>
  );
}
