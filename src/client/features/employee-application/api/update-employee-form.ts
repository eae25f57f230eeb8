import type { ApplicationResponse } from '@shared/schemas/application';
import type { ContactInformation } from '@shared/schemas/contact-information';
import type { FamilyInformation } from '@shared/schemas/family-information';
import { useMutation } from '@tanstack/react-query';
import { usePutApplicationStep } from './save-application';

/** The application a form-level save is for: its form, and its policy when it is a renewal's. */
type FormTarget = Pick<ApplicationResponse, 'employeeForm' | 'employeePolicy'>;

/**
 * The form's path; a renewal application names its policy (`?employeePolicyId=`), since the form's current
 * application is the one of the plan year being renewed (decision 0038).
 */
const formPath = ({ employeeForm, employeePolicy }: FormTarget, path = '') => {
  const base = `/api/v1/employee_forms/${encodeURIComponent(employeeForm.id)}${path}`;
  return employeePolicy.isRenewal
    ? `${base}?${new URLSearchParams({ employeePolicyId: employeePolicy.id })}`
    : base;
};

/** PUT /api/v1/employee_forms/{id}: contact information; completes basicInformation. */
export function useUpdateContactInformation(target: FormTarget) {
  const putApplicationStep = usePutApplicationStep();
  return useMutation<ApplicationResponse | null, Error, ContactInformation>({
    mutationFn: (body) => putApplicationStep(formPath(target), body),
  });
}

/** PUT /api/v1/employee_forms/{id}/family_information with { dependents }; completes familyInformation. */
export function useUpdateFamilyInformation(target: FormTarget) {
  const putApplicationStep = usePutApplicationStep();
  return useMutation<ApplicationResponse | null, Error, FamilyInformation>({
    mutationFn: (body) => putApplicationStep(formPath(target, '/family_information'), body),
  });
}
