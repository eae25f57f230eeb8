import {
  DECLINATION_REASON_LABELS,
  DECLINATION_REASONS,
  EMPLOYEE_TYPE_LABELS,
  EMPLOYEE_TYPES,
  type Gender,
  type MaritalStatus,
  type YesNo,
} from '@shared/domain/enums';

/** Choices of the application's selects and radio groups, labelled for people. */
export const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

export const MARITAL_STATUS_OPTIONS: ReadonlyArray<{ value: MaritalStatus; label: string }> = [
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
  { value: 'domestic_partner', label: 'Domestic partner' },
];

export const YES_NO_OPTIONS: ReadonlyArray<{ value: YesNo; label: string }> = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
];

export { DEPENDENT_TYPE_LABELS } from '@shared/domain/enums';

export const EMPLOYEE_TYPE_OPTIONS = EMPLOYEE_TYPES.map((value) => ({
  value,
  label: EMPLOYEE_TYPE_LABELS[value],
}));

export const DECLINATION_REASON_OPTIONS = DECLINATION_REASONS.map((value) => ({
  value,
  label: DECLINATION_REASON_LABELS[value],
}));
