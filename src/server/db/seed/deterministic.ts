import { createHash } from 'node:crypto';
import type { Db } from '../client';

/**
 * Everything the demo needs to be reproducible: ids, tokens and "random" choices are derived from stable
 * keys (never Math.random or the clock), so two fresh databases seeded alike hold identical rows.
 */

/** The transaction handle the seed writes through. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo plan year: every company policy and employee policy starts on this date. */
export const PLAN_YEAR_START = '2027-01-01';
/** The plan year after the demo one starts here (the next renewal). */
export const NEXT_RENEWAL = '2028-01-01';
/** created_at / updated_at of every seeded row: a fixed moment during open enrollment. */
export const SEEDED_AT = new Date('2026-10-15T16:00:00.000Z');
/** When the seeded applications that have progress were worked on. */
export const PROGRESS_AT = new Date('2026-11-18T17:42:00.000Z');

function digest(key: string): Buffer {
  return createHash('sha256').update(`groupcover-demo:${key}`).digest();
}

/** A stable uuid (formatted as version 4) derived from a key such as `company:harborview`. */
export function demoId(key: string): string {
  const b = digest(`id:${key}`).subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A stable URL-safe token (base64url characters) of the given length, at most 43. */
export function demoToken(key: string, length = 32): string {
  return digest(`token:${key}`).toString('base64url').slice(0, length);
}

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over one PRNG stream seeded from a key, so each record draws its own independent values. */
export function rngFor(key: string) {
  const next = mulberry32(digest(`rng:${key}`).readUInt32BE(0));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      return items[int(0, items.length - 1)]!;
    },
    digits(count: number) {
      let s = '';
      for (let i = 0; i < count; i++) s += String(int(0, 9));
      return s;
    },
  };
}

/** A valid, unissued-looking SSN (area 100–665 or 667–899, group 01–99, serial 0001–9999). */
export function demoSsn(key: string): string {
  const r = rngFor(`ssn:${key}`);
  let area = r.int(100, 898);
  if (area >= 666) area += 1;
  const group = r.int(1, 99);
  const serial = r.int(1, 9999);
  return `${area}${String(group).padStart(2, '0')}${String(serial).padStart(4, '0')}`;
}

/** A fictional phone number in an area code: 555-0100 to 555-0199 are reserved for fiction. */
export function demoPhone(key: string, areaCode: string): string {
  return `(${areaCode}) 555-01${rngFor(`phone:${key}`).digits(2)}`;
}

/** Inserts rows in slices so no statement exceeds PostgreSQL's bind-parameter limit. */
export async function insertAll<T>(rows: readonly T[], insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

/** A plain SVG turned into a data URL (for logos and the demo signatures). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The stable id of a demo account (by its lower-case email). */
export const accountIdFor = (email: string) => demoId(`account:${email}`);
/** The stable id of a demo employee form (by the employee's seed key). */
export const employeeFormIdFor = (employeeKey: string) => demoId(`employee-form:${employeeKey}`);
/** The stable id of a demo employee's policy for its company's upcoming policy. */
export const employeePolicyIdFor = (employeeKey: string) => demoId(`employee-policy:${employeeKey}`);
