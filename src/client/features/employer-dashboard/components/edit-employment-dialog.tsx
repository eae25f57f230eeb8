import { CheckboxField, SelectField } from '@client/components/form/fields';
import { fullName } from '@client/lib/format';
import {
  type EmployeeListRow,
  type EmploymentForm,
  employmentFormSchema,
} from '@shared/schemas/manage-employees';
import { useUpdateEmployment } from '../api/update-employment';
import { EmployeeFormDialog } from './employee-form-dialog';

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
  return (
    <EmployeeFormDialog
      title={`Eligibility and class of ${fullName(row)}`}
      schema={employmentFormSchema}
      defaultValues={{ isEligible: row.isEligible, employeeRoleId: row.employeeRoleId ?? '' }}
      mutation={useUpdateEmployment(companyId, row.employeeFormId)}
      toBody={(values: EmploymentForm) => ({ version: row.version, ...values })}
      savedMessage={() => `${fullName(row)}'s eligibility and class are saved.`}
      submitLabel="Save"
      onClose={onClose}
    >
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
    </EmployeeFormDialog>
  );
}
