import type { DeclinationReason, EmployeeType } from '@shared/domain/enums';
import type { BeneficiaryPairValues } from './beneficiary-defaults';

/** What the Additional Information form holds (the shared schema validates it). */
export interface AdditionalValues {
  jobTitle: string;
  hiredAt: string;
  employeeType: EmployeeType | null;
  declinationReason: DeclinationReason | null;
  declinationReason1CarrierName: string;
  declinationReason1IDNumber: string;
  declinationReason4Explanation: string;
  beneficiaryPair?: BeneficiaryPairValues;
}
