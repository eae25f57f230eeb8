/**
 * The renewal record is kept 5 s per company (decision 0037); a renewal write forgets it in every server process.
 * On PostgreSQL two app instances with their own pools stand for two processes: B reads the record, the
 * administrator saves through A, and B answers the new version well within the 5 s.
 */
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { seedDemo } from '@server/db/seed';
import { createFieldCipher } from '@server/lib/field-crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createRenewal } from '../factories';
import { demoPasswordHash, loginAs, openSharedDatabase, testConfig } from '../helpers/test-app';

const WITHIN_MS = 1_000;

describe.runIf(process.env.TEST_DB === 'postgres')('the renewal record across two server processes', () => {
  type Instance = { app: FastifyInstance; database: Database };
  let shared: Awaited<ReturnType<typeof openSharedDatabase>>;
  let a: Instance;
  let b: Instance;
  const cipher = createFieldCipher(testConfig().appSecret);

  beforeAll(async () => {
    shared = await openSharedDatabase();
    await seedDemo(shared.database.db, { cipher, passwordHash: await demoPasswordHash() });
    const start = async (): Promise<Instance> => {
      const database = await shared.connect();
      const app = await buildApp({ config: testConfig(), database });
      await app.ready();
      return { app, database };
    };
    a = await start();
    b = await start();
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await shared?.close();
  });

  it('B answers the version A saved within a second', async () => {
    const db = shared.database.db;
    const { company } = await createCompany(db);
    await createRenewal(db, { companyId: company.id });
    const admin = await createCompanyAdministrator(db, company.id, {
      passwordHash: await demoPasswordHash(),
    });
    const [viaA, viaB] = await Promise.all([loginAs(a.app, admin.email), loginAs(b.app, admin.email)]);
    const url = `/api/v2/ben_admin_renewal?company_id_token=${company.idToken}`;
    const before = (await viaB.get(url)).json().renewal;
    expect(before.version).toBe(1);
    const saved = await viaA.send('PUT', '/api/v2/ben_admin_renewal', {
      company_id_token: company.idToken,
      ben_admin_renewal: {
        version: 1,
        probationaryPeriod: 'two_months',
        contributions: before.contributions,
      },
    });
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    for (;;) {
      const now = (await viaB.get(url)).json().renewal;
      if (now.version === 2 && now.probationaryPeriod === 'two_months') break;
      expect(Date.now() - started).toBeLessThan(WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
