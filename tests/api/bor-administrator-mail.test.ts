/**
 * The administrators are told of each carrier's broker-of-record step by the job queue (issue 35 item 2, decision
 * 0081): when the letters are sent (one mail per carrier, whoever signed: the administrator or the officer from
 * their link) and at each move operations make; the job is queued in the change's own transaction, so a refused
 * move mails nobody, and each step is mailed once per administrator. The mail links to the company's status page.
 */
import { sentNotices } from '@server/db/schema';
import { CARRIER_CHANGE_STATUS_LABELS } from '@shared/domain/broker-of-record/letter';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { CA_BOR_PROFILE } from '../helpers/bor-companies';
import { mailSentTo } from '../helpers/outbox';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000, config: { jobsWorker: true } });
const BOR = '/api/v1/broker_of_record';
const LETTER_SENT = CARRIER_CHANGE_STATUS_LABELS.letter_sent;

type Made = { token: string; companyId: string; admin: Agent; adminEmail: string; secondEmail: string };

/** A company of its own with two administrators, its information and two carriers' plans saved. */
async function readyToSign(): Promise<Made> {
  const { company } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2028-01-01' },
  });
  const passwordHash = await demoPasswordHash();
  const account = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const second = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const made = {
    token: company.idToken,
    companyId: company.id,
    admin: await suite.loginAs(account.email),
    adminEmail: account.email,
    secondEmail: second.email,
  };
  const save = (body: Record<string, unknown>) =>
    made.admin.send('POST', `${BOR}/update_company_profile`, { company_id_token: made.token, ...body });
  expect((await save({ version: 1, ...CA_BOR_PROFILE })).statusCode).toBe(200);
  expect(
    (
      await save({
        version: 2,
        borApplicationIntake: {
          plans: {
            medical: [
              { id: 'm1', planName: 'Kaiser Gold 20', insuranceCompany: 'kaiser', groupIDNumber: 'KP-1' },
            ],
            dental: [
              { id: 'd1', planName: 'Delta PPO', insuranceCompany: 'delta-dental', groupIDNumber: 'DD-1' },
            ],
          },
        },
      })
    ).statusCode,
  ).toBe(200);
  return made;
}

/** The status mails an address holds, once `count` have arrived (the job sends them). */
async function statusMails(address: string, count: number) {
  const deadline = Date.now() + 20_000;
  const read = async () =>
    (await mailSentTo(suite.db, address)).filter((m) => m.template === 'brokerOfRecordStatus');
  let mails = await read();
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    mails = await read();
  }
  return mails;
}

describe("the administrators' broker-of-record mail", () => {
  it('tells each administrator when the letters are sent and at each move, once each, linking to the status page', async () => {
    const made = await readyToSign();
    const signed = await made.admin.send('POST', `${BOR}/save_signature`, {
      company_id_token: made.token,
      version: 3,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    for (const address of [made.adminEmail, made.secondEmail]) {
      const mails = await statusMails(address, 2);
      expect(mails.map((m) => m.subject).sort()).toEqual([
        `Delta Dental: ${LETTER_SENT}`,
        `Kaiser Permanente: ${LETTER_SENT}`,
      ]);
    }

    const ops = await suite.loginAs('ops@example.com');
    const kaiser = (signed.json() as BorCompanyProfile).carrierChanges.find(
      (c) => c.carrierName === 'Kaiser Permanente',
    )!;
    const url = `${BOR}/carrier_changes/${kaiser.id}`;
    // A refused move mails nobody.
    expect((await ops.send('PUT', url, { status: 'effective', version: 1 })).statusCode).toBe(400);
    expect((await ops.send('PUT', url, { status: 'incumbent_window', version: 1 })).statusCode).toBe(200);
    const mails = await statusMails(made.adminEmail, 3);
    expect(mails).toHaveLength(3);
    const [window] = mails;
    expect(window!.subject).toBe("Kaiser Permanente: Current broker's review window");
    expect(window!.text).toContain('5 to 10 business days');
    expect(window!.text).toContain(
      `/employer-dashboard/broker-of-record?company_id_token=${made.token.slice(0, 16)}`,
    );

    // Each step once per administrator: six letters-sent and window mails in all, recorded as sent.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await statusMails(made.adminEmail, 3)).toHaveLength(3);
    expect(await statusMails(made.secondEmail, 3)).toHaveLength(3);
    const sent = await suite.db
      .select()
      .from(sentNotices)
      .where(eq(sentNotices.kind, 'brokerOfRecordStatus'));
    expect(sent.length).toBeGreaterThanOrEqual(6);
  });
});
