/**
 * Carrier enrollment files (issue 18 item 2, decision 0061), through the API and the scheduled job's service
 * call: a family of four's addition, a spouse's termination and a plan change as 834s read back by node-x12 in
 * strict mode (every INS/HD code checked against the guide's table), an audit file, the life census, the
 * history and the audited download (operations only), the content sealed at rest, and no SSN in the logs.
 */
import { Writable } from 'node:stream';
import { buildApp, LOG_REDACT_PATHS } from '@server/app';
import {
  auditLog,
  borApplications,
  carrierFiles,
  carriers,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
} from '@server/db/schema';
import { sealDigits } from '@server/lib/field-crypto';
import { generateDueCarrierFiles } from '@server/modules/operations/carrier-files/carrier-files.service';
import { isValidMemberId } from '@shared/domain/carrier-identifiers/carrier-identifiers';
import type { CarrierEdiList, CarrierFile, CarrierFileHistory } from '@shared/schemas/carrier-files';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployee, createPlan } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import type { Agent } from '../helpers/test-app';
import { expectValid834, memberLoops, render } from '../helpers/x12-834';

const logLines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});
const suite = apiSuite({
  timeoutMs: 120_000,
  logger: { level: 'trace', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
});
const { admin } = suite.cast;
const BASE = '/api/v2/admin/carrier_files';

const SSN = { sub: '512345671', spouse: '512345672', child1: '512345673', child2: '512345674' };

let ops: Agent;
beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
});

type Family = {
  companyId: string;
  carrierId: string;
  lifeCarrierId: string;
  employeePolicyId: string;
  spouseId: string;
  childIds: string[];
  medicalPlanCode: string;
  otherMedicalPlanId: string;
  otherMedicalPlanCode: string;
};

/** A company (FEIN on record) whose employee enrolled with spouse and two children on medical, dental and life. */
async function familyOfFour(): Promise<Family> {
  const { db, cipher } = suite;
  const { company, policy, defaultRole } = await createCompany(db, {
    taxIdEncrypted: sealDigits(cipher, '94-1234567').encrypted,
    taxIdLast4: '4567',
    policy: { status: 'enrolled', effectiveAt: '2027-01-01' },
  });
  const medical = await createPlan(db, { type: 'medical', offerTo: { companyPolicyId: policy.id } });
  const carrierId = medical.plan.carrierId;
  await db.update(carriers).set({ fein: '06-0000001' }).where(eq(carriers.id, carrierId));
  const dental = await createPlan(db, { type: 'dental', carrierId, offerTo: { companyPolicyId: policy.id } });
  const other = await createPlan(db, { type: 'medical', carrierId, offerTo: { companyPolicyId: policy.id } });
  const life = await createPlan(db, { type: 'life', offerTo: { companyPolicyId: policy.id } });
  const {
    form,
    policy: ep,
    dependents,
  } = await createEmployee(db, cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    ssn: SSN.sub,
    overrides: {
      firstName: 'Dana',
      lastName: 'Rivera',
      bornAt: '1985-03-04',
      gender: 'female',
      // The class (REF*17), hire date (DTP*336) and the member's numbers (PER*IP), decision 0069.
      employeeRoleId: defaultRole.id,
      hiredAt: '2020-06-15',
      homePhoneNumber: '(415) 555-0134',
      email: 'dana.rivera@example.com',
    },
    dependents: [
      { dependentType: 'spouse', bornAt: '1984-02-02', firstName: 'Alex', gender: 'male', ssn: SSN.spouse },
      { dependentType: 'child', bornAt: '2015-05-05', firstName: 'Sam', ssn: SSN.child1 },
      { dependentType: 'child', bornAt: '2018-08-08', firstName: 'Kim', gender: 'female', ssn: SSN.child2 },
    ],
  });
  await db
    .update(employeePolicies)
    .set({ status: 'enrolled', signedAt: new Date('2026-11-20T10:00:00Z'), reviewStatus: 'approved' })
    .where(eq(employeePolicies.id, ep.id));
  const lines = [
    { type: 'medical', planId: medical.plan.id },
    { type: 'dental', planId: dental.plan.id },
    { type: 'life', planId: life.plan.id },
  ] as const;
  for (const l of lines) {
    await db.insert(employeePolicyCoverages).values({
      employeePolicyId: ep.id,
      coverageType: l.type,
      isEnrolling: 'Yes',
      planId: l.planId,
      segment: l.type === 'life' ? null : 'ee_family',
      coverageAmountCents: l.type === 'life' ? 5_000_000 : null,
      spouseCoverageAmountCents: l.type === 'life' ? 2_500_000 : null,
    });
    for (const d of dependents)
      if (l.type !== 'life' || d.dependentType === 'spouse')
        await db.insert(employeePolicyDependentEnrollments).values({
          employeePolicyId: ep.id,
          dependentId: d.id,
          coverageType: l.type,
          isEnrolling: true,
        });
  }
  void form;
  return {
    companyId: company.id,
    carrierId,
    lifeCarrierId: life.plan.carrierId,
    employeePolicyId: ep.id,
    spouseId: dependents[0]!.id,
    childIds: [dependents[1]!.id, dependents[2]!.id],
    medicalPlanCode: medical.plan.rawName,
    otherMedicalPlanId: other.plan.id,
    otherMedicalPlanCode: other.plan.rawName,
  };
}

async function generate(body: { companyId: string; carrierId: string; kind: string }) {
  return ops.send('POST', BASE, body);
}

async function download(id: string): Promise<string> {
  const res = await ops.get(`${BASE}/${id}/download`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
  return res.body;
}

const loopsOf = (text: string) => memberLoops(expectValid834(text)).map(render);

describe('834 changes files', () => {
  let family: Family;
  let first: CarrierFile;
  beforeAll(async () => {
    family = await familyOfFour();
  });

  it('adds a family of four: INS*Y*18, INS*N*01, INS*N*19 twice, HD at level FAM, the SSNs whole', async () => {
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'changes' });
    expect(res.statusCode).toBe(201);
    first = res.json() as CarrierFile;
    expect(first).toMatchObject({
      kind: 'changes',
      memberCount: 4,
      addsCount: 4,
      changesCount: 0,
      termsCount: 0,
    });
    expect(first.controlNumber).toBeGreaterThan(0);
    const text = await download(first.id);
    const segments = expectValid834(text);
    expect(Number(segments[0]!.elements[12])).toBe(first.controlNumber);
    const loops = loopsOf(text);
    expect(loops.map((l) => l[0])).toEqual([
      'INS*Y*18*021*28*A***FT',
      'INS*N*01*021*28*A',
      'INS*N*19*021*28*A',
      'INS*N*19*021*28*A',
    ]);
    expect(loops[0]).toContain(`NM1*IL*1*RIVERA*DANA****34*${SSN.sub}`);
    // The subscriber's member id (the ID card's) on every loop of the family; the group number in REF*38 and 1L.
    const memberIds = loops.map((l) => l.find((s) => s.startsWith('REF*0F*'))!.slice(7));
    expect(new Set(memberIds).size).toBe(1);
    expect(isValidMemberId(memberIds[0]!)).toBe(true);
    const group = segments.find((s) => s.tag === 'REF' && s.elements[0] === '38')!.elements[1]!;
    expect(group).toMatch(/^G[0-9A-F]{8}$/);
    for (const loop of loops) expect(loop).toContain(`REF*1L*${group}`);
    // The class, hire date and the member's phone and e-mail on the subscriber only.
    expect(loops[0]).toEqual(
      expect.arrayContaining([
        'REF*17*ALL STAFF',
        'DTP*336*D8*20200615',
        'PER*IP**HP*4155550134*EM*dana.rivera@example.com',
      ]),
    );
    for (const loop of loops.slice(1))
      expect(loop.filter((s) => /^(REF\*17|DTP\*336|PER)/.test(s))).toEqual([]);
    // A carrier new to our feed gets test files (ISA15 T) until operations switch it to production.
    expect(segments[0]!.elements[14]).toBe('T');
    expect(loops[1]).toContain(`NM1*IL*1*RIVERA*ALEX****34*${SSN.spouse}`);
    expect(loops[0]).toContain('DMG*D8*19850304*F');
    for (const loop of loops) {
      expect(loop).toContain(`HD*021**HLT*${family.medicalPlanCode}*FAM`);
      expect(loop.filter((s) => /^HD\*021\*\*DEN\*.*\*FAM$/.test(s))).toHaveLength(1);
      expect(loop).toContain('DTP*348*D8*20270101');
      // Life is not an 834 line.
      expect(loop.some((s) => s.includes('LIFE'))).toBe(false);
    }
    expect(render(segments.filter((s) => s.tag === 'N1'))).toEqual([
      expect.stringMatching(/^N1\*P5\*TEST COMPANY \d+\*FI\*941234567$/),
      expect.stringMatching(/^N1\*IN\*TEST CARRIER .+\*FI\*060000001$/),
    ]);
  });

  it('answers 409 when nothing changed since the last file', async () => {
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'changes' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Nothing changed since the last file.');
  });

  it("terminates the spouse (024) and changes the others' level from FAM to ECH (001)", async () => {
    await suite.db
      .delete(employeePolicyDependentEnrollments)
      .where(
        and(
          eq(employeePolicyDependentEnrollments.employeePolicyId, family.employeePolicyId),
          eq(employeePolicyDependentEnrollments.dependentId, family.spouseId),
        ),
      );
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'changes' });
    expect(res.statusCode).toBe(201);
    const file = res.json() as CarrierFile;
    expect(file).toMatchObject({ addsCount: 0, changesCount: 3, termsCount: 1 });
    expect(file.controlNumber).toBe(first.controlNumber! + 1);
    const loops = loopsOf(await download(file.id));
    expect(loops.map((l) => l[0])).toEqual([
      'INS*Y*18*001*AI*A***FT',
      'INS*N*01*024*07*A',
      'INS*N*19*001*AI*A',
      'INS*N*19*001*AI*A',
    ]);
    expect(loops[0]).toContain(`HD*001**HLT*${family.medicalPlanCode}*ECH`);
    expect(loops[1]).toContain(`HD*024**HLT*${family.medicalPlanCode}*FAM`);
    expect(loops[1]!.some((s) => /^DTP\*349\*D8\*\d{8}$/.test(s))).toBe(true);
  });

  it('sends a plan change as the old plan ended and the new one added', async () => {
    await suite.db
      .update(employeePolicyCoverages)
      .set({ planId: family.otherMedicalPlanId })
      .where(
        and(
          eq(employeePolicyCoverages.employeePolicyId, family.employeePolicyId),
          eq(employeePolicyCoverages.coverageType, 'medical'),
        ),
      );
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'changes' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ addsCount: 0, changesCount: 3, termsCount: 0 });
    const loops = loopsOf(await download((res.json() as CarrierFile).id));
    expect(loops[0]![0]).toBe('INS*Y*18*001*AI*A***FT');
    const hd = loops[0]!.filter((s) => s.startsWith('HD'));
    expect(hd).toEqual([
      `HD*024**HLT*${family.medicalPlanCode}*ECH`,
      `HD*021**HLT*${family.otherMedicalPlanCode}*ECH`,
    ]);
  });

  it('makes a full audit file of everyone still covered (030)', async () => {
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'audit' });
    expect(res.statusCode).toBe(201);
    const segments = expectValid834(await download((res.json() as CarrierFile).id));
    expect(render(segments.filter((s) => s.tag === 'BGN'))[0]).toMatch(/\*4$/);
    const loops = memberLoops(segments).map(render);
    expect(loops.map((l) => l[0])).toEqual([
      'INS*Y*18*030*XN*A***FT',
      'INS*N*19*030*XN*A',
      'INS*N*19*030*XN*A',
    ]);
  });

  it('keeps the history (no content) and seals the content and snapshot at rest', async () => {
    const res = await ops.get(`${BASE}?companyId=${family.companyId}&carrierId=${family.carrierId}`);
    expect(res.statusCode).toBe(200);
    const history = res.json() as CarrierFileHistory;
    expect(history.files.map((f) => f.kind)).toEqual(['audit', 'changes', 'changes', 'changes']);
    expect(res.body).not.toContain(SSN.sub);
    expect(res.body).not.toContain('ISA*');
    const rows = await suite.db
      .select()
      .from(carrierFiles)
      .where(eq(carrierFiles.companyId, family.companyId));
    expect(rows.length).toBe(4);
    for (const row of rows) {
      for (const value of [row.contentEncrypted, row.snapshotEncrypted]) {
        expect(value.startsWith('v1.')).toBe(true);
        for (const ssn of Object.values(SSN)) expect(value).not.toContain(ssn);
        expect(value).not.toContain('ISA*');
      }
    }
    const audits = await suite.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.companyId, family.companyId));
    expect(audits.filter((a) => a.action === 'carrier_file.downloaded').length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(audits)).not.toContain(SSN.sub);
  });
});

describe('834 onboarding (decision 0069)', () => {
  it('names the broker of record (N1*BO) once the letters are signed, and sends production files once switched (ISA15 P)', async () => {
    const family = await familyOfFour();
    await suite.db
      .insert(borApplications)
      .values({ companyId: family.companyId, name: 'Test', signedAt: new Date('2026-11-01T00:00:00Z') });
    const [carrier] = await suite.db.select().from(carriers).where(eq(carriers.id, family.carrierId));
    const switched = await ops.send('PUT', `/api/v2/admin/carriers/${family.carrierId}/edi`, {
      fein: '06-0000001',
      ediReceiverId: '',
      ediUsage: 'P',
      version: carrier!.version,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ ediUsage: 'P' });
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'changes' });
    expect(res.statusCode).toBe(201);
    const segments = expectValid834(await download((res.json() as CarrierFile).id));
    expect(segments[0]!.elements[14]).toBe('P');
    expect(render(segments.filter((s) => s.tag === 'N1'))).toEqual([
      expect.stringMatching(/^N1\*P5\*/),
      expect.stringMatching(/^N1\*IN\*/),
      'N1*BO*GROUPCOVER INSURANCE SERVICES*94*19876543',
    ]);
  });

  it("sends a carrier's plan code put on record as HD04, as a change of the line (001), not a plan change", async () => {
    const family = await familyOfFour();
    const first = await generate({
      companyId: family.companyId,
      carrierId: family.carrierId,
      kind: 'changes',
    });
    expect((first.json() as CarrierFile).kind).toBe('changes');
    const [row] = await suite.db
      .select({ planId: employeePolicyCoverages.planId })
      .from(employeePolicyCoverages)
      .where(
        and(
          eq(employeePolicyCoverages.employeePolicyId, family.employeePolicyId),
          eq(employeePolicyCoverages.coverageType, 'medical'),
        ),
      );
    const put = await ops.send(
      'PUT',
      `/api/v2/admin/companies/${family.companyId}/carrier_groups/${family.carrierId}`,
      {
        groupNumber: '',
        planCodes: { [row!.planId!]: 'PPO500-CA' },
        version: 0,
      },
    );
    expect(put.statusCode, put.body).toBe(200);
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'changes' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'changes', addsCount: 0, changesCount: 4, termsCount: 0 });
    const loops = loopsOf(await download((res.json() as CarrierFile).id));
    for (const loop of loops)
      expect(loop.filter((s) => s.startsWith('HD'))).toEqual(['HD*001**HLT*PPO500-CA*FAM']);
  });

  it("makes a group's first file a full audit load when its coverage already began (BGN08 4, INS03 030)", async () => {
    const family = await familyOfFour();
    await suite.db
      .update(employeePolicies)
      .set({ effectiveAt: '2026-01-01' })
      .where(eq(employeePolicies.id, family.employeePolicyId));
    const res = await generate({ companyId: family.companyId, carrierId: family.carrierId, kind: 'changes' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'audit', memberCount: 4, addsCount: 0 });
    const segments = expectValid834(await download((res.json() as CarrierFile).id));
    expect(render(segments.filter((s) => s.tag === 'BGN'))[0]).toMatch(/\*4$/);
    expect(memberLoops(segments).map((l) => render(l)[0])).toEqual([
      'INS*Y*18*030*XN*A***FT',
      'INS*N*01*030*XN*A',
      'INS*N*19*030*XN*A',
      'INS*N*19*030*XN*A',
    ]);
    // The next file is a changes file against it: nothing moved.
    const next = await generate({
      companyId: family.companyId,
      carrierId: family.carrierId,
      kind: 'changes',
    });
    expect(next.statusCode).toBe(409);
  });
});

describe('life census', () => {
  it("sends the life carrier a census in the documented layout, with the employee's and spouse's amounts", async () => {
    const family = await familyOfFour();
    const res = await generate({
      companyId: family.companyId,
      carrierId: family.lifeCarrierId,
      kind: 'life_census',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'life_census',
      controlNumber: null,
      memberCount: 2,
      addsCount: 2,
    });
    const text = await download((res.json() as CarrierFile).id);
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'group_number,subscriber_id,relationship,last_name,first_name,middle_initial,ssn,birth_date,gender,address,city,state,zip,coverage_type,plan_code,plan_name,coverage_amount,effective_date,termination_date,employment_status',
    );
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(
      `,Employee,Rivera,Dana,,${SSN.sub},03/04/1985,F,500 Howard Street,San Francisco,CA,94105,life,`,
    );
    expect(rows[1]).toMatch(/,50000,01\/01\/2027,,active$/);
    expect(rows[2]).toContain(`,Spouse,Rivera,Alex,,${SSN.spouse},02/02/1984,M,`);
    expect(rows[2]).toMatch(/,25000,01\/01\/2027,,$/);
    // The 834 carrier's file has no life line, and the life carrier gets no 834 (no FEIN on record).
    const x12 = await generate({
      companyId: family.companyId,
      carrierId: family.lifeCarrierId,
      kind: 'changes',
    });
    expect(x12.statusCode).toBe(409);
  });
});

describe('the scheduled job', () => {
  it('generates a changes file per company and carrier with news, and nothing on a second run', async () => {
    const family = await familyOfFour();
    const now = new Date();
    const firstRun = await generateDueCarrierFiles({ db: suite.db, cipher: suite.cipher }, now);
    expect(firstRun.generated).toBeGreaterThanOrEqual(2);
    const mine = await suite.db
      .select()
      .from(carrierFiles)
      .where(eq(carrierFiles.companyId, family.companyId));
    expect(mine.map((f) => f.kind).sort()).toEqual(['changes', 'life_census']);
    const secondRun = await generateDueCarrierFiles({ db: suite.db, cipher: suite.cipher }, now);
    expect(secondRun.generated).toBe(0);
  });

  it('runs nightly on the job queue (carrier-files.nightly, 07:00 UTC) and makes the due files', async () => {
    const family = await familyOfFour();
    // The suite's app works no jobs; a worker process does (decision 0062).
    const worker = await buildApp({
      config: { ...suite.config, jobsWorker: true },
      database: suite.database,
    });
    try {
      await worker.ready();
      const { schedules } = await worker.jobs.overview();
      expect(schedules).toContainEqual({ name: 'carrier-files.nightly', cron: '0 7 * * *', timezone: 'UTC' });
      expect(await worker.jobs.runNow('carrier-files.nightly')).toMatchObject({
        state: 'completed',
        error: null,
      });
      const mine = await suite.db
        .select()
        .from(carrierFiles)
        .where(eq(carrierFiles.companyId, family.companyId));
      expect(mine.map((f) => f.kind).sort()).toEqual(['changes', 'life_census']);
    } finally {
      await worker.close();
    }
  });
});

describe("carriers' EDI fields", () => {
  const edi = (carrierId: string) => `/api/v2/admin/carriers/${carrierId}/edi`;

  it('puts a FEIN and receiver id on record, masked in the list, versioned and audited by field name', async () => {
    const { plan } = await createPlan(suite.db, { type: 'vision' });
    const listed = (await ops.get('/api/v2/admin/carriers')).json() as CarrierEdiList;
    const before = listed.carriers.find((c) => c.id === plan.carrierId)!;
    expect(before).toMatchObject({ fein: null, ediReceiverId: null, version: 1, fileCount: 0 });

    const saved = await ops.send('PUT', edi(plan.carrierId), {
      fein: '061234567',
      ediReceiverId: 'VISIONCO',
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fein: 'XX-XXX4567', ediReceiverId: 'VISIONCO', version: 2 });
    const [row] = await suite.db.select().from(carriers).where(eq(carriers.id, plan.carrierId));
    expect(row).toMatchObject({ fein: '06-1234567', ediReceiverId: 'VISIONCO', version: 2 });
    const [audit] = await suite.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'carrier.edi_updated'), eq(auditLog.subjectId, plan.carrierId)));
    expect(audit!.details).toEqual({ fields: ['fein', 'ediReceiverId'] });
    expect(JSON.stringify(audit)).not.toContain('1234567');

    const stale = await ops.send('PUT', edi(plan.carrierId), {
      fein: '06-7654321',
      ediReceiverId: '',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a bad FEIN or receiver id at its field and writes nothing, and is for operations only', async () => {
    const { plan } = await createPlan(suite.db, { type: 'vision' });
    const bad = await ops.send('PUT', edi(plan.carrierId), {
      fein: '12-34',
      ediReceiverId: 'bad id!',
      version: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['ediReceiverId', 'fein']);
    const [row] = await suite.db.select().from(carriers).where(eq(carriers.id, plan.carrierId));
    expect(row).toMatchObject({ fein: null, version: 1 });
    expect((await admin.get('/api/v2/admin/carriers')).statusCode).toBe(403);
    const asAdmin = await admin.send('PUT', edi(plan.carrierId), {
      fein: '06-1234567',
      ediReceiverId: '',
      version: 1,
    });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('access and logs', () => {
  it('is for operations only', async () => {
    expect((await admin.get(BASE)).statusCode).toBe(403);
    const res = await admin.send('POST', BASE, {
      companyId: '00000000-0000-4000-8000-000000000000',
      carrierId: '00000000-0000-4000-8000-000000000000',
      kind: 'changes',
    });
    expect(res.statusCode).toBe(403);
    expect((await ops.get(`${BASE}/00000000-0000-4000-8000-000000000000/download`)).statusCode).toBe(404);
  });

  it('refuses a bad kind at its field', async () => {
    const res = await generate({
      companyId: '00000000-0000-4000-8000-000000000000',
      carrierId: '00000000-0000-4000-8000-000000000000',
      kind: 'everything',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fieldErrors)).toContain('Choose changes, audit or life_census.');
  });

  it('logs no SSN', () => {
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const ssn of Object.values(SSN)) expect(log).not.toContain(ssn);
  });
});
