import { describe, expect, it } from 'vitest';
import { buildSignatureRequest } from './sign-request';

const ids = { employeeFormId: 'f1', employeePolicyId: 'p1' };
const signature = {
  signatureStrokes: [[{ x: 1, y: 2 }]],
  signatureImageDataUrl: 'data:image/png;base64,AAAA',
};

describe('buildSignatureRequest', () => {
  it('sends the employee SSN only when required and skips dependents already on file', () => {
    const { body, aliases } = buildSignatureRequest(
      ids,
      {
        socialSecurityNumber: '123-45-6789',
        dependents: [
          { id: 'd1', socialSecurityNumber: 'XXX-XX-1111' },
          { id: 'd2', socialSecurityNumber: '234-56-7890' },
        ],
        ...signature,
      },
      true,
    );
    expect(body.employeeForm).toEqual({ id: 'f1', socialSecurityNumber: '123-45-6789' });
    expect(body.employeeDependents).toEqual([{ id: 'd2', socialSecurityNumber: '234-56-7890' }]);
    expect(body.employeePolicy).toEqual({ id: 'p1', ...signature });
    expect(aliases['employeeDependents.0.socialSecurityNumber']).toBe('dependents.1.socialSecurityNumber');
  });

  it('leaves the employee SSN out when one is on file', () => {
    const { body } = buildSignatureRequest(
      ids,
      { socialSecurityNumber: 'XXX-XX-9999', dependents: [], ...signature },
      false,
    );
    expect(body.employeeForm).toEqual({ id: 'f1' });
    expect(body.employeeDependents).toEqual([]);
  });
});
