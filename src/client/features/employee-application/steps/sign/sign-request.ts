import { extractDigits, formatSsn, isMaskedSsn } from '@shared/domain/identifiers';
import type { SignaturePoint } from '@shared/domain/signature/signature';
import type { SignatureRequest } from '@shared/schemas/application-requests';

export interface SignValues {
  socialSecurityNumber: string;
  dependents: Array<{ id: string; socialSecurityNumber: string }>;
  signatureStrokes: SignaturePoint[][];
  signatureImageDataUrl: string;
}

/**
 * The signature request (application-requests.ts): the employee's SSN only when not on file, dependents'
 * SSNs only when newly typed (a masked XXX-XX-1234 means "keep the one we hold"), and the signature. Also the
 * server keys of the dependents' SSNs mapped to the form's rows, for showing errors at their fields.
 */
export function buildSignatureRequest(
  ids: { employeeFormId: string; employeePolicyId: string },
  values: SignValues,
  requiresEmployeeSsn: boolean,
): { body: SignatureRequest; aliases: Record<string, string> } {
  const aliases: Record<string, string> = {
    'employeeForm.socialSecurityNumber': 'socialSecurityNumber',
    'employeePolicy.signatureImageDataUrl': 'signatureImageDataUrl',
    'employeePolicy.signatureStrokes': 'signatureStrokes',
  };
  const employeeDependents: SignatureRequest['employeeDependents'] = [];
  values.dependents.forEach((d, formIndex) => {
    if (isMaskedSsn(d.socialSecurityNumber)) return;
    aliases[`employeeDependents.${employeeDependents.length}.socialSecurityNumber`] =
      `dependents.${formIndex}.socialSecurityNumber`;
    employeeDependents.push({ id: d.id, socialSecurityNumber: normalizeSsn(d.socialSecurityNumber) });
  });
  const employeeForm: SignatureRequest['employeeForm'] = { id: ids.employeeFormId };
  if (requiresEmployeeSsn) employeeForm.socialSecurityNumber = normalizeSsn(values.socialSecurityNumber);
  return {
    body: {
      employeeForm,
      employeePolicy: {
        id: ids.employeePolicyId,
        signatureImageDataUrl: values.signatureImageDataUrl,
        signatureStrokes: values.signatureStrokes,
      },
      employeeDependents,
    },
    aliases,
  };
}

const normalizeSsn = (value: string) => (extractDigits(value).length === 9 ? formatSsn(value) : value.trim());
