/**
 * Brokers' licences per state and the broker the letters name (issue 35 item 2, decision 0081): GET/PUT
 * /api/v1/broker_licenses for the broker role; a broker-of-record letter a broker prepared names that broker, their
 * agency and their licence for the company's state (the preview, the signed PDF and the 834's broker); a broker
 * with no licence for the state is refused at its field. Each test makes a NY company and a broker of its own.
 */
import { brokerLicenses } from '@server/db/schema';
import { findBrokerOfRecord } from '@server/modules/broker-of-record/broker-of-record/broker-of-record.service';
import { BROKER_LICENSE_MESSAGES } from '@shared/schemas/broker-licenses';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { makeNyBorCompany, NY_BOR_PLANS, NY_BOR_PROFILE, type NyBorCompany } from '../helpers/bor-companies';
import { readPdfText } from '../helpers/pdf-text';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { admin, employee } = suite.cast;
const LICENSES = '/api/v1/broker_licenses';
const BOR = '/api/v1/broker_of_record';

const NY_LICENSE = {
  state: 'NY',
  licenseNumber: 'LA-7781204',
  npn: '18220456',
  agency: 'Hudson Benefit Partners',
};

type Made = NyBorCompany;
const makeNyCompany = () => makeNyBorCompany(suite);

const saveProfile = (made: Made, agent: Agent, body: Record<string, unknown>) =>
  agent.send('POST', `${BOR}/update_company_profile`, { company_id_token: made.token, ...body });

describe('broker_licenses', () => {
  it("answers the demo broker's NY licence, and is for brokers only", async () => {
    const broker = await suite.loginAs('broker@example.com');
    const res = await broker.get(LICENSES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      brokerName: 'Karen Liu',
      licenses: [
        { state: 'NY', licenseNumber: 'LB-1046231', npn: '17654321', agency: 'Liu Benefits Advisors' },
      ],
    });
    for (const agent of [admin, employee]) {
      expect((await agent.get(LICENSES)).statusCode).toBe(403);
      expect((await agent.send('PUT', LICENSES, { version: 1, licenses: [] })).statusCode).toBe(403);
    }
  });

  it('saves the whole list, refuses a second licence for a state at its field and a stale version', async () => {
    const made = await makeNyCompany();
    const empty = await made.broker.get(LICENSES);
    expect(empty.json()).toMatchObject({ version: 1, licenses: [] });

    const twice = await made.broker.send('PUT', LICENSES, { version: 1, licenses: [NY_LICENSE, NY_LICENSE] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors).toEqual({ 'licenses.1.state': BROKER_LICENSE_MESSAGES.duplicateState });

    const bad = await made.broker.send('PUT', LICENSES, {
      version: 1,
      licenses: [{ state: 'ZZ', licenseNumber: '', npn: 'abc', agency: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'licenses.0.agency',
      'licenses.0.licenseNumber',
      'licenses.0.npn',
      'licenses.0.state',
    ]);

    const saved = await made.broker.send('PUT', LICENSES, {
      version: 1,
      licenses: [NY_LICENSE, { ...NY_LICENSE, state: 'NJ', licenseNumber: '1190442' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, licenses: [{ state: 'NJ' }, { state: 'NY' }] });

    const stale = await made.broker.send('PUT', LICENSES, { version: 1, licenses: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(BROKER_LICENSE_MESSAGES.version);
    expect(await suite.db.select().from(brokerLicenses).where(eq(brokerLicenses.state, 'NJ'))).toHaveLength(
      1,
    );
  });
});

describe('the broker the letters name', () => {
  it("refuses a broker without a licence for the company's state at its field", async () => {
    const made = await makeNyCompany();
    const res = await saveProfile(made, made.broker, { version: 1, ...NY_BOR_PROFILE });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ state: BROKER_LICENSE_MESSAGES.missing('NY') });
    expect(BROKER_LICENSE_MESSAGES.missing('NY')).toBe(
      'You have no licence on record for NY. Add it under your licences first.',
    );
    // The preview says so too.
    const profile = (await made.broker.get(`${BOR}/company_profile?company_id_token=${made.token}`)).json();
    expect(profile.letter.broker.problem).toBe(BROKER_LICENSE_MESSAGES.missing('NY'));
  });

  it("names the broker who prepared it, their agency and their NY licence: preview, signed PDF and the 834's broker", async () => {
    const made = await makeNyCompany();
    expect((await made.broker.send('PUT', LICENSES, { version: 1, licenses: [NY_LICENSE] })).statusCode).toBe(
      200,
    );
    let res = await saveProfile(made, made.broker, { version: 1, ...NY_BOR_PROFILE });
    expect(res.statusCode, res.body).toBe(200);
    res = await saveProfile(made, made.broker, { version: 2, borApplicationIntake: NY_BOR_PLANS });
    expect(res.statusCode, res.body).toBe(200);
    // The administrator reads the same letter: the broker who prepared it is the one named.
    const profile = (
      await made.admin.get(`${BOR}/company_profile?company_id_token=${made.token}`)
    ).json() as BorCompanyProfile;
    expect(profile.letter.broker).toEqual({
      agency: NY_LICENSE.agency,
      name: made.brokerName,
      license: 'NY LA-7781204',
      preparedByBroker: true,
      problem: null,
    });
    const letter = profile.letter.letters[0]!;
    const details = Object.fromEntries(letter.details.map((d) => [d.label, d.value]));
    expect(details).toMatchObject({
      'Broker of record': NY_LICENSE.agency,
      Agent: made.brokerName,
      'License number': 'NY LA-7781204',
      'National Producer Number': NY_LICENSE.npn,
    });
    expect(JSON.stringify(letter)).not.toContain('Groupcover Insurance Services');

    // Signed by the company's administrator (a broker cannot sign, decision 0081).
    const signed = await made.admin.send('POST', `${BOR}/save_signature`, {
      company_id_token: made.token,
      version: profile.version,
      signatureImageDataUrl: SIGNATURE_PNG,
      agreed: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const change = (signed.json() as BorCompanyProfile).carrierChanges[0]!;
    const pdf = await made.admin.get(change.letterUrl!);
    const text = (await readPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`${NY_LICENSE.agency} (agent: ${made.brokerName})`);
    expect(text).toContain('NY LA-7781204');
    expect(text).not.toContain('Groupcover Insurance Services');
    expect(await findBrokerOfRecord(suite.db, made.companyId)).toEqual({
      name: NY_LICENSE.agency,
      id: NY_LICENSE.npn,
    });
  });

  it("names our agency with its licence for the state when the company's own people prepare it, and refuses a state it holds none in", async () => {
    const made = await makeNyCompany();
    const res = await saveProfile(made, made.admin, { version: 1, ...NY_BOR_PROFILE });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (
      await made.admin.get(`${BOR}/company_profile?company_id_token=${made.token}`)
    ).json() as BorCompanyProfile;
    // A New York group: the New York licence, never the California one (issue 35).
    expect(profile.letter.broker).toMatchObject({
      agency: 'Groupcover Insurance Services',
      license: 'NY LA-1187342',
      preparedByBroker: false,
      problem: null,
    });

    const { company } = await createCompany(suite.db, { state: 'WA', city: 'Spokane', zip: '99201' });
    const waAdmin = await suite.loginAs(
      (await createCompanyAdministrator(suite.db, company.id, { passwordHash: await demoPasswordHash() }))
        .email,
    );
    const wa = (await waAdmin.get(`${BOR}/company_profile?company_id_token=${company.idToken}`)).json();
    expect(wa.letter.broker.problem).toBe(
      'Groupcover Insurance Services holds no licence for WA, so it cannot be named as your broker there. Ask your broker to prepare the letter, or contact support.',
    );
  });
});
