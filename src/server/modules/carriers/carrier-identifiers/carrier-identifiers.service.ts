/**
 * The identifiers carriers and pharmacies know a member by (issue 34 item 5, decision 0069). Per company and
 * carrier: the carrier's group number and plan codes on record (typed in broker of record, set at a renewal or by
 * operations). Per person and carrier: a member id generated once (`GC`, eight random digits, a Luhn check digit),
 * stored and never changed; a dependent's is the subscriber's with the sequence it was first given.
 *
 * The ID card, the 834, the payroll export and the invoice all read them here, through the shared rules
 * (`resolveGroupNumber`, `resolvePlanCode`, `formatPersonMemberId`), so the four places show the same numbers.
 */
import { randomInt } from 'node:crypto';
import {
  formatMemberId,
  formatPersonMemberId,
  resolveGroupNumber,
  resolvePlanCode,
} from '@shared/domain/carrier-identifiers/carrier-identifiers';
import {
  CARRIER_GROUP_MESSAGES,
  type CarrierGroup,
  type CarrierGroupList,
  type CarrierGroupRequest,
} from '@shared/schemas/carrier-identifiers';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import type { CARRIER_GROUP_SOURCES } from '../../../db/schema';
import { notFound, validationFailed } from '../../../lib/app-error';
import { assertVersion } from '../../../lib/versioned-write';
import {
  type CarrierGroupRow,
  findCarrierName,
  findCarriersByNames,
  findCompanyName,
  insertMemberRows,
  listCompanyGroups,
  listFamilyRows,
  listOfferedPlansByCarrier,
  lockCompanyGroup,
  lockSubscriberRows,
  type MemberIdRow,
  upsertCompanyGroup,
} from './carrier-identifiers.repository';

export type CarrierGroupSource = (typeof CARRIER_GROUP_SOURCES)[number];

/** A family with one carrier: the employee form and the dependents who need an id with it. */
export type CarrierFamily = { carrierId: string; employeeFormId: string; dependentIds?: readonly string[] };

/** A company's numbers with its carriers, as every place shows them. */
export type CompanyCarrierNumbers = {
  /** The group number with a carrier: the carrier's on record, else ours. */
  groupNumber(carrierId: string): string;
  /** The carrier gave the group its own number (it is on record). */
  hasGroupNumberOnRecord(carrierId: string): boolean;
  /** HD04: the carrier's code for the plan on record, else the plan's raw name. */
  planCode(carrierId: string, planId: string, rawName: string): string;
};

/** The numbers a company's carriers know it by (read only). */
export async function readCompanyCarrierNumbers(db: Db, companyId: string): Promise<CompanyCarrierNumbers> {
  const groups = new Map((await listCompanyGroups(db, companyId)).map((g) => [g.carrierId, g]));
  return {
    groupNumber: (carrierId) => resolveGroupNumber(groups.get(carrierId)?.groupNumber, companyId),
    hasGroupNumberOnRecord: (carrierId) => Boolean(groups.get(carrierId)?.groupNumber?.trim()),
    planCode: (carrierId, planId, rawName) =>
      resolvePlanCode(groups.get(carrierId)?.planCodes, planId, rawName),
  };
}

/** The members' ids of some families with their carriers. */
export type MemberIds = {
  /** The subscriber's member id with a carrier (the card's "Member ID", REF*0F). */
  memberId(carrierId: string, employeeFormId: string): string;
  /** A covered person's own id (the employee's is the member id and 01). */
  personMemberId(carrierId: string, personId: string): string;
};

const key = (carrierId: string, personId: string) => `${carrierId}:${personId}`;
const ATTEMPTS = 6;

/**
 * The member ids of these families with their carriers, generating the missing ones (one transaction; the
 * subscribers' rows locked while dependents get the next free sequence). An id is never changed once stored.
 */
export async function ensureMemberIds(db: Db, families: readonly CarrierFamily[]): Promise<MemberIds> {
  const unique = new Map<string, CarrierFamily & { dependentIds: string[] }>();
  for (const f of families) {
    const k = key(f.carrierId, f.employeeFormId);
    const was = unique.get(k);
    unique.set(k, {
      carrierId: f.carrierId,
      employeeFormId: f.employeeFormId,
      dependentIds: [...new Set([...(was?.dependentIds ?? []), ...(f.dependentIds ?? [])])],
    });
  }
  const all = [...unique.values()];
  const rows = new Map<string, MemberIdRow>();
  const remember = (list: readonly MemberIdRow[]) => {
    for (const r of list) rows.set(key(r.carrierId, r.personId), r);
  };
  const isComplete = () =>
    all.every(
      (f) =>
        rows.has(key(f.carrierId, f.employeeFormId)) &&
        f.dependentIds.every((d) => rows.has(key(f.carrierId, d))),
    );

  remember(await listFamilyRows(db, all));
  if (!isComplete()) {
    await db.transaction(async (tx) => {
      // Subscribers first: a random id, again for any that collided with a taken one.
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const missing = all.filter((f) => !rows.has(key(f.carrierId, f.employeeFormId)));
        if (missing.length === 0) break;
        await insertMemberRows(
          tx,
          missing.map((f) => ({
            carrierId: f.carrierId,
            personId: f.employeeFormId,
            employeeFormId: f.employeeFormId,
            sequence: 1,
            memberId: formatMemberId(randomInt(0, 100_000_000)),
          })),
        );
        remember(await listFamilyRows(tx, missing));
      }
      const needDependents = all.filter((f) => f.dependentIds.some((d) => !rows.has(key(f.carrierId, d))));
      if (needDependents.length > 0) {
        await lockSubscriberRows(tx, needDependents);
        remember(await listFamilyRows(tx, needDependents));
        const inserts: Omit<MemberIdRow, 'createdAt'>[] = [];
        for (const f of needDependents) {
          const subscriber = rows.get(key(f.carrierId, f.employeeFormId));
          if (!subscriber) continue;
          const family = [...rows.values()].filter(
            (r) => r.carrierId === f.carrierId && r.employeeFormId === f.employeeFormId,
          );
          let next = Math.max(...family.map((r) => r.sequence)) + 1;
          for (const d of f.dependentIds) {
            if (rows.has(key(f.carrierId, d))) continue;
            inserts.push({
              carrierId: f.carrierId,
              personId: d,
              employeeFormId: f.employeeFormId,
              sequence: next++,
              memberId: subscriber.memberId,
            });
          }
        }
        await insertMemberRows(tx, inserts);
        remember(await listFamilyRows(tx, needDependents));
      }
    });
  }
  if (!isComplete()) throw new Error('Member ids could not be generated.');
  return {
    memberId: (carrierId, employeeFormId) => rows.get(key(carrierId, employeeFormId))!.memberId,
    personMemberId: (carrierId, personId) => {
      const row = rows.get(key(carrierId, personId))!;
      return formatPersonMemberId(row.memberId, row.sequence);
    },
  };
}

/**
 * Puts a carrier's group number on record for a company from another flow (broker of record at signing, a
 * renewal): inside the caller's transaction, the row locked, the version raised; plan codes kept. Carriers are
 * matched by name (a letter names its carrier); a name no carrier of ours has is skipped. Answers how many it wrote.
 */
export async function recordCarrierGroupNumbers(
  tx: Db,
  input: {
    companyId: string;
    source: Exclude<CarrierGroupSource, 'operations'>;
    accountId: string | null;
    groups: ReadonlyArray<{ carrierName: string; groupNumber: string }>;
  },
): Promise<number> {
  const typed = input.groups.filter((g) => g.groupNumber.trim() !== '');
  const carriers = await findCarriersByNames(
    tx,
    typed.map((g) => g.carrierName),
  );
  let written = 0;
  for (const g of typed) {
    const carrier = carriers.find((c) => c.name.toLowerCase() === g.carrierName.toLowerCase());
    if (!carrier) continue;
    const current = await lockCompanyGroup(tx, input.companyId, carrier.id);
    const groupNumber = g.groupNumber.trim();
    if (current?.groupNumber === groupNumber) continue;
    await upsertCompanyGroup(tx, {
      companyId: input.companyId,
      carrierId: carrier.id,
      groupNumber,
      planCodes: current?.planCodes ?? {},
      source: input.source,
      version: (current?.version ?? 0) + 1,
      updatedBy: input.accountId,
    });
    await writeAudit(tx, {
      accountId: input.accountId,
      companyId: input.companyId,
      action: 'carrier_group.recorded',
      subjectType: 'carrier',
      subjectId: carrier.id,
      details: { source: input.source, fields: ['groupNumber'] },
    });
    written += 1;
  }
  return written;
}

function toCarrierGroup(
  companyId: string,
  carrier: { carrierId: string; carrierName: string },
  plans: ReadonlyArray<{ planId: string; planName: string; rawName: string; coverageType: string }>,
  row: CarrierGroupRow | undefined,
): CarrierGroup {
  return {
    carrierId: carrier.carrierId,
    carrierName: carrier.carrierName,
    groupNumberOnRecord: row?.groupNumber ?? null,
    groupNumber: resolveGroupNumber(row?.groupNumber, companyId),
    source: (row?.source as CarrierGroup['source']) ?? null,
    version: row?.version ?? 0,
    plans: plans.map((p) => ({
      planId: p.planId,
      planName: p.planName,
      coverageType: p.coverageType,
      codeOnRecord: row?.planCodes[p.planId] ?? null,
      planCode: resolvePlanCode(row?.planCodes, p.planId, p.rawName),
    })),
  };
}

/** Operations' view of a company's carriers: each carrier its plan years offer, its group number and plan codes. */
export async function listCompanyCarrierGroups(db: Db, companyId: string): Promise<CarrierGroupList> {
  const companyName = await findCompanyName(db, companyId);
  if (companyName === null) throw notFound('That company');
  const offered = await listOfferedPlansByCarrier(db, companyId);
  const groups = new Map((await listCompanyGroups(db, companyId)).map((g) => [g.carrierId, g]));
  const carriers = new Map<string, { carrierId: string; carrierName: string; plans: typeof offered }>();
  for (const p of offered) {
    const c = carriers.get(p.carrierId) ?? { carrierId: p.carrierId, carrierName: p.carrierName, plans: [] };
    c.plans.push(p);
    carriers.set(p.carrierId, c);
  }
  // A group on record for a carrier no plan year offers any more still shows (it may be corrected or cleared).
  for (const g of groups.values())
    if (!carriers.has(g.carrierId))
      carriers.set(g.carrierId, {
        carrierId: g.carrierId,
        carrierName: (await findCarrierName(db, g.carrierId)) ?? '',
        plans: [],
      });
  return {
    companyId,
    companyName,
    carriers: [...carriers.values()].map((c) =>
      toCarrierGroup(companyId, c, c.plans, groups.get(c.carrierId)),
    ),
  };
}

/** One carrier's numbers as a flow sends them: the group number ('' none), plan codes ('' clears one), version. */
export type CarrierGroupEntry = {
  carrierId: string;
  groupNumber: string;
  planCodes: Readonly<Record<string, string>>;
  /** The version read (0 while none is on record). */
  version: number;
  /** The plans a code may be put on record for (that carrier's plans the flow offers). */
  allowedPlanIds: ReadonlySet<string>;
  /** Where this entry's field errors go ('' or `carriers.0.`). */
  fieldPrefix: string;
};

/**
 * Puts a company's numbers with some carriers on record, inside the caller's transaction (operations' page, the
 * renewal): each row locked (in carrier order), each version read checked (409 when stale), every plan code for
 * a plan of `allowedPlanIds` (every refusal at its field at once), then each changed row written with its version
 * raised and `source`, and audited by field names. Plan codes sent '' are cleared; codes not sent are kept. A row
 * that changes nothing is not written. Answers the carriers written.
 */
export async function putCarrierGroupsOnRecord(
  tx: Db,
  input: {
    companyId: string;
    source: CarrierGroupSource;
    actor: { accountId: string | null; sessionId?: string | null };
    entries: readonly CarrierGroupEntry[];
  },
): Promise<string[]> {
  const locked = new Map<string, CarrierGroupRow | null>();
  for (const carrierId of [...new Set(input.entries.map((e) => e.carrierId))].sort())
    locked.set(carrierId, await lockCompanyGroup(tx, input.companyId, carrierId));
  for (const e of input.entries)
    assertVersion(locked.get(e.carrierId)?.version ?? 0, e.version, CARRIER_GROUP_MESSAGES.version);
  const errors: Record<string, string> = {};
  for (const e of input.entries)
    for (const planId of Object.keys(e.planCodes))
      if (!e.allowedPlanIds.has(planId))
        errors[`${e.fieldPrefix}planCodes.${planId}`] = CARRIER_GROUP_MESSAGES.unknownPlan;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const written: string[] = [];
  for (const e of input.entries) {
    const current = locked.get(e.carrierId) ?? null;
    const groupNumber = e.groupNumber.trim() === '' ? null : e.groupNumber.trim();
    const planCodes: Record<string, string> = { ...(current?.planCodes ?? {}) };
    for (const [planId, code] of Object.entries(e.planCodes)) {
      if (code.trim() === '') delete planCodes[planId];
      else planCodes[planId] = code.trim();
    }
    const changed = [
      ...((current?.groupNumber ?? null) === groupNumber ? [] : ['groupNumber']),
      ...(JSON.stringify(sortKeys(current?.planCodes ?? {})) === JSON.stringify(sortKeys(planCodes))
        ? []
        : ['planCodes']),
    ];
    if (changed.length === 0) continue;
    await upsertCompanyGroup(tx, {
      companyId: input.companyId,
      carrierId: e.carrierId,
      groupNumber,
      planCodes,
      source: input.source,
      version: (current?.version ?? 0) + 1,
      updatedBy: input.actor.accountId,
    });
    await writeAudit(tx, {
      accountId: input.actor.accountId,
      sessionId: input.actor.sessionId ?? null,
      companyId: input.companyId,
      action: input.source === 'operations' ? 'carrier_group.updated' : 'carrier_group.recorded',
      subjectType: 'carrier',
      subjectId: e.carrierId,
      details: { source: input.source, fields: changed },
    });
    written.push(e.carrierId);
  }
  return written;
}

/**
 * A company's numbers with some carriers as a flow shows them (the renewal's package): each carrier with the
 * plans the flow names, the numbers on record and what every place shows, and the version to send back.
 */
export async function readCarrierGroups(
  db: Db,
  companyId: string,
  carriers: ReadonlyArray<{
    carrierId: string;
    carrierName: string;
    plans: ReadonlyArray<{ planId: string; planName: string; rawName: string; coverageType: string }>;
  }>,
): Promise<CarrierGroup[]> {
  const groups = new Map((await listCompanyGroups(db, companyId)).map((g) => [g.carrierId, g]));
  return carriers.map((c) => toCarrierGroup(companyId, c, c.plans, groups.get(c.carrierId)));
}

/**
 * Operations put a company's group number and plan codes with a carrier on record: one transaction, the row
 * locked, the version read checked (0 while none is on record; 409 when stale) and raised; every plan code must
 * be for one of that carrier's plans the company is offered (field errors otherwise); audited by field names.
 */
export async function saveCompanyCarrierGroup(
  db: Db,
  actor: Actor,
  params: { companyId: string; carrierId: string },
  request: CarrierGroupRequest,
): Promise<CarrierGroup> {
  const { companyId, carrierId } = params;
  await db.transaction(async (tx) => {
    if ((await findCompanyName(tx, companyId)) === null) throw notFound('That company');
    if ((await findCarrierName(tx, carrierId)) === null) throw notFound('That carrier');
    const offered = new Set(
      (await listOfferedPlansByCarrier(tx, companyId))
        .filter((p) => p.carrierId === carrierId)
        .map((p) => p.planId),
    );
    await putCarrierGroupsOnRecord(tx, {
      companyId,
      source: 'operations',
      actor,
      entries: [{ ...request, carrierId, allowedPlanIds: offered, fieldPrefix: '' }],
    });
  });
  const list = await listCompanyCarrierGroups(db, companyId);
  return list.carriers.find((c) => c.carrierId === carrierId)!;
}

const sortKeys = (o: Record<string, string>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
