/**
 * Carrier file benchmark (issue 18 item 2, decision 0061): one company of 1,000 enrolled employees with their
 * families (a quarter single, the rest with a spouse, children or both: about 2,300 members) on one carrier's
 * medical and dental plans, on a fresh PostgreSQL database (created on BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards). Times the first 834 (everyone an addition),
 * an audit file, and a changes file after 50 plan changes: each read, SSN opening, diff, build, sealing and
 * write (each file is then parsed back with node-x12 in strict mode, outside the timing). Goal: each under 5 s. Run: npm run bench:carrier-files.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase } from '@server/db/client';
import {
  carrierFiles,
  carriers,
  companies,
  companyPolicies,
  employeeDependents,
  employeeForms,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  plans,
} from '@server/db/schema';
import { createFieldCipher, sealDigits } from '@server/lib/field-crypto';
import { generateCarrierFile } from '@server/modules/operations/carrier-files/carrier-files.service';
import { createScratchDatabase, dropDatabaseWhenIdle } from '@tests/helpers/postgres';
import { and, eq, inArray } from 'drizzle-orm';
import { X12Parser } from 'node-x12';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EMPLOYEES = 1000;
const GOAL_MS = 5000;

const cipher = createFieldCipher(randomBytes(32).toString('hex'));
const ssn = (n: number) => String(500_000_000 + n).padStart(9, '0');

async function main() {
  const scratch = await createScratchDatabase(ADMIN_URL, 'gc_bench_carrier');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, poolSize: 4 });
  const results: { name: string; ms: number; members: number; bytes: number }[] = [];
  try {
    await database.migrate();
    const db = database.db;
    const [company] = await db
      .insert(companies)
      .values({
        idToken: randomBytes(16).toString('hex'),
        name: 'Bench Manufacturing Co',
        state: 'CA',
        timeZone: 'America/Los_Angeles',
        taxIdEncrypted: sealDigits(cipher, '941234567').encrypted,
        taxIdLast4: '4567',
      })
      .returning();
    const [policy] = await db
      .insert(companyPolicies)
      .values({ companyId: company!.id, status: 'enrolled', effectiveAt: '2027-01-01' })
      .returning();
    const [carrier] = await db
      .insert(carriers)
      .values({ name: `Bench Health ${randomBytes(3).toString('hex')}`, fein: '060000001' })
      .returning();
    const plan = async (type: 'medical' | 'dental', code: string) =>
      (
        await db
          .insert(plans)
          .values({
            carrierId: carrier!.id,
            type,
            displayName: code,
            rawName: code,
            state: 'CA',
            pricingType: 'tier',
          })
          .returning()
      )[0]!;
    const gold = await plan('medical', 'GOLD-PPO-2027');
    const silver = await plan('medical', 'SILVER-HMO-2027');
    const dental = await plan('dental', 'DENTAL-PLUS-2027');

    const seedStart = performance.now();
    const forms = await db
      .insert(employeeForms)
      .values(
        Array.from({ length: EMPLOYEES }, (_, i) => {
          const sealed = sealDigits(cipher, ssn(i * 4));
          return {
            hashId: `bench${i}`,
            companyId: company!.id,
            firstName: `First${i}`,
            lastName: `Last${String(i).padStart(4, '0')}`,
            email: `bench${i}@example.test`,
            homeAddress: `${100 + i} Market Street`,
            city: 'San Francisco',
            state: 'CA',
            zipCode: '94105',
            bornAt: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
            gender: i % 2 === 0 ? ('female' as const) : ('male' as const),
            ssnEncrypted: sealed.encrypted,
            ssnLast4: sealed.last4,
          };
        }),
      )
      .returning({ id: employeeForms.id, lastName: employeeForms.lastName });
    const eps = await db
      .insert(employeePolicies)
      .values(
        forms.map((f) => ({
          employeeFormId: f.id,
          companyPolicyId: policy!.id,
          status: 'enrolled' as const,
          effectiveAt: '2027-01-01',
          signedAt: new Date('2026-11-20T10:00:00Z'),
          reviewStatus: 'approved' as const,
        })),
      )
      .returning({ id: employeePolicies.id, formId: employeePolicies.employeeFormId });
    const depRows: (typeof employeeDependents.$inferInsert)[] = [];
    forms.forEach((f, i) => {
      const shape = i % 4; // 0 single, 1 spouse, 2 children, 3 family
      const add = (dependentType: 'spouse' | 'child', k: number, bornAt: string) => {
        const sealed = sealDigits(cipher, ssn(i * 4 + k));
        depRows.push({
          employeeFormId: f.id,
          firstName: `Dep${k}`,
          lastName: f.lastName,
          bornAt,
          gender: k % 2 === 0 ? 'male' : 'female',
          dependentType,
          ssnEncrypted: sealed.encrypted,
          ssnLast4: sealed.last4,
        });
      };
      if (shape === 1 || shape === 3) add('spouse', 1, '1980-01-01');
      if (shape === 2 || shape === 3) {
        add('child', 2, '2012-02-02');
        add('child', 3, '2016-03-03');
      }
    });
    const depsInserted = await db
      .insert(employeeDependents)
      .values(depRows)
      .returning({ id: employeeDependents.id, formId: employeeDependents.employeeFormId });
    const policyOfForm = new Map(eps.map((e) => [e.formId, e.id]));
    const chunked = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
    };
    await chunked(
      eps.flatMap((e) => [
        {
          employeePolicyId: e.id,
          coverageType: 'medical' as const,
          isEnrolling: 'Yes' as const,
          planId: gold.id,
        },
        {
          employeePolicyId: e.id,
          coverageType: 'dental' as const,
          isEnrolling: 'Yes' as const,
          planId: dental.id,
        },
      ]),
      (part) => db.insert(employeePolicyCoverages).values(part),
    );
    await chunked(
      depsInserted.flatMap((d) =>
        (['medical', 'dental'] as const).map((coverageType) => ({
          employeePolicyId: policyOfForm.get(d.formId)!,
          dependentId: d.id,
          coverageType,
          isEnrolling: true,
        })),
      ),
      (part) => db.insert(employeePolicyDependentEnrollments).values(part),
    );
    console.log(
      `Seeded ${EMPLOYEES} employees and ${depsInserted.length} dependents in ${Math.round(performance.now() - seedStart)} ms`,
    );

    const deps = { db, cipher };
    const time = async (name: string, kind: 'changes' | 'audit') => {
      const start = performance.now();
      const file = await generateCarrierFile(deps, { companyId: company!.id, carrierId: carrier!.id, kind });
      results.push({ name, ms: performance.now() - start, members: file.memberCount, bytes: file.sizeBytes });
      // Outside the timing: the file read back by an independent parser in strict mode (counts, control numbers).
      const [row] = await db
        .select({ content: carrierFiles.contentEncrypted })
        .from(carrierFiles)
        .where(eq(carrierFiles.id, file.id));
      new X12Parser(true).parse(cipher.decrypt(row!.content));
    };
    await time('first 834 (all additions)', 'changes');
    await time('audit 834 (everyone)', 'audit');
    await db
      .update(employeePolicyCoverages)
      .set({ planId: silver.id })
      .where(
        and(
          inArray(
            employeePolicyCoverages.employeePolicyId,
            eps.slice(0, 50).map((e) => e.id),
          ),
          eq(employeePolicyCoverages.coverageType, 'medical'),
        ),
      );
    await time('changes 834 after 50 plan changes', 'changes');
  } finally {
    await database.close();
    await dropDatabaseWhenIdle(ADMIN_URL, scratch.name);
  }
  console.log('\nCarrier file generation, 1,000-employee company, PostgreSQL (goal: under 5 s each)');
  for (const r of results)
    console.log(
      `  ${r.name.padEnd(38)} ${String(Math.round(r.ms)).padStart(6)} ms  ${String(r.members).padStart(5)} members  ${Math.round(r.bytes / 1024)} KiB  ${r.ms < GOAL_MS ? 'ok' : 'OVER GOAL'}`,
    );
  if (results.some((r) => r.ms >= GOAL_MS)) process.exitCode = 1;
}

await main();
