/**
 * The broker-of-record letters signed by the company's officer (issue 35 item 2, decision 0081): a broker cannot
 * sign (save_signature 403); whoever prepares the letters sends the officer a signing request, stored with the
 * token's hash only and mailed through the job queue; the officer reads the letters and signs, signed out, from
 * the one-time link, which then no longer works; an unknown, replaced, expired or outdated link is refused with its
 * message; the token never shows in what operations read of the outbox, nor in a request log line.
 */
import { Writable } from 'node:stream';
import { auditLog, borApplications, borSigningRequests } from '@server/db/schema';
import { REDACTED, redactUrl } from '@server/lib/redact-secrets';
import { earliestLetterEffectiveDate } from '@shared/domain/broker-of-record/letter';
import { formatIsoDate } from '@shared/domain/dates/dates';
import { BROKER_LICENSE_MESSAGES } from '@shared/schemas/broker-licenses';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { BOR_SIGNING_MESSAGES } from '@shared/schemas/broker-of-record-signing';
import { MESSAGES, readToday } from '@shared/schemas/fields';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { makeNyBorCompany, NY_BOR_PLANS, NY_BOR_PROFILE, type NyBorCompany } from '../helpers/bor-companies';
import { mailSentTo } from '../helpers/outbox';
import { readPdfText } from '../helpers/pdf-text';
import type { Agent } from '../helpers/test-app';

const lines: string[] = [];
const suite = apiSuite({
  timeoutMs: 120_000,
  config: { jobsWorker: true },
  logger: {
    level: 'info',
    stream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  },
});
const BOR = '/api/v1/broker_of_record';
const OFFICER = `${BOR}/officer_signing`;

const NY_LICENSE = {
  state: 'NY',
  licenseNumber: 'LA-5520981',
  npn: '19034412',
  agency: 'Kingston Benefit Partners',
};
let n = 0;
type Made = NyBorCompany & { officerEmail: string };

/** A NY company whose broker (licensed in NY) saved the company information and the plans. */
async function prepared(options: { licensed?: boolean } = {}): Promise<Made> {
  const made: Made = {
    ...(await makeNyBorCompany(suite)),
    officerEmail: `theo.${++n}.${Date.now()}@rondout-test.example.com`,
  };
  if (options.licensed === false) {
    // Saved by the administrator: the broker is named only by their own writes.
    await save(made, made.admin, { version: 1, ...NY_BOR_PROFILE });
    await save(made, made.admin, { version: 2, borApplicationIntake: NY_BOR_PLANS });
    return made;
  }
  expect(
    (await made.broker.send('PUT', '/api/v1/broker_licenses', { version: 1, licenses: [NY_LICENSE] }))
      .statusCode,
  ).toBe(200);
  expect((await save(made, made.broker, { version: 1, ...NY_BOR_PROFILE })).statusCode).toBe(200);
  expect((await save(made, made.broker, { version: 2, borApplicationIntake: NY_BOR_PLANS })).statusCode).toBe(
    200,
  );
  return made;
}

async function save(made: Made, agent: Agent, body: Record<string, unknown>) {
  return agent.send('POST', `${BOR}/update_company_profile`, { company_id_token: made.token, ...body });
}

async function readProfile(made: Made, agent: Agent = made.admin) {
  return (
    await agent.get(`${BOR}/company_profile?company_id_token=${made.token}`)
  ).json() as BorCompanyProfile;
}

async function requestSignature(made: Made, agent: Agent = made.broker, version?: number) {
  return agent.send('POST', `${BOR}/signing_request`, {
    company_id_token: made.token,
    version: version ?? (await readProfile(made)).version,
    officerName: 'Theo Marchetti',
    officerTitle: 'Managing Member',
    officerEmail: made.officerEmail,
  });
}

/** The officer's mail (the job sends it), and the link's token in it. */
async function officerMail(address: string, count = 1) {
  const deadline = Date.now() + 20_000;
  const read = async () =>
    (await mailSentTo(suite.db, address)).filter((m) => m.template === 'brokerOfRecordSigningRequest');
  let mails = await read();
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    mails = await read();
  }
  expect(mails.length).toBeGreaterThanOrEqual(count);
  const mail = mails[0]!;
  const token = /\/broker-of-record\/officer-sign\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token).toBeTruthy();
  return { mail, token: token! };
}

const view = (token: string) => suite.app.inject({ method: 'GET', url: `${OFFICER}/${token}` });
const sign = (
  token: string,
  body: Record<string, unknown> = { agreed: true, signatureImageDataUrl: SIGNATURE_PNG },
) => suite.app.inject({ method: 'POST', url: `${OFFICER}/${token}`, payload: body });

describe('a broker cannot sign for the company', () => {
  it("answers 403 to a broker's save_signature, with the message, and signs nothing", async () => {
    const made = await prepared();
    const res = await made.broker.send('POST', `${BOR}/save_signature`, {
      company_id_token: made.token,
      version: 3,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(BOR_SIGNING_MESSAGES.brokerCannotSign);
    const [app] = await suite.db
      .select()
      .from(borApplications)
      .where(eq(borApplications.companyId, made.companyId));
    expect(app!.signedAt).toBeNull();
  });
});

describe('the signing request and the officer’s page', () => {
  it('mails the officer a one-time link; the officer reads the letters and signs with their name and title', async () => {
    const made = await prepared();
    const res = await requestSignature(made);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as BorCompanyProfile;
    expect(profile.signingRequest).toMatchObject({
      officerName: 'Theo Marchetti',
      officerTitle: 'Managing Member',
      officerEmail: made.officerEmail,
    });
    expect(profile.letter.representativeName).toBe('Theo Marchetti');

    const { mail, token } = await officerMail(made.officerEmail);
    expect(mail.subject).toBe('Rondout Test Bakery: please sign the broker of record letters');
    expect(mail.text).toContain('Kingston Benefit Partners');
    expect(mail.text).toContain('Letter to Empire BlueCross');
    // Only the token's hash is stored.
    const [request] = await suite.db
      .select()
      .from(borSigningRequests)
      .where(eq(borSigningRequests.officerEmail, made.officerEmail));
    expect(JSON.stringify(request)).not.toContain(token);
    expect(request!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // The page: the letters as they will be signed, naming the broker with the NY licence.
    const shown = await view(token);
    expect(shown.statusCode, shown.body).toBe(200);
    const page = shown.json();
    expect(page).toMatchObject({
      companyName: 'Rondout Test Bakery',
      officerName: 'Theo Marchetti',
      officerTitle: 'Managing Member',
      effectiveDate: earliestLetterEffectiveDate(formatIsoDate(readToday())),
      broker: { agency: NY_LICENSE.agency, license: 'NY LA-5520981' },
    });
    expect(page.letters[0].signer).toEqual({
      name: 'Theo Marchetti',
      title: 'Managing Member',
      company: 'Rondout Test Bakery',
    });

    // The agreement first.
    const unagreed = await sign(token, { agreed: false, signatureImageDataUrl: SIGNATURE_PNG });
    expect(unagreed.statusCode).toBe(400);
    expect(unagreed.json().fieldErrors).toEqual({ agreed: MESSAGES.agreed });

    const signed = await sign(token);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ companyName: 'Rondout Test Bakery', letterCount: 1 });
    const after = await readProfile(made);
    expect(after.signedAt).not.toBeNull();
    expect(after.signingRequest).toBeNull();
    expect(after.carrierChanges.map((c) => [c.carrierName, c.status])).toEqual([
      ['Empire BlueCross', 'letter_sent'],
    ]);
    const [app] = await suite.db
      .select()
      .from(borApplications)
      .where(eq(borApplications.companyId, made.companyId));
    expect(app).toMatchObject({ signedByAccountId: null, representativeTitle: 'Managing Member' });
    const audit = await suite.db.select().from(auditLog).where(eq(auditLog.subjectId, app!.id));
    expect(audit.find((a) => a.action === 'broker_of_record.signed')?.details).toMatchObject({
      via: 'officer_link',
    });

    // The PDF: signed by the officer, naming the broker and their NY licence.
    const pdf = await made.admin.get(after.carrierChanges[0]!.letterUrl!);
    const text = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Managing Member');
    expect(text).not.toContain('Owner');
    expect(text).toContain('NY LA-5520981');

    // The administrators are told the letter went out (by the job queue).
    const deadline = Date.now() + 20_000;
    let told = await mailSentTo(suite.db, made.adminEmail);
    while (told.length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      told = await mailSentTo(suite.db, made.adminEmail);
    }
    expect(told.map((m) => m.subject)).toEqual(['Empire BlueCross: Letter sent to the carrier']);

    // Used once.
    const again = await sign(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BOR_SIGNING_MESSAGES.linkUsed);
    expect((await view(token)).json().error).toBe(BOR_SIGNING_MESSAGES.linkUsed);
  });

  it('refuses an unknown, a replaced, an expired and an outdated link, each with its message', async () => {
    expect((await view('x'.repeat(43))).json()).toMatchObject({
      code: 'not_found',
      error: BOR_SIGNING_MESSAGES.linkUnknown,
    });
    expect((await sign('not a token')).statusCode).toBe(400);

    const made = await prepared();
    expect((await requestSignature(made)).statusCode).toBe(200);
    const first = await officerMail(made.officerEmail, 1);
    expect((await requestSignature(made)).statusCode).toBe(200);
    const mails = await officerMail(made.officerEmail, 2);
    const second = mails.token === first.token ? null : mails;
    expect(second).not.toBeNull();
    expect((await view(first.token)).json().error).toBe(BOR_SIGNING_MESSAGES.linkReplaced);
    expect((await view(second!.token)).statusCode).toBe(200);

    // The letters changed after the link was sent.
    const profile = await readProfile(made);
    const edited = await made.admin.send('PUT', `${BOR}/letter_details`, {
      company_id_token: made.token,
      version: profile.version,
      representativeName: 'Theo Marchetti',
      representativeTitle: 'Owner',
      effectiveDate: profile.letter.effectiveDate,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await sign(second!.token)).json().error).toBe(BOR_SIGNING_MESSAGES.lettersChanged);

    // Expired.
    expect((await requestSignature(made)).statusCode).toBe(200);
    const third = await officerMail(made.officerEmail, 3);
    await suite.db
      .update(borSigningRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(borSigningRequests.officerEmail, made.officerEmail));
    expect((await sign(third.token)).json().error).toBe(BOR_SIGNING_MESSAGES.linkExpired);
    expect((await readProfile(made)).signedAt).toBeNull();
  });

  it("refuses a request naming a broker with no licence for the company's state, at its field", async () => {
    const made = await prepared({ licensed: false });
    const res = await requestSignature(made, made.broker);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ brokerLicense: BROKER_LICENSE_MESSAGES.missing('NY') });
    expect(
      await suite.db
        .select()
        .from(borSigningRequests)
        .where(eq(borSigningRequests.companyId, made.companyId)),
    ).toEqual([]);
    // The administrator may send it: the letters then name the company's own agency, as before.
    expect((await requestSignature(made, made.admin)).statusCode).toBe(200);
  });

  it('blanks the token in what operations read of the outbox and in request log lines', async () => {
    const made = await prepared();
    expect((await requestSignature(made)).statusCode).toBe(200);
    const { mail, token } = await officerMail(made.officerEmail);
    const ops = await suite.loginAs('ops@example.com');
    const one = await ops.get(`/api/v1/admin/outbox/${mail.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(token);
    expect(one.json().text).toContain(`/broker-of-record/officer-sign/${REDACTED}`);
    lines.length = 0;
    await view(token);
    await suite.app.inject({ method: 'GET', url: `/broker-of-record/officer-sign/${token}` });
    const log = lines.join('');
    expect(log).toContain(`${OFFICER}/${REDACTED}`);
    expect(log).not.toContain(token);
    expect(redactUrl(`/broker-of-record/officer-sign/${token}`)).toBe(
      `/broker-of-record/officer-sign/${REDACTED}`,
    );
  });
});
