import { auditLog, employeeDependents, employeeForms } from '@server/db/schema';
import { DEMO_COMPANIES } from '@server/db/seed';
import { formatCents } from '@shared/domain/money/money';
import { perPaycheckOfMonthly } from '@shared/domain/payroll/paychecks';
import { SIGN_STATEMENT } from '@shared/domain/signature/signature';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { ElectionSummaryResponse } from '@shared/schemas/application-summary';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { loadOwnApplication } from '../helpers/application';
import { readPdfText } from '../helpers/pdf-text';
import type { Agent } from '../helpers/test-app';

/** The done page's summary and the signed application's PDF (issue 14 item 2, decision 0042). */
const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;
let enrolled: Agent;
let james: ApplicationResponse;
let unsigned: ApplicationResponse;
const summaryUrl = (policyId: string) => `/api/v1/employee_policies/${policyId}/summary`;
const pdfUrl = (policyId: string) => `/api/v1/employee_policies/${policyId}/signed_application.pdf`;

beforeAll(async () => {
  enrolled = await suite.loginAs('enrolled@example.com');
  james = await loadOwnApplication(enrolled);
  unsigned = await loadOwnApplication(employee);
});

/** The whole SSNs of an application's employee and dependents, decrypted from the database. */
async function wholeSsnsOf(employeeFormId: string): Promise<string[]> {
  const [form] = await suite.db.select().from(employeeForms).where(eq(employeeForms.id, employeeFormId));
  const deps = await suite.db
    .select()
    .from(employeeDependents)
    .where(eq(employeeDependents.employeeFormId, employeeFormId));
  return [form!.ssnEncrypted, ...deps.map((d) => d.ssnEncrypted)]
    .filter((s): s is string => s !== null)
    .map((sealed) => suite.cipher.decrypt(sealed));
}

describe('GET …/summary', () => {
  it("answers each offered line's choice, who it covers and its monthly and per-paycheck cost", async () => {
    const res = await enrolled.get(summaryUrl(james.employeePolicy.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const summary: ElectionSummaryResponse = res.json();
    expect(summary.signedAt).not.toBeNull();
    expect(summary.lines.map((l) => l.coverageType)).toEqual(james.availablePlans);
    for (const line of summary.lines) {
      const answer = james.employeePolicy.coverages[line.coverageType];
      expect(line.status).toBe(
        answer?.isEnrolling === 'Yes' ? 'enrolled' : answer?.isEnrolling === 'No' ? 'declined' : 'not_chosen',
      );
      if (line.status !== 'enrolled') {
        expect(line).toMatchObject({ planName: null, monthlyCents: null, perPaycheckCents: null });
        continue;
      }
      expect(line.planName).toBe(answer?.planName);
      expect(line.coveredPeople).toMatch(/^You/);
      expect(line.monthlyCents).toEqual(expect.any(Number));
      expect(line.perPaycheckCents).toBe(perPaycheckOfMonthly(line.monthlyCents!, summary.paychecks));
    }
    expect(summary.lines.filter((l) => l.status === 'enrolled').length).toBeGreaterThanOrEqual(4);
    // James contributes to his HSA (the demo's story).
    expect(summary.healthAccount).toMatchObject({ label: expect.stringContaining('HSA') });
    expect(summary.healthAccount!.yearlyCents).toBeGreaterThan(0);
    const lineTotal = summary.lines.reduce((t, l) => t + (l.monthlyCents ?? 0), 0);
    expect(summary.totals.monthlyCents).toBe(lineTotal + summary.healthAccount!.monthlyCents);
  });

  it("prices each line as the employer's status page does", async () => {
    const summary: ElectionSummaryResponse = (await admin.get(summaryUrl(james.employeePolicy.id))).json();
    const status = (
      await admin.get(
        `/api/v1/companies/${DEMO_COMPANIES.harborview.id}/employees/${james.employeeForm.id}/status`,
      )
    ).json();
    for (const line of summary.lines.filter((l) => l.status === 'enrolled')) {
      const election = status.elections.find(
        (e: { coverageType: string }) => e.coverageType === line.coverageType,
      );
      expect(election?.cost?.employeeCents, line.coverageType).toBe(line.monthlyCents);
    }
  });

  it("refuses another employee (404) and another company's administrator (403)", async () => {
    expect((await texan.get(summaryUrl(james.employeePolicy.id))).statusCode).toBe(404);
    expect((await employee.get(summaryUrl(james.employeePolicy.id))).statusCode).toBe(404);
    expect((await nyAdmin.get(summaryUrl(james.employeePolicy.id))).statusCode).toBe(403);
  });
});

describe('GET …/signed_application.pdf', () => {
  it('answers the signed application: every election, the statement, the signature date, masked SSNs only', async () => {
    const res = await enrolled.get(pdfUrl(james.employeePolicy.id));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toContain('signed-benefits-application.pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await readPdfText(res.rawPayload);
    const flat = text.replace(/\s+/g, ' ');

    const summary: ElectionSummaryResponse = (await enrolled.get(summaryUrl(james.employeePolicy.id))).json();
    const elected = summary.lines.filter((l) => l.status === 'enrolled');
    expect(elected.length).toBeGreaterThanOrEqual(4);
    for (const line of elected) {
      expect(flat).toContain(line.planName!);
      expect(flat).toContain(formatCents(line.monthlyCents!));
    }
    for (const line of summary.lines.filter((l) => l.status === 'declined'))
      expect(flat).toContain(line.label);
    expect(flat).toContain(formatCents(summary.totals.monthlyCents));
    expect(flat).toContain(SIGN_STATEMENT);
    expect(flat).toContain('Harborview');
    expect(flat).toContain(`${james.employeeForm.firstName} `);
    expect(flat).toContain('Signed on');
    expect(flat).toContain(james.employeeForm.socialSecurityNumberMasked!);
    // No whole SSN, with or without dashes; none in the raw bytes either.
    const ssns = await wholeSsnsOf(james.employeeForm.id);
    expect(ssns.length).toBeGreaterThanOrEqual(1);
    const raw = res.rawPayload.toString('latin1');
    for (const ssn of ssns) {
      for (const form of [ssn, `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`]) {
        expect(flat).not.toContain(form);
        expect(raw).not.toContain(form);
      }
    }
    expect(flat).not.toMatch(/\b\d{3}-\d{2}-\d{4}\b/);
  });

  it('refuses an application not signed yet with 409 and says why', async () => {
    expect(unsigned.employeePolicy.signedAt).toBeNull();
    const res = await employee.get(pdfUrl(unsigned.employeePolicy.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      error: 'This application has not been signed yet: its signed copy is made once it is signed.',
    });
  });

  it("refuses another employee (404) and another company's administrator (403)", async () => {
    for (const agent of [employee, texan])
      expect((await agent.get(pdfUrl(james.employeePolicy.id))).statusCode).toBe(404);
    const res = await nyAdmin.get(pdfUrl(james.employeePolicy.id));
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it("gives the company's administrator the PDF in admin mode, and the audit log records it", async () => {
    const res = await admin.get(pdfUrl(james.employeePolicy.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(await readPdfText(res.rawPayload)).toContain(SIGN_STATEMENT);
    const audit = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin_mode.download_signed_application'),
          eq(auditLog.subjectId, james.employeeForm.id),
        ),
      );
    expect(audit.length).toBe(1);
    expect(audit[0]!.adminMode).toBe(true);
  });
});
