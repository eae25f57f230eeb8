/**
 * Issue 35 item 7 (decision 0074), broker of record: wrongly shaped intake bodies answer 400 at their fields,
 * never 500; save_signature refuses a signature image that is not a PNG, or too large, before decoding it, as the
 * employee's signature does (one shared rule); a signed letter is stored sealed, and only its route opens it.
 */
import {
  auditLog,
  borApplications,
  borCarrierChanges,
  employeePolicies,
  employeePolicySteps,
  storedFiles,
} from '@server/db/schema';
import { SIGNATURE_IMAGE_MESSAGES } from '@shared/domain/signature/signature';
import { APPLICATION_STEPS } from '@shared/domain/steps/steps';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { GOOD_STROKES, loadOwnApplication, SIGNATURE_PNG } from '../helpers/application';
import { CA_BOR_PROFILE } from '../helpers/bor-companies';
import { readPdfText } from '../helpers/pdf-text';
import { pngDataUrl } from '../helpers/png';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const BASE = '/api/v1/broker_of_record';

type Made = { token: string; companyId: string; admin: Agent };

async function makeCompany(): Promise<Made> {
  const { company } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2028-01-01' },
  });
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return { token: company.idToken, companyId: company.id, admin: await suite.loginAs(account.email) };
}

const PROFILE = CA_BOR_PROFILE;
const KAISER = {
  id: 'm1',
  planName: 'Kaiser Gold 20',
  insuranceCompany: 'kaiser',
  groupIDNumber: 'KP-604112',
};

const save = (made: Made, body: Record<string, unknown>) =>
  made.admin.send('POST', `${BASE}/update_company_profile`, { company_id_token: made.token, ...body });

async function readyToSign(made: Made) {
  expect((await save(made, { version: 1, ...PROFILE })).statusCode).toBe(200);
  const res = await save(made, { version: 2, borApplicationIntake: { plans: { medical: [KAISER] } } });
  expect(res.statusCode, res.body).toBe(200);
}

const signatureOf = (made: Made, signatureImageDataUrl: string) =>
  made.admin.send('POST', `${BASE}/save_signature`, {
    company_id_token: made.token,
    version: 3,
    signatureImageDataUrl,
    agreed: true,
  });

// A JPEG's first bytes, labelled as a PNG: the pad never makes one, the PDF library cannot embed it.
const JPEG_AS_PNG = `data:image/png;base64,${Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]).toString('base64')}`;
// A PNG signature and header cut short: no image a decoder could read.
const TRUNCATED_PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`;

describe('update_company_profile with a wrongly shaped intake', () => {
  it.each([
    ['a string', 'plans'],
    [{}, 'borApplicationIntake.plans'],
    [{ plans: null }, 'borApplicationIntake.plans'],
    [{ plans: 'medical' }, 'borApplicationIntake.plans'],
    [{ plans: { medical: 'Kaiser' } }, 'borApplicationIntake.plans.medical'],
    [{ plans: { medical: [null] } }, 'borApplicationIntake.plans.medical.0'],
    [
      { plans: { medical: [{ ...KAISER, insuranceCompany: 5 }] } },
      'borApplicationIntake.plans.medical.0.insuranceCompany',
    ],
    [{ plans: { medical: [{ ...KAISER, id: ['m1'] }] } }, 'borApplicationIntake.plans.medical.0.id'],
    [
      {
        plans: { medical: [{ ...KAISER, contributions: { typeOfContribution: 'fixed', employee: 'ten' } }] },
      },
      'borApplicationIntake.plans.medical.0.contributions.employee',
    ],
    [
      { plans: { medical: [{ ...KAISER, contributions: 'half' }] } },
      'borApplicationIntake.plans.medical.0.contributions',
    ],
  ])('answers 400 for %j, at its field, and writes nothing', async (intake, field) => {
    const made = await makeCompany();
    expect((await save(made, { version: 1, ...PROFILE })).statusCode).toBe(200);
    const before = await suite.db
      .select()
      .from(borApplications)
      .where(eq(borApplications.companyId, made.companyId));
    const res = await save(made, { version: 2, borApplicationIntake: intake });
    expect(res.statusCode, res.body).toBe(400);
    const { fieldErrors } = res.json() as { fieldErrors: Record<string, string> };
    const expectedField = field === 'plans' ? 'borApplicationIntake' : field;
    expect(Object.keys(fieldErrors)).toContain(expectedField);
    expect(
      await suite.db.select().from(borApplications).where(eq(borApplications.companyId, made.companyId)),
    ).toEqual(before);
  });

  it('still names every content error at once when the shape is right', async () => {
    const made = await makeCompany();
    expect((await save(made, { version: 1, ...PROFILE })).statusCode).toBe(200);
    const res = await save(made, {
      version: 2,
      borApplicationIntake: { plans: { medical: [{ ...KAISER, planName: '', groupIDNumber: '' }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'borApplicationIntake.plans.medical.0.groupIDNumber',
      'borApplicationIntake.plans.medical.0.planName',
    ]);
  });
});

describe('save_signature refuses an image the pad cannot have made, before decoding it', () => {
  it.each([
    ['a JPEG labelled as a PNG', JPEG_AS_PNG, SIGNATURE_IMAGE_MESSAGES.notPng],
    ['a cut-short PNG', TRUNCATED_PNG, SIGNATURE_IMAGE_MESSAGES.notPng],
    ['a 4,000 × 4,000 PNG', pngDataUrl(4000, 4000), SIGNATURE_IMAGE_MESSAGES.tooLarge],
  ])('%s: 400 at its field, quickly, nothing signed', async (_label, dataUrl, message) => {
    const made = await makeCompany();
    await readyToSign(made);
    const started = performance.now();
    const res = await signatureOf(made, dataUrl);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual({ signatureImageDataUrl: message });
    // Refused from its header, not by decoding 16 million pixels (2.9 s before).
    expect(ms).toBeLessThan(1000);
    expect(
      await suite.db.select().from(borCarrierChanges).where(eq(borCarrierChanges.companyId, made.companyId)),
    ).toEqual([]);
  });

  it("refuses the same images on the employee's signature, with the employee's message", async () => {
    // An employee whose every step is done, so the signature is what is checked.
    const { company } = await createCompany(suite.db);
    const passwordHash = await demoPasswordHash();
    const created = await createEmployeeWithAccount(suite.db, suite.cipher, {
      companyId: company.id,
      ssn: '123456789',
      passwordHash,
    });
    const policyId = created.policy.id;
    await suite.db.insert(employeePolicySteps).values(
      APPLICATION_STEPS.filter((s) => s !== 'sign' && s !== 'done').map((step) => ({
        employeePolicyId: policyId,
        step,
      })),
    );
    const employee = await suite.loginAs(created.account.email);
    const application = await loadOwnApplication(employee);
    for (const [dataUrl, message] of [
      [JPEG_AS_PNG, SIGNATURE_IMAGE_MESSAGES.notPng],
      [pngDataUrl(4000, 4000), SIGNATURE_IMAGE_MESSAGES.tooLarge],
    ] as const) {
      const res = await employee.send('PUT', `/api/v1/employee_policies/${policyId}/signature`, {
        employeeForm: { id: application.employeeForm.id },
        employeeDependents: [],
        employeePolicy: { id: policyId, signatureImageDataUrl: dataUrl, signatureStrokes: GOOD_STROKES },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors).toEqual({ signature: message });
    }
    const [policy] = await suite.db.select().from(employeePolicies).where(eq(employeePolicies.id, policyId));
    expect(policy!.signedAt).toBeNull();
  });
});

describe('a signed letter at rest', () => {
  it('is stored sealed: the stored object holds neither the PDF nor the FEIN; its route opens it', async () => {
    const made = await makeCompany();
    await readyToSign(made);
    const res = await signatureOf(made, SIGNATURE_PNG);
    expect(res.statusCode, res.body).toBe(200);
    const [change] = res.json().carrierChanges as Array<{ id: string; letterUrl: string }>;
    const [file] = await suite.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.recordType, 'bor_letter'), eq(storedFiles.recordId, change!.id)));
    const stored = await streamToBuffer(await suite.app.fileStorage.get(file!.storageKey));
    expect(stored.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
    expect(stored.includes(Buffer.from('123456789'))).toBe(false);
    expect(stored.includes(Buffer.from('12-3456789'))).toBe(false);
    expect(stored.includes(Buffer.from('Kaiser'))).toBe(false);

    const pdf = await made.admin.get(change!.letterUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(pdf.headers['content-length'])).toBe(pdf.rawPayload.length);
    const text = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    // The carrier's letter names the group by its whole FEIN (decision 0074 keeps 0047's choice).
    expect(text).toContain('12-3456789');
    // The generic file route does not open it: only the letter's own route does.
    expect((await made.admin.get(`/api/v1/files/${file!.id}`)).statusCode).toBe(404);
    // Nothing else holds the FEIN in clear: the application keeps it sealed with its last four.
    const [app] = await suite.db
      .select()
      .from(borApplications)
      .where(eq(borApplications.companyId, made.companyId));
    expect(JSON.stringify(app)).not.toContain('3456789');
    const audits = await suite.db.select().from(auditLog).where(eq(auditLog.companyId, made.companyId));
    expect(JSON.stringify(audits)).not.toContain('3456789');
  });
});

async function streamToBuffer(stream: NodeJS.ReadableStream | null): Promise<Buffer> {
  if (!stream) throw new Error('The stored object is missing.');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
