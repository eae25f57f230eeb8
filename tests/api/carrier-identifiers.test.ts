/**
 * The identifiers carriers and pharmacies use (issue 34 item 5, decision 0069), on the demo's Harborview (this
 * file's own database): one person's member id and the carrier's group number are the same on the ID card (the
 * page and the PDF), in the 834 (REF*0F, REF*38, REF*1L; HD04 the carrier's plan code), in the payroll export
 * and on the invoice; the member id is made once and kept; operations put the group number and plan codes on
 * record (versioned, checked at their fields, operations only).
 */
import { carrierMemberIds, employeeForms, employeePolicies, plans } from '@server/db/schema';
import { isValidMemberId } from '@shared/domain/carrier-identifiers/carrier-identifiers';
import type { CarrierFile } from '@shared/schemas/carrier-files';
import type { CarrierGroup, CarrierGroupList } from '@shared/schemas/carrier-identifiers';
import { type EmployeeDashboard, employeeDashboardSchema } from '@shared/schemas/employee-dashboard';
import type { PayrollOverview } from '@shared/schemas/payroll';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { readPdfText } from '../helpers/pdf-text';
import type { Agent } from '../helpers/test-app';
import { expectValid834, memberLoops, render } from '../helpers/x12-834';

const suite = apiSuite({ timeoutMs: 120_000 });
const { admin, nyAdmin } = suite.cast;
const dashboardUrl = (formId: string) => `/api/v1/employee_forms/${formId}/dashboard`;
const groupsUrl = (companyId: string) => `/api/v2/admin/companies/${companyId}/carrier_groups`;

const GROUP_NUMBER = 'EMP-10442';
const PLAN_CODE = 'HMO30-CA';

let ops: Agent;
let enrolled: Agent;
let formId: string;
let companyId: string;
let carrierId: string;
let medicalPlanId: string;

/** One CSV row's cells (RFC 4180 quotes). */
function splitCsvRow(row: string): string[] {
  return [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!));
}

async function readDashboard(): Promise<EmployeeDashboard> {
  const res = await enrolled.get(dashboardUrl(formId));
  expect(res.statusCode).toBe(200);
  return employeeDashboardSchema.parse(res.json());
}

beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
  enrolled = await suite.loginAs('enrolled@example.com');
  const current = (await enrolled.get('/api/v1/employee_applications/current')).json();
  formId = current.employeeForm.id;
  companyId = current.company.id;
  // Operations approved every signed application: only approved ones go to a carrier (decision 0064).
  await suite.db
    .update(employeePolicies)
    .set({ reviewStatus: 'approved' })
    .where(isNotNull(employeePolicies.signedAt));
  const medical = (await readDashboard()).coverage.lines.find((l) => l.coverageType === 'medical')!;
  medicalPlanId = medical.planId;
  const [plan] = await suite.db.select().from(plans).where(eq(plans.id, medicalPlanId));
  carrierId = plan!.carrierId;
});

describe('one member id and group number in every place', () => {
  let memberId: string;

  it("makes the card's member id once, in the checked format, with ours as the group number until one is on record", async () => {
    const first = await readDashboard();
    const card = first.idCards.find((c) => c.coverageType === 'medical')!;
    memberId = card.memberId;
    expect(isValidMemberId(memberId)).toBe(true);
    expect(card.members[0]).toMatchObject({ relationship: 'employee', memberId: `${memberId}-01` });
    expect(card.groupNumber).toMatch(/^G[0-9A-F]{8}$/);
    // A second read shows the same numbers: stored, not made again.
    const again = (await readDashboard()).idCards.find((c) => c.coverageType === 'medical')!;
    expect(again.memberId).toBe(memberId);
    expect(again.members).toEqual(card.members);
    const rows = await suite.db
      .select()
      .from(carrierMemberIds)
      .where(eq(carrierMemberIds.employeeFormId, formId));
    expect(rows.filter((r) => r.carrierId === carrierId && r.sequence === 1)).toHaveLength(1);
  });

  it("puts the carrier's group number and plan code on record (operations)", async () => {
    const list = (await ops.get(groupsUrl(companyId))).json() as CarrierGroupList;
    const before = list.carriers.find((c) => c.carrierId === carrierId)!;
    expect(before).toMatchObject({ groupNumberOnRecord: null, version: 0, source: null });
    expect(before.plans.map((p) => p.planId)).toContain(medicalPlanId);
    const res = await ops.send('PUT', `${groupsUrl(companyId)}/${carrierId}`, {
      groupNumber: GROUP_NUMBER,
      planCodes: { [medicalPlanId]: PLAN_CODE },
      version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as CarrierGroup).toMatchObject({
      groupNumberOnRecord: GROUP_NUMBER,
      groupNumber: GROUP_NUMBER,
      source: 'operations',
      version: 1,
    });
  });

  it('shows them on the ID card, the page and the PDF', async () => {
    const card = (await readDashboard()).idCards.find((c) => c.coverageType === 'medical')!;
    expect(card).toMatchObject({ memberId, groupNumber: GROUP_NUMBER });
    const pdf = await enrolled.get(`${dashboardUrl(formId)}/id-cards/medical/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain(memberId);
    expect(text).toContain(GROUP_NUMBER);
  });

  it('sends them in the 834: the group already on record gets a full audit load with REF*0F, REF*38, REF*1L and the plan code', async () => {
    const res = await ops.send('POST', '/api/v2/admin/carrier_files', {
      companyId,
      carrierId,
      kind: 'changes',
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as CarrierFile;
    expect(file.kind).toBe('audit');
    const download = await ops.get(`/api/v2/admin/carrier_files/${file.id}/download`);
    const segments = expectValid834(download.body);
    // A carrier new to our feed starts with test files.
    expect(segments[0]!.elements[14]).toBe('T');
    expect(render(segments.filter((s) => s.tag === 'BGN'))[0]).toMatch(/\*4$/);
    expect(render(segments.filter((s) => s.tag === 'REF')).slice(0, 1)).toEqual([`REF*38*${GROUP_NUMBER}`]);
    const loop = memberLoops(segments)
      .map(render)
      .find((l) => l.includes(`REF*0F*${memberId}`) && l[0]!.startsWith('INS*Y*18'))!;
    expect(loop).toBeDefined();
    expect(loop[0]).toMatch(/^INS\*Y\*18\*030\*XN\*A/);
    expect(loop).toContain(`REF*1L*${GROUP_NUMBER}`);
    expect(loop.some((s) => s.startsWith(`HD*030**HLT*${PLAN_CODE}*`))).toBe(true);
  });

  it('writes them in the payroll export, beside the payroll system’s employee number', async () => {
    // A payroll partner that added the person sent its own employee number (employee_forms.external_id).
    await suite.db.update(employeeForms).set({ externalId: 'E-2041' }).where(eq(employeeForms.id, formId));
    const overview: PayrollOverview = (await admin.get(`/api/v1/companies/${companyId}/payroll`)).json();
    const person = overview.employees.find((e) => e.employeeFormId === formId)!;
    const med = person.deductions.find((d) => d.line === 'medical')!;
    expect(med).toMatchObject({ memberId, groupNumber: GROUP_NUMBER });
    const exported = await admin.send('POST', `/api/v1/companies/${companyId}/payroll/exports`, {
      payDate: overview.payDate,
      basedOnExportId: overview.lastExport?.id ?? null,
    });
    expect(exported.statusCode, exported.body).toBe(201);
    const csv = await admin.get(`/api/v1/companies/${companyId}/payroll/exports/${exported.json().id}/csv`);
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trimEnd().split('\r\n').map(splitCsvRow);
    const columns = header!;
    expect(columns.slice(0, 5)).toEqual([
      'employee_name',
      'employee_id',
      'employee_number',
      'member_id',
      'group_number',
    ]);
    const medRow = rows.find((cells) => cells.includes(memberId) && cells.includes('MED'));
    expect(medRow).toBeDefined();
    expect(medRow![columns.indexOf('group_number')]).toBe(GROUP_NUMBER);
    expect(medRow![columns.indexOf('employee_number')]).toBe('E-2041');
    expect(person.employeeNumber).toBe('E-2041');
  });

  it('prints them on the invoice', async () => {
    const body = (await admin.get(`/api/v1/companies/${companyId}/invoices`)).json();
    expect(body.invoices.length).toBeGreaterThan(0);
    const pdf = await admin.get(`/api/v1/companies/${companyId}/invoices/${body.invoices[0].id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(memberId);
    expect(text).toContain(GROUP_NUMBER);
  });
});

describe("operations' group numbers and plan codes", () => {
  it('refuses a stale version (409), a bad number or code at its field, a plan the company is not offered (400)', async () => {
    const url = `${groupsUrl(companyId)}/${carrierId}`;
    const current = (await ops.get(groupsUrl(companyId))).json() as CarrierGroupList;
    const version = current.carriers.find((c) => c.carrierId === carrierId)!.version;
    const stale = await ops.send('PUT', url, { groupNumber: 'X1', planCodes: {}, version: version - 1 });
    expect(stale.statusCode).toBe(409);
    const bad = await ops.send('PUT', url, {
      groupNumber: 'A*B~',
      planCodes: { [medicalPlanId]: 'C~1' },
      version,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['groupNumber', `planCodes.${medicalPlanId}`]);
    const unknownPlan = '00000000-0000-4000-8000-000000000000';
    const notOffered = await ops.send('PUT', url, {
      groupNumber: 'X1',
      planCodes: { [unknownPlan]: 'C1' },
      version,
    });
    expect(notOffered.statusCode).toBe(400);
    expect(Object.keys(notOffered.json().fieldErrors)).toEqual([`planCodes.${unknownPlan}`]);
    const control = await ops.send('PUT', url, { groupNumber: 'A\u0007B', planCodes: {}, version });
    expect(control.statusCode).toBe(400);
    expect(Object.keys(control.json().fieldErrors)).toEqual(['groupNumber']);
    const after = (await ops.get(groupsUrl(companyId))).json() as CarrierGroupList;
    expect(after.carriers.find((c) => c.carrierId === carrierId)).toMatchObject({
      groupNumber: GROUP_NUMBER,
      version,
    });
  });

  it('is for operations only', async () => {
    expect((await admin.get(groupsUrl(companyId))).statusCode).toBe(403);
    expect((await nyAdmin.get(groupsUrl(companyId))).statusCode).toBe(403);
    const res = await admin.send('PUT', `${groupsUrl(companyId)}/${carrierId}`, {
      groupNumber: 'X1',
      planCodes: {},
      version: 1,
    });
    expect(res.statusCode).toBe(403);
    expect((await ops.get(groupsUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });
});
