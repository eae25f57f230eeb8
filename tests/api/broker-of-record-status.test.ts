/**
 * Broker of record after signing (issue 15 item 5, decision 0051): the employer's status read (GET carrier_status)
 * for the dashboard's Home card and status page, and operations' list of carrier changes (GET carrier_changes).
 * The status mail goes by the job queue: tests/api/bor-administrator-mail.test.ts (decision 0081). Each test runs
 * on a company of its own made with the factories.
 */
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import type { BorCarrierChangeList, BorCarrierStatus } from '@shared/schemas/broker-of-record-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { SIGNATURE_PNG } from '../helpers/application';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const { employee, nyAdmin, admin } = suite.cast;
const BASE = '/api/v1/broker_of_record';

let ops: Agent;
beforeAll(async () => {
  ops = await suite.loginAs('ops@example.com');
});

type Made = { token: string; companyId: string; companyName: string; admin: Agent; adminEmail: string };

async function makeCompany(): Promise<Made> {
  const { company } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2028-01-01' },
  });
  const account = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash: await demoPasswordHash(),
  });
  return {
    token: company.idToken,
    companyId: company.id,
    companyName: company.name,
    admin: await suite.loginAs(account.email),
    adminEmail: account.email,
  };
}

const PROFILE = {
  name: 'Mission Bay Dental Group',
  contactName: 'Ana Lopez',
  contactTitle: 'Chief Executive Officer',
  email: 'ana@missionbay.example.com',
  address1: '500 Terry Francois Blvd',
  city: 'San Francisco',
  state: 'CA',
  zip: '94158',
  contactPhoneNumber: '(415) 555-0142',
  partnerPrimaryPhoneNumber: '',
  partnerPrimaryEmail: '',
  fein: '12-3456789',
};

const TWO_CARRIERS = {
  plans: {
    medical: [
      { id: 'm1', planName: 'Kaiser Gold 20', insuranceCompany: 'kaiser', groupIDNumber: 'KP-604112' },
    ],
    dental: [
      { id: 'd1', planName: 'Delta PPO', insuranceCompany: 'delta-dental', groupIDNumber: 'DD-99120' },
    ],
  },
};

/** The company information and two carriers saved, then signed: two carrier changes, letters sent. */
async function sign(made: Made): Promise<BorCompanyProfile> {
  const save = (body: Record<string, unknown>) =>
    made.admin.send('POST', `${BASE}/update_company_profile`, { company_id_token: made.token, ...body });
  expect((await save({ version: 1, ...PROFILE })).statusCode).toBe(200);
  expect((await save({ version: 2, borApplicationIntake: TWO_CARRIERS })).statusCode).toBe(200);
  const res = await made.admin.send('POST', `${BASE}/save_signature`, {
    company_id_token: made.token,
    version: 3,
    signatureImageDataUrl: SIGNATURE_PNG,
    agreed: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function readStatus(made: Made, agent: Agent = made.admin): Promise<BorCarrierStatus> {
  const res = await agent.get(`${BASE}/carrier_status?company_id_token=${made.token.slice(0, 16)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function listForOperations(query = ''): Promise<BorCarrierChangeList> {
  const res = await ops.get(`${BASE}/carrier_changes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('carrier_status (the employer dashboard)', () => {
  it('answers nothing to follow before signing, without writing an application', async () => {
    const made = await makeCompany();
    expect(await readStatus(made)).toEqual({
      companyName: made.companyName,
      signedAt: null,
      carrierChanges: [],
    });
    // Saved but not signed: still nothing to follow.
    await made.admin.send('POST', `${BASE}/update_company_profile`, {
      company_id_token: made.token,
      version: 1,
      ...PROFILE,
    });
    expect((await readStatus(made)).signedAt).toBeNull();
  });

  it("answers each carrier's change after signing, with its status, history and letter", async () => {
    const made = await makeCompany();
    const profile = await sign(made);
    const status = await readStatus(made);
    expect(status.signedAt).toBe(profile.signedAt);
    expect(status.carrierChanges).toEqual(profile.carrierChanges);
    expect(
      status.carrierChanges.map((c) => [c.carrierName, c.groupIdNumbers, c.status, c.statusLabel]),
    ).toEqual([
      ['Delta Dental', ['DD-99120'], 'letter_sent', 'Letter sent to the carrier'],
      ['Kaiser Permanente', ['KP-604112'], 'letter_sent', 'Letter sent to the carrier'],
    ]);
    for (const change of status.carrierChanges) {
      expect(change.history.map((h) => h.status)).toEqual(['letter_sent']);
      expect((await made.admin.get(change.letterUrl!)).statusCode).toBe(200);
    }
    // Operations read any company's.
    expect((await readStatus(made, ops)).carrierChanges).toHaveLength(2);
  });

  it("refuses an employee and another company's administrator, and answers 404 for an unknown token", async () => {
    const made = await makeCompany();
    await sign(made);
    const url = `${BASE}/carrier_status?company_id_token=${made.token.slice(0, 16)}`;
    expect((await employee.get(url)).statusCode).toBe(403);
    expect((await nyAdmin.get(url)).statusCode).toBe(403);
    expect((await admin.get(url)).statusCode).toBe(403);
    expect(
      (await made.admin.get(`${BASE}/carrier_status?company_id_token=zzzzzzzzzzzzzzzz`)).statusCode,
    ).toBe(404);
  });
});

describe('carrier_changes (operations)', () => {
  it('lists the open changes with their companies, filters by status, pages, and follows the moves', async () => {
    const made = await makeCompany();
    await sign(made);
    const mine = (list: BorCarrierChangeList) => list.items.filter((i) => i.companyId === made.companyId);

    const open = await listForOperations();
    expect(open).toMatchObject({ page: 1, pageSize: 25 });
    expect(open.total).toBeGreaterThanOrEqual(2);
    const kaiser = mine(open).find((i) => i.carrierName === 'Kaiser Permanente')!;
    expect(kaiser).toMatchObject({
      companyName: made.companyName,
      companyIdToken: made.token.slice(0, 16),
      status: 'letter_sent',
      nextStatuses: ['incumbent_window', 'confirmed', 'rejected'],
      version: 1,
    });
    expect(mine(open)).toHaveLength(2);

    // Operations move Kaiser to the incumbent's window: the filters follow.
    const moved = await ops.send('PUT', `${BASE}/carrier_changes/${kaiser.id}`, {
      status: 'incumbent_window',
      version: kaiser.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const windowList = mine(await listForOperations('?status=incumbent_window'));
    expect(windowList.map((i) => [i.carrierName, i.status])).toEqual([
      ['Kaiser Permanente', 'incumbent_window'],
    ]);
    expect(windowList[0]!.windowEnds).toMatchObject({
      earliest: expect.any(String),
      latest: expect.any(String),
    });
    expect(windowList[0]!.history.map((h) => h.status)).toEqual(['letter_sent', 'incumbent_window']);
    expect(mine(await listForOperations('?status=letter_sent')).map((i) => i.carrierName)).toEqual([
      'Delta Dental',
    ]);

    // Confirmed, then effective: an effective change leaves the open list but stays in `all`.
    let version = moved.json().version as number;
    for (const status of ['confirmed', 'effective'] as const) {
      const res = await ops.send('PUT', `${BASE}/carrier_changes/${kaiser.id}`, { status, version });
      expect(res.statusCode, res.body).toBe(200);
      version = res.json().version;
    }
    expect(mine(await listForOperations()).map((i) => i.carrierName)).toEqual(['Delta Dental']);
    expect(mine(await listForOperations('?status=all')).map((i) => i.carrierName)).toEqual(
      expect.arrayContaining(['Delta Dental', 'Kaiser Permanente']),
    );
    expect(mine(await listForOperations('?status=effective')).map((i) => i.status)).toEqual(['effective']);

    // A page past the end is empty, with the same total.
    const all = await listForOperations('?status=all');
    const past = await listForOperations(`?status=all&page=${Math.ceil(all.total / 25) + 1}`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('is for operations only: administrators, brokers and employees answer 403', async () => {
    const made = await makeCompany();
    await sign(made);
    for (const agent of [made.admin, admin, nyAdmin, employee])
      expect((await agent.get(`${BASE}/carrier_changes`)).statusCode).toBe(403);
    const broker = await suite.loginAs('broker@example.com');
    expect((await broker.get(`${BASE}/carrier_changes`)).statusCode).toBe(403);
  });

  it('refuses an unknown status or page with 400', async () => {
    for (const query of ['?status=lost', '?page=0', '?page=x'])
      expect((await ops.get(`${BASE}/carrier_changes${query}`)).statusCode, query).toBe(400);
  });
});
