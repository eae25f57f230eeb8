/**
 * Carrier enrollment files (issue 18 item 2, decision 0061). Per company and carrier: an ANSI X12 834
 * (005010X220A1) of what changed since the last file, or a full audit file, for the medical, dental, vision and
 * disability lines; a census CSV for the life lines, which the 834 does not carry. Each file is stored sealed
 * with the field cipher (it holds SSNs) beside the snapshot it sent, which the next file is compared with.
 *
 * SSNs and the FEINs are opened only inside `buildSnapshot` and the file builders, are never logged, and never
 * leave this module except inside a sealed column or a download operations asked for.
 */

import type { CoverageType } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import {
  type CoverageLineState,
  type CoverageTier,
  tierOf,
} from '@shared/domain/reconciliation/reconciliation';
import { toCsvCell } from '@shared/domain/text/text';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import type { FieldCipher } from '../../../lib/field-crypto';
import { findBrokerOfRecord } from '../../broker-of-record';
import { type CompanyCarrierNumbers, ensureMemberIds, readCompanyCarrierNumbers } from '../../carriers';
import {
  type CarrierFileKind,
  type CarrierFileRow,
  findCarrier,
  findCompanyForFile,
  findLastFile,
  insertCarrierFile,
  listEnrolledCompanyCarriers,
  listEnrolledDependents,
  listEnrolledLines,
  listLastFileSummaries,
  lockCarrierFiles,
  nextControlNumber,
} from './carrier-files.repository';
import {
  auditMembers,
  type CarrierSnapshot,
  type DiffResult,
  diffSnapshots,
  type SnapshotCoverage,
  type SnapshotMember,
  sendsFullFirstLoad,
} from './enrollment-diff';
import { build834, type InsuranceLine, type Relationship } from './x12-834';

export type CarrierFileDeps = { db: Db; cipher: FieldCipher };

/** Groupcover's interchange sender id (ISA06/GS02, qualifier ZZ). */
export const SENDER_ID = 'GROUPCOVER';

/** The coverage lines an 834 carries, and their insurance line codes (HD03). */
const X12_LINES: Record<string, InsuranceLine> = {
  medical: 'HLT',
  dental: 'DEN',
  vision: 'VIS',
  short_term_disability: 'STD',
  long_term_disability: 'LTD',
};
/** The life lines, sent in the census file. */
const LIFE_LINES = new Set(['life', 'term_life', 'whole_life']);

const RELATIONSHIP: Record<string, Relationship> = { spouse: '01', domestic_partner: '53', child: '19' };

export const CARRIER_FILE_MESSAGES = {
  noFein: 'The carrier has no FEIN on record: an 834 names the payer by it.',
  noCompanyFein: "The company's FEIN is not on record: an 834 names the sponsor by it.",
  nothingEnrolled: 'Nobody in this company is enrolled on a plan of this carrier.',
  noChanges: 'Nothing changed since the last file.',
} as const;

type LineKind = 'x12' | 'life';

/** A census row's coverage (life lines), beside the 834's own coverage fields. */
type LifeCoverage = SnapshotCoverage & {
  coverageType: CoverageType;
  planName: string;
  amount: number | null;
};
type LifeMember = Omit<SnapshotMember, 'coverages'> & { coverages: LifeCoverage[] };

const genderCode = (g: string | null) => (g === 'male' ? 'M' : g === 'female' ? 'F' : 'U');

/**
 * The people of a company enrolled with a carrier now, on the 834's lines or the life lines. SSNs opened here.
 * One plan year per employee: the current (enrolled) one, else the newest.
 */
export async function buildSnapshot(
  deps: CarrierFileDeps,
  companyId: string,
  carrierId: string,
  kind: LineKind,
  options: { identities: boolean; numbers?: CompanyCarrierNumbers } = { identities: true },
): Promise<{ members: LifeMember[] }> {
  const rows = (await listEnrolledLines(deps.db, companyId, carrierId)).filter((r) =>
    kind === 'x12' ? r.coverageType in X12_LINES : LIFE_LINES.has(r.coverageType),
  );
  const numbers = options.numbers ?? (await readCompanyCarrierNumbers(deps.db, companyId));
  // One employee policy per form.
  const chosen = new Map<string, (typeof rows)[number]>();
  const rank = (r: (typeof rows)[number]) =>
    `${r.companyPolicyStatus === 'enrolled' ? 1 : 0}${r.companyPolicyEffectiveAt ?? ''}`;
  for (const r of rows) {
    const was = chosen.get(r.form.id);
    if (!was || rank(r) > rank(was)) chosen.set(r.form.id, r);
  }
  const policyIds = new Set([...chosen.values()].map((r) => r.employeePolicyId));
  const lines = rows.filter((r) => policyIds.has(r.employeePolicyId));
  const dependents = await listEnrolledDependents(deps.db, [...policyIds]);
  const depsByLine = new Map<string, typeof dependents>();
  for (const d of dependents) {
    const k = `${d.employeePolicyId}:${d.coverageType}`;
    depsByLine.set(k, [...(depsByLine.get(k) ?? []), d]);
  }
  // Without identities (reconciliation) no SSN is opened at all, and no member id is needed.
  const open = (sealed: string | null) =>
    sealed && options.identities ? deps.cipher.decrypt(sealed).replace(/\D/g, '') : null;
  // The member ids the ID cards show (decision 0069), generated once per person and carrier.
  const memberIds = options.identities
    ? await ensureMemberIds(
        deps.db,
        [...policyIds].map((policyId) => {
          const r = lines.find((l) => l.employeePolicyId === policyId)!;
          return {
            carrierId,
            employeeFormId: r.form.id,
            dependentIds: dependents
              .filter((d) => d.employeePolicyId === policyId)
              .map((d) => d.dependent.id),
          };
        }),
      )
    : null;

  const members = new Map<string, LifeMember>();
  for (const r of lines) {
    const f = r.form;
    const terminated = f.employmentStatus === 'terminated' && f.coverageEndsAt !== null;
    const begin = r.employeePolicyEffectiveAt ?? r.companyPolicyEffectiveAt ?? f.hiredAt ?? '1900-01-01';
    const end = terminated ? f.coverageEndsAt : null;
    const onLine =
      kind === 'x12' && r.coverageType.endsWith('disability')
        ? []
        : (depsByLine.get(`${r.employeePolicyId}:${r.coverageType}`) ?? []);
    const level = tierOf(onLine.map((d) => d.dependent.dependentType));
    const coverage = (amount: number | null): LifeCoverage => ({
      line: X12_LINES[r.coverageType] ?? 'HLT',
      coverageType: r.coverageType,
      planId: r.planId,
      planCode: numbers.planCode(carrierId, r.planId, r.planCode),
      planName: r.planName,
      level,
      begin,
      end,
      amount,
    });
    let subscriber = members.get(f.id);
    if (!subscriber) {
      subscriber = {
        key: f.id,
        subscriberKey: f.id,
        relationship: '18',
        subscriberId: memberIds?.memberId(carrierId, f.id) ?? '',
        firstName: f.firstName,
        middleInitial: f.middleInitial,
        lastName: f.lastName,
        ssn: open(f.ssnEncrypted),
        birthDate: f.bornAt ?? '1900-01-01',
        gender: genderCode(f.gender),
        address:
          f.homeAddress && f.city && f.state && f.zipCode
            ? { line1: f.homeAddress, city: f.city, state: f.state, zip: f.zipCode }
            : null,
        employmentStatus: terminated ? 'TE' : 'FT',
        hireDate: f.hiredAt,
        reportingCategory: r.className,
        phone: f.homePhoneNumber,
        email: f.email,
        eligibilityBegin: begin,
        eligibilityEnd: end,
        coverages: [],
      };
      members.set(f.id, subscriber);
    }
    if (begin < subscriber.eligibilityBegin) subscriber.eligibilityBegin = begin;
    subscriber.coverages.push(coverage(fromCentsOrNull(r.coverageAmountCents)));
    for (const d of onLine) {
      const p = d.dependent;
      let member = members.get(p.id);
      if (!member) {
        member = {
          ...subscriber,
          key: p.id,
          relationship: RELATIONSHIP[p.dependentType] ?? '19',
          firstName: p.firstName,
          middleInitial: null,
          lastName: p.lastName,
          ssn: open(p.ssnEncrypted),
          birthDate: p.bornAt,
          gender: genderCode(p.gender),
          address: null,
          employmentStatus: null,
          hireDate: null,
          reportingCategory: null,
          phone: null,
          email: null,
          coverages: [],
        };
        members.set(p.id, member);
      }
      if (begin < member.eligibilityBegin) member.eligibilityBegin = begin;
      const amount =
        fromCentsOrNull(d.coverageAmountCents) ??
        (p.dependentType === 'child'
          ? fromCentsOrNull(r.childCoverageAmountCents)
          : fromCentsOrNull(r.spouseCoverageAmountCents));
      member.coverages.push(coverage(amount));
    }
  }
  const byLine = (a: SnapshotCoverage, b: SnapshotCoverage) =>
    a.line < b.line ? -1 : a.line > b.line ? 1 : 0;
  const all = [...members.values()];
  for (const m of all) m.coverages.sort(byLine);
  return { members: all };
}

/** The 834's snapshot: only the fields an 834 compares (plan names and amounts are the census's). */
function x12Snapshot(s: { members: LifeMember[] }): CarrierSnapshot {
  return {
    members: s.members.map((m) => ({
      ...m,
      coverages: m.coverages.map(({ line, planId, planCode, level, begin, end }) => ({
        line,
        planId,
        planCode,
        level,
        begin,
        end,
      })),
    })),
  };
}

const RELATIONSHIP_LABEL: Record<Relationship, string> = {
  '18': 'Employee',
  '01': 'Spouse',
  '53': 'Domestic partner',
  '19': 'Child',
};
const usDate = (iso: string | null) =>
  iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';

/** The life census's columns, in order (decision 0061 documents each). */
export const LIFE_CENSUS_COLUMNS = [
  'group_number',
  'subscriber_id',
  'relationship',
  'last_name',
  'first_name',
  'middle_initial',
  'ssn',
  'birth_date',
  'gender',
  'address',
  'city',
  'state',
  'zip',
  'coverage_type',
  'plan_code',
  'plan_name',
  'coverage_amount',
  'effective_date',
  'termination_date',
  'employment_status',
] as const;

export function buildLifeCensus(groupNumber: string, members: readonly LifeMember[]): string {
  const subscribers = new Map(members.filter((m) => m.relationship === '18').map((m) => [m.key, m]));
  const sorted = [...members].sort((a, b) => {
    const sa = subscribers.get(a.subscriberKey);
    const sb = subscribers.get(b.subscriberKey);
    const ka = `${sa?.lastName ?? ''} ${sa?.firstName ?? ''} ${a.subscriberKey} ${a.relationship === '18' ? 0 : 1} ${a.birthDate}`;
    const kb = `${sb?.lastName ?? ''} ${sb?.firstName ?? ''} ${b.subscriberKey} ${b.relationship === '18' ? 0 : 1} ${b.birthDate}`;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
  const lines = [LIFE_CENSUS_COLUMNS.join(',')];
  for (const m of sorted) {
    const home = subscribers.get(m.subscriberKey)?.address ?? null;
    for (const c of m.coverages) {
      const cells = [
        groupNumber,
        m.subscriberId,
        RELATIONSHIP_LABEL[m.relationship],
        m.lastName,
        m.firstName,
        m.middleInitial ?? '',
        m.ssn ?? '',
        usDate(m.birthDate),
        m.gender,
        home?.line1 ?? '',
        home?.city ?? '',
        home?.state ?? '',
        home?.zip ?? '',
        c.coverageType,
        c.planCode,
        c.planName,
        c.amount === null ? '' : String(Math.round(c.amount)),
        usDate(c.begin),
        usDate(c.end),
        m.relationship === '18' ? (m.employmentStatus === 'TE' ? 'terminated' : 'active') : '',
      ];
      lines.push(cells.map((v) => toCsvCell(v)).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A census is a full file; its counts say how many people joined, changed or left since the last one. */
function censusCounts(previous: { members: LifeMember[] } | null, current: { members: LifeMember[] }) {
  const before = new Map((previous?.members ?? []).map((m) => [m.key, JSON.stringify(m)]));
  const after = new Set(current.members.map((m) => m.key));
  let adds = 0;
  let changes = 0;
  for (const m of current.members) {
    const was = before.get(m.key);
    if (was === undefined) adds += 1;
    else if (was !== JSON.stringify(m)) changes += 1;
  }
  const terms = [...before.keys()].filter((k) => !after.has(k)).length;
  return { adds, changes, terms };
}

const receiverIdOf = (carrier: { name: string; ediReceiverId: string | null }) =>
  (carrier.ediReceiverId ?? carrier.name.replace(/[^A-Za-z0-9]/g, '')).toUpperCase().slice(0, 15) ||
  'CARRIER';
const stamp = (at: Date) => at.toISOString().slice(0, 16).replace(/[-:T]/g, '');

export type GenerateRequest = { companyId: string; carrierId: string; kind: CarrierFileKind };
export type GenerateOutcome =
  | { status: 'generated'; file: CarrierFileRow }
  | { status: 'skipped'; reason: keyof typeof CARRIER_FILE_MESSAGES };

/**
 * Generates one file in one transaction (the carrier_files table locked: control numbers in order, one writer
 * per last file). A changes file with nothing to send, or a file with nobody enrolled, is skipped, not written.
 */
export async function tryGenerateCarrierFile(
  deps: CarrierFileDeps,
  request: GenerateRequest,
  options: { now?: Date; actor?: Actor | null } = {},
): Promise<GenerateOutcome> {
  const now = options.now ?? clock.now();
  const { cipher } = deps;
  const company = await findCompanyForFile(deps.db, request.companyId);
  if (!company) throw notFound('That company');
  const carrier = await findCarrier(deps.db, request.carrierId);
  if (!carrier) throw notFound('That carrier');
  const broker = await findBrokerOfRecord(deps.db, company.id);

  return deps.db.transaction(async (tx) => {
    await lockCarrierFiles(tx);
    const scoped = { db: tx, cipher };
    const isLife = request.kind === 'life_census';
    // The group number the ID cards, payroll and invoices show (decision 0069).
    const numbers = await readCompanyCarrierNumbers(tx, company.id);
    const groupNumber = numbers.groupNumber(carrier.id);
    const snapshot = await buildSnapshot(scoped, company.id, carrier.id, isLife ? 'life' : 'x12', {
      identities: true,
      numbers,
    });
    const last = await findLastFile(
      tx,
      company.id,
      carrier.id,
      isLife ? ['life_census'] : ['changes', 'audit'],
    );
    const previous = last ? (JSON.parse(cipher.decrypt(last.snapshotEncrypted)) as CarrierSnapshot) : null;
    const hasOpenLines = snapshot.members.some((m) => m.coverages.some((c) => c.end === null));

    let content: string;
    let stored: unknown;
    let counts = { adds: 0, changes: 0, terms: 0 };
    let memberCount: number;
    let controlNumber: number | null = null;
    let fileName: string;
    let contentType: string;
    let kind: CarrierFileKind = request.kind;

    if (isLife) {
      if (snapshot.members.length === 0) return { status: 'skipped', reason: 'nothingEnrolled' } as const;
      if (previous && JSON.stringify(previous) === JSON.stringify(snapshot))
        return { status: 'skipped', reason: 'noChanges' } as const;
      counts = censusCounts(previous as { members: LifeMember[] } | null, snapshot);
      content = buildLifeCensus(groupNumber, snapshot.members);
      stored = snapshot;
      memberCount = snapshot.members.length;
      fileName = `life-census-${stamp(now)}.csv`;
      contentType = 'text/csv; charset=utf-8';
    } else {
      if (!carrier.fein) throw new AppError('conflict', CARRIER_FILE_MESSAGES.noFein);
      if (!company.taxIdEncrypted) throw new AppError('conflict', CARRIER_FILE_MESSAGES.noCompanyFein);
      const current = x12Snapshot(snapshot);
      const today = clock.isoDateOf(now, company.timeZone);
      const fullFirstLoad =
        request.kind === 'changes' &&
        sendsFullFirstLoad({
          hasPreviousFile: previous !== null,
          groupNumberOnRecord: numbers.hasGroupNumberOnRecord(carrier.id),
          today,
          openLineBegins: current.members.flatMap((m) =>
            m.coverages.filter((c) => c.end === null).map((c) => c.begin),
          ),
        });
      if (fullFirstLoad) kind = 'audit';
      let diff: DiffResult;
      if (kind === 'audit') {
        if (!hasOpenLines) return { status: 'skipped', reason: 'nothingEnrolled' } as const;
        diff = auditMembers({
          members: current.members.filter((m) => m.coverages.some((c) => c.end === null)),
        });
      } else {
        diff = diffSnapshots(previous, current, now, company.timeZone);
        if (diff.members.length === 0)
          return { status: 'skipped', reason: previous ? 'noChanges' : 'nothingEnrolled' } as const;
        counts = diff.counts;
      }
      controlNumber = await nextControlNumber(tx);
      content = build834({
        senderId: SENDER_ID,
        receiverId: receiverIdOf(carrier),
        controlNumber,
        createdAt: now,
        usage: carrier.ediUsage,
        purpose: kind === 'audit' ? 'audit' : 'changes',
        reference: `GC${String(controlNumber).padStart(9, '0')}`,
        groupNumber,
        effectiveDate: clock.isoDateOf(now, company.timeZone),
        sponsor: { name: company.name, fein: cipher.decrypt(company.taxIdEncrypted) },
        payer: { name: carrier.name, fein: carrier.fein },
        broker,
        members: diff.members,
      });
      stored = current;
      memberCount = diff.members.length;
      fileName = `834-${kind}-${String(controlNumber).padStart(9, '0')}.x12`;
      contentType = 'application/edi-x12';
    }

    const file = await insertCarrierFile(tx, {
      companyId: company.id,
      carrierId: carrier.id,
      kind,
      controlNumber,
      fileName,
      contentType,
      sizeBytes: Buffer.byteLength(content, 'utf8'),
      memberCount,
      addsCount: counts.adds,
      changesCount: counts.changes,
      termsCount: counts.terms,
      contentEncrypted: cipher.encrypt(content),
      snapshotEncrypted: cipher.encrypt(JSON.stringify(stored)),
      coverageSummary: summarizeCoverage(snapshot.members),
      createdByAccountId: options.actor?.accountId ?? null,
      createdAt: now,
    });
    await writeAudit(tx, {
      accountId: options.actor?.accountId ?? null,
      sessionId: options.actor?.sessionId ?? null,
      companyId: company.id,
      action: 'carrier_file.generated',
      subjectType: 'carrier_file',
      subjectId: file.id,
      details: { kind: file.kind, carrierId: carrier.id, controlNumber, members: memberCount, ...counts },
    });
    return { status: 'generated', file } as const;
  });
}

/** Generates one file now (operations): a skipped one answers 409 with the reason. */
export async function generateCarrierFile(
  deps: CarrierFileDeps,
  request: GenerateRequest,
  options: { now?: Date; actor?: Actor | null } = {},
): Promise<CarrierFileRow> {
  const outcome = await tryGenerateCarrierFile(deps, request, options);
  if (outcome.status === 'skipped') throw new AppError('conflict', CARRIER_FILE_MESSAGES[outcome.reason]);
  return outcome.file;
}

/**
 * The scheduled job's run: for every company and carrier with a signed enrollment, a changes file (834) and a
 * life census when anything changed since the last one; nothing otherwise. A pair that cannot be sent (no FEIN
 * on record) is skipped and counted, without anything personal in the result.
 */
export async function generateDueCarrierFiles(
  deps: CarrierFileDeps,
  now: Date,
): Promise<{ generated: number; skipped: number; companyIds: string[] }> {
  let generated = 0;
  let skipped = 0;
  const companyIds = new Set<string>();
  for (const pair of await listEnrolledCompanyCarriers(deps.db)) {
    for (const kind of ['changes', 'life_census'] as const) {
      try {
        const outcome = await tryGenerateCarrierFile(deps, { ...pair, kind }, { now });
        if (outcome.status === 'generated') {
          generated += 1;
          companyIds.add(pair.companyId);
        }
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'conflict') throw err;
        skipped += 1;
      }
    }
  }
  return { generated, skipped, companyIds: [...companyIds] };
}

/** Reconciliation opens nothing sealed: a cipher that refuses, so a slip would fail loudly, never leak. */
const NO_CIPHER: FieldCipher = {
  encrypt: () => {
    throw new Error('Reconciliation does not seal');
  },
  decrypt: () => {
    throw new Error('Reconciliation does not open sealed fields');
  },
  sealBytes: () => {
    throw new Error('Reconciliation does not seal');
  },
  openBytes: () => {
    throw new Error('Reconciliation does not open sealed files');
  },
};

/** The subscribers' lines of a snapshot, without identities: what a file leaves the carrier with (decision 0065). */
function summarizeCoverage(members: readonly LifeMember[]): CoverageLineState[] {
  return members
    .filter((m) => m.relationship === '18')
    .flatMap((m) =>
      m.coverages.map((c) => ({
        employeeFormId: m.key,
        coverageType: c.coverageType,
        planName: c.planName,
        tier: c.level as CoverageTier,
        begin: c.begin,
        end: c.end,
      })),
    );
}

/**
 * For reconciliation (decision 0065): a company's enrolled lines now with every carrier (no SSN opened), the
 * lines its carriers' last files left them with, and which coverage lines have had a file at all (a line whose
 * carrier never got a file is not compared: the file history shows it unsent).
 */
export async function readCarrierCoverage(db: Db, companyId: string) {
  const deps: CarrierFileDeps = { db, cipher: NO_CIPHER };
  const enrolled: CoverageLineState[] = [];
  const names = new Map<string, string>();
  const enrolledTypes = new Map<string, Set<CoverageType>>();
  const groupKey = (carrierId: string, census: boolean) => `${carrierId}:${census}`;
  for (const { carrierId } of await listEnrolledCompanyCarriers(db, companyId)) {
    for (const kind of ['x12', 'life'] as const) {
      const { members } = await buildSnapshot(deps, companyId, carrierId, kind, { identities: false });
      for (const m of members) if (m.relationship === '18') names.set(m.key, `${m.lastName}, ${m.firstName}`);
      const lines = summarizeCoverage(members);
      enrolled.push(...lines);
      enrolledTypes.set(groupKey(carrierId, kind === 'life'), new Set(lines.map((l) => l.coverageType)));
    }
  }
  const sent: CoverageLineState[] = [];
  const coverageTypes = new Set<CoverageType>();
  const files = await listLastFileSummaries(db, companyId);
  for (const file of files) {
    const summary = file.coverageSummary ?? [];
    sent.push(...summary);
    for (const t of enrolledTypes.get(groupKey(file.carrierId, file.isCensus)) ?? []) coverageTypes.add(t);
    for (const l of summary) coverageTypes.add(l.coverageType);
  }
  return { enrolled, names, carrier: { lines: sent, coverageTypes }, fileCount: files.length };
}
