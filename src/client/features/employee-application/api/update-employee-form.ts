import type { ApplicationResponse } from '@shared/schemas/application';
import type { ContactInformation } from '@shared/schemas/contact-information';
import type { FamilyInformation } from '@shared/schemas/family-information';
import { useMutation } from '@tanstack/react-query';
import { usePutApplicationStep } from './save-application';

const formPath = (employeeFormId: string) => `/api/v1/employee_forms/${encodeURIComponent(employeeFormId)}`;

/** PUT /api/v1/employee_forms/{id}: contact information; completes basicInformation. */
export function useUpdateContactInformation(employeeFormId: string) {
  const putApplicationStep = usePutApplicationStep();
  return useMutation<ApplicationResponse | null, Error, ContactInformation>({
    mutationFn: (body) => putApplicationStep(formPath(employeeFormId), body),
  });
}

/** PUT /api/v1/employee_forms/{id}/family_information with { dependents }; completes familyInformation. */
export function useUpdateFamilyInformation(employeeFormId: string) {
  const putApplicationStep = usePutApplicationStep();
  return useMutation<ApplicationResponse | null, Error, FamilyInformation>({
    mutationFn: (body) => putApplicationStep(`${formPath(employeeFormId)}/family_information`, body),
  });
}
