/**
 * What a carrier file sends (decision 0061): the members of one company with one carrier now (a snapshot),
 * compared with the snapshot the last file sent. Pure. A member new to the carrier is an addition (021, reason
 * 28); a member whose lines, levels, plans, dates or demographics moved is a change (001) carrying only the
 * lines that moved; a member whose every line ended or who left the snapshot is a termination (024, with
 * DTP*349 on each line). An audit file sends every member and line as 030.
 */
import {
  addDays,
  endOfMonth as endOfCalendarMonth,
  formatIsoDate,
  parseIsoDateOrThrow,
} from '@shared/domain/dates/dates';
import { clock } from '../../../lib/clock';
import type {
  CoverageLevel,
  InsuranceLine,
  MaintenanceReason,
  MaintenanceType,
  MemberDemographics,
  X12Coverage,
  X12Member,
} from './x12-834';

export type SnapshotCoverage = {
  line: InsuranceLine;
  /** Our plan's id; absent in snapshots stored before decision 0069 (the plan code then names the plan). */
  planId?: string;
  planCode: string;
  level: CoverageLevel;
  begin: string;
  end: string | null;
};

export type SnapshotMember = MemberDemographics & {
  /** Stable across files: the employee form's id for a subscriber, the dependent's id for a dependent. */
  key: string;
  /** The subscriber's key (itself for a subscriber): dependents follow their subscriber in the file. */
  subscriberKey: string;
  coverages: SnapshotCoverage[];
};

export type CarrierSnapshot = { members: SnapshotMember[] };

export type DiffResult = {
  members: X12Member[];
  counts: { adds: number; changes: number; terms: number };
};

const DEMOGRAPHICS = [
  'relationship',
  'subscriberId',
  'firstName',
  'middleInitial',
  'lastName',
  'ssn',
  'birthDate',
  'gender',
  'employmentStatus',
  'eligibilityBegin',
  'hireDate',
  'reportingCategory',
  'phone',
  'email',
] as const;

/** A demographic as compared: a field an older snapshot lacks counts as none. */
const demographicOf = (m: MemberDemographics, k: (typeof DEMOGRAPHICS)[number]) => m[k] ?? null;

/** The same plan: by id when both snapshots have it, else by the code sent. */
const samePlan = (a: SnapshotCoverage, b: SnapshotCoverage) =>
  a.planId && b.planId ? a.planId === b.planId : a.planCode === b.planCode;

const sameAddress = (a: SnapshotMember['address'], b: SnapshotMember['address']) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The day before an ISO date. */
export function dayBefore(iso: string): string {
  return formatIsoDate(addDays(parseIsoDateOrThrow(iso), -1));
}

/** The last day of the month of a moment (in the company's zone, decision 0084), ISO. */
export function endOfMonth(at: Date, timeZone?: string): string {
  return formatIsoDate(endOfCalendarMonth(parseIsoDateOrThrow(clock.isoDateOf(at, timeZone))));
}

const hd = (maintenance: MaintenanceType, c: SnapshotCoverage, end = c.end): X12Coverage => ({
  maintenance,
  line: c.line,
  ...(c.planId ? { planId: c.planId } : {}),
  planCode: c.planCode,
  level: c.level,
  begin: c.begin,
  end,
});

function toMember(
  m: SnapshotMember,
  maintenance: MaintenanceType,
  reason: MaintenanceReason,
  coverages: X12Coverage[],
  eligibilityEnd = m.eligibilityEnd,
): X12Member {
  return {
    maintenance,
    reason,
    relationship: m.relationship,
    subscriberId: m.subscriberId,
    firstName: m.firstName,
    middleInitial: m.middleInitial,
    lastName: m.lastName,
    ssn: m.ssn,
    birthDate: m.birthDate,
    gender: m.gender,
    address: m.relationship === '18' ? m.address : null,
    employmentStatus: m.employmentStatus,
    hireDate: m.hireDate ?? null,
    reportingCategory: m.reportingCategory ?? null,
    phone: m.phone ?? null,
    email: m.email ?? null,
    eligibilityBegin: m.eligibilityBegin,
    eligibilityEnd,
    coverages,
  };
}

/** Subscribers in name order, each followed by their dependents (spouse or partner first, then children). */
function ordered(members: readonly SnapshotMember[]): SnapshotMember[] {
  const rank = (m: SnapshotMember) => (m.relationship === '18' ? 0 : m.relationship === '19' ? 2 : 1);
  const subscribers = new Map<string, SnapshotMember>();
  for (const m of members) if (m.relationship === '18') subscribers.set(m.key, m);
  const sortName = (m: SnapshotMember | undefined) => (m ? `${m.lastName} ${m.firstName} ${m.key}` : '');
  return [...members].sort((a, b) => {
    const sa = sortName(subscribers.get(a.subscriberKey)) || a.subscriberKey;
    const sb = sortName(subscribers.get(b.subscriberKey)) || b.subscriberKey;
    if (sa !== sb) return sa < sb ? -1 : 1;
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    return a.birthDate < b.birthDate ? -1 : a.birthDate > b.birthDate ? 1 : a.key < b.key ? -1 : 1;
  });
}

/**
 * A company's first 834 to a carrier is a full audit load (BGN08 4 verify, every member INS03 030, decision 0069)
 * when its members are already enrolled with the carrier: the carrier gave the group its number (on record from
 * broker of record, a renewal or operations), or a line's coverage began on or before the file's day. A group
 * new to the carrier whose coverage is still ahead gets additions (021, reason 28). Later files are changes.
 */
export function sendsFullFirstLoad(input: {
  hasPreviousFile: boolean;
  groupNumberOnRecord: boolean;
  /** ISO day of the file. */
  today: string;
  /** ISO begin dates of the open lines. */
  openLineBegins: readonly string[];
}): boolean {
  if (input.hasPreviousFile || input.openLineBegins.length === 0) return false;
  return input.groupNumberOnRecord || input.openLineBegins.some((begin) => begin <= input.today);
}

/** The full (audit) file: every member and line, 030, reason XN (notification only). */
export function auditMembers(current: CarrierSnapshot): DiffResult {
  const members = ordered(current.members).map((m) =>
    toMember(
      m,
      '030',
      'XN',
      m.coverages.map((c) => hd('030', c)),
    ),
  );
  return { members, counts: { adds: 0, changes: 0, terms: 0 } };
}

/**
 * The changes since `previous` (null: nothing was ever sent, so everyone is an addition). `now` dates a line
 * that disappeared without an end of its own: it ends on the last day of that month.
 */
export function diffSnapshots(
  previous: CarrierSnapshot | null,
  current: CarrierSnapshot,
  now: Date,
  timeZone?: string,
): DiffResult {
  const before = new Map((previous?.members ?? []).map((m) => [m.key, m]));
  const after = new Map(current.members.map((m) => [m.key, m]));
  const fallbackEnd = endOfMonth(now, timeZone);
  const out: { member: SnapshotMember; x12: X12Member }[] = [];
  const counts = { adds: 0, changes: 0, terms: 0 };

  for (const m of current.members) {
    const old = before.get(m.key);
    const live = m.coverages.filter((c) => c.end === null);
    if (!old) {
      // New to this carrier: an addition of its open lines (a member already ended is not sent).
      if (live.length === 0) continue;
      out.push({
        member: m,
        x12: toMember(
          m,
          '021',
          '28',
          live.map((c) => hd('021', c)),
          null,
        ),
      });
      counts.adds += 1;
      continue;
    }
    const lines: X12Coverage[] = [];
    const oldByLine = new Map(old.coverages.map((c) => [c.line, c]));
    const newByLine = new Map(m.coverages.map((c) => [c.line, c]));
    for (const c of m.coverages) {
      const was = oldByLine.get(c.line);
      if (!was || was.end !== null) {
        if (c.end === null) lines.push(hd('021', c));
      } else if (c.end !== null) {
        lines.push(hd('024', samePlan(was, c) ? c : was, c.end));
      } else if (!samePlan(was, c)) {
        // A plan change: the old plan ends the day before the new one begins.
        const end = c.begin > was.begin ? dayBefore(c.begin) : fallbackEnd;
        lines.push(hd('024', was, end), hd('021', c));
      } else if (was.level !== c.level || was.begin !== c.begin || was.planCode !== c.planCode) {
        // A new level or begin date, or the carrier's code for the same plan put on record.
        lines.push(hd('001', c));
      }
    }
    for (const was of old.coverages) {
      if (!newByLine.has(was.line) && was.end === null) lines.push(hd('024', was, fallbackEnd));
    }
    const stillCovered = m.coverages.some((c) => c.end === null);
    const demographicsMoved =
      DEMOGRAPHICS.some((k) => demographicOf(old, k) !== demographicOf(m, k)) ||
      !sameAddress(old.address, m.address);
    const wasCovered = old.coverages.some((c) => c.end === null);
    if (!stillCovered && wasCovered) {
      const end = m.eligibilityEnd ?? fallbackEnd;
      const reason = m.employmentStatus === 'TE' ? '08' : '07';
      out.push({ member: m, x12: toMember(m, '024', reason, lines, end) });
      counts.terms += 1;
    } else if (stillCovered && !wasCovered) {
      out.push({ member: m, x12: toMember(m, '021', '28', lines, null) });
      counts.adds += 1;
    } else if (lines.length > 0 || (stillCovered && demographicsMoved)) {
      out.push({ member: m, x12: toMember(m, '001', 'AI', lines) });
      counts.changes += 1;
    }
  }

  for (const old of previous?.members ?? []) {
    if (after.has(old.key)) continue;
    const open = old.coverages.filter((c) => c.end === null);
    if (open.length === 0) continue;
    out.push({
      member: old,
      x12: toMember(
        old,
        '024',
        '07',
        open.map((c) => hd('024', c, fallbackEnd)),
        fallbackEnd,
      ),
    });
    counts.terms += 1;
  }

  const everyone = [...current.members, ...(previous?.members ?? []).filter((m) => !after.has(m.key))];
  const position = new Map(ordered(everyone).map((m, i) => [m.key, i]));
  out.sort((a, b) => (position.get(a.member.key) ?? 0) - (position.get(b.member.key) ?? 0));
  return { members: out.map((o) => o.x12), counts };
}
