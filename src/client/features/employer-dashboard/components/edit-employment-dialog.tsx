import { Dialog } from '@client/components/dialog';
import { CheckboxField, SelectField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { fullName } from '@client/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type EmployeeListRow,
  type EmploymentForm,
  employmentFormSchema,
} from '@shared/schemas/manage-employees';
import { useForm } from 'react-hook-form';
import { useUpdateEmployment } from '../api/update-employment';

/** Edit eligibility and class: what renewal and the contributions read of the person. */
export function EditEmploymentDialog({
  companyId,
  row,
  classes,
  onClose,
}: {
  companyId: string;
  row: EmployeeListRow;
  classes: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}) {
  const form = useForm<EmploymentForm>({
    resolver: zodResolver(employmentFormSchema),
    defaultValues: { isEligible: row.isEligible, employeeRoleId: row.employeeRoleId ?? '' },
  });
  const errors = useFormErrors(form);
  const update = useUpdateEmployment(companyId, row.employeeFormId);
  const onSubmit = (values: EmploymentForm) =>
    update.mutate(
      { version: row.version, ...values },
      {
        onSuccess: () => {
          notifications.show({
            color: 'brand',
            message: `${fullName(row)}'s eligibility and class are saved.`,
          });
          onClose();
        },
        onError: (error) => errors.showError(error),
      },
    );
  return (
    <Dialog opened onClose={onClose} title={`Eligibility and class of ${fullName(row)}`}>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <SelectField
          name="employeeRoleId"
          label="Contribution class"
          description="The class sets what the company contributes to this person's coverage."
          placeholder="Choose a class"
          options={classes.map((c) => ({ value: c.id, label: c.name }))}
          withAsterisk
        />
        <CheckboxField
          name="isEligible"
          label="Eligible for benefits"
          description="A person who is not eligible is not offered coverage at enrollment or renewal."
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Form>
    </Dialog>
  );
}
