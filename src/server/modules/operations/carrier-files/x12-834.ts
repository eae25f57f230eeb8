/**
 * The ASC X12 834 benefit enrollment and maintenance transaction, implementation guide 005010X220A1 (issue 18
 * item 2, decision 0061). Pure: what to send in, the file's text out. One interchange (ISA/IEA) holding one
 * functional group (GS/GE, functional identifier BE) holding one transaction set (ST/SE). Segments end with
 * `~`, elements are separated by `*`, components by `:`, repetitions by `^`; no value may hold any of them,
 * so every text is cleaned (upper-cased, delimiters and control characters removed) before it is written.
 */

export const SEGMENT_TERMINATOR = '~';
export const ELEMENT_SEPARATOR = '*';
export const COMPONENT_SEPARATOR = ':';
export const REPETITION_SEPARATOR = '^';
export const IMPLEMENTATION_GUIDE = '005010X220A1';

/** INS03 and HD01: 001 change, 021 addition, 024 cancellation or termination, 030 audit or compare. */
export type MaintenanceType = '001' | '021' | '024' | '030';
/**
 * INS04: 28 initial enrollment, AI no reason given, 07 termination of benefits, 08 end of employment,
 * XN notification only (an audit file's members).
 */
export type MaintenanceReason = '28' | 'AI' | '07' | '08' | 'XN';
/** INS02: 18 self, 01 spouse, 19 child, 53 life partner. */
export type Relationship = '18' | '01' | '19' | '53';
/** HD03: the insurance lines this file carries. */
export type InsuranceLine = 'HLT' | 'DEN' | 'VIS' | 'STD' | 'LTD';
/** HD05: employee only, employee and spouse, employee and children, family. */
export type CoverageLevel = 'EMP' | 'ESP' | 'ECH' | 'FAM';

export type X12Coverage = {
  maintenance: MaintenanceType;
  line: InsuranceLine;
  /** Our plan's id (not sent): a plan code changed on record is not a plan change. Older snapshots lack it. */
  planId?: string;
  /** HD04, the carrier's plan code (up to 50 characters). */
  planCode: string;
  level: CoverageLevel;
  /** ISO dates (YYYY-MM-DD). */
  begin: string;
  end: string | null;
};

/** Who a member is (the INS, REF, NM1, N3/N4 and DMG segments), the same in a snapshot and in a file's loop. */
export type MemberDemographics = {
  relationship: Relationship;
  /** REF*0F: the subscriber's identifier, the same on the subscriber's and every dependent's loop. */
  subscriberId: string;
  firstName: string;
  middleInitial: string | null;
  lastName: string;
  /** Nine digits, or null when none is on record (NM108/NM109 are then left out). */
  ssn: string | null;
  birthDate: string;
  gender: 'M' | 'F' | 'U';
  /** The subscriber's residence (N3/N4); dependents share it and send none. */
  address: { line1: string; city: string; state: string; zip: string } | null;
  /** INS08 for the subscriber: FT full time, PT part time, TE terminated. */
  employmentStatus: 'FT' | 'PT' | 'TE' | null;
  /** The subscriber's hire date (DTP*336 employment begin); null for dependents or when not on record. */
  hireDate?: string | null;
  /** The subscriber's class, the company's role name (REF*17 client reporting category); null for dependents. */
  reportingCategory?: string | null;
  /** The subscriber's phone and e-mail (2100A PER*IP, member communications numbers); null for dependents. */
  phone?: string | null;
  email?: string | null;
  eligibilityBegin: string;
  eligibilityEnd: string | null;
};

export type X12Member = MemberDemographics & {
  maintenance: MaintenanceType;
  reason: MaintenanceReason;
  coverages: readonly X12Coverage[];
};

export type X12834Input = {
  /** ISA06/GS02 and ISA08/GS03 (qualifier ZZ, mutually defined). */
  senderId: string;
  receiverId: string;
  /** ISA13 and GS06 (1 to 999,999,999). */
  controlNumber: number;
  createdAt: Date;
  /** ISA15: P production, T test (the carrier's setting, decision 0069). */
  usage: 'P' | 'T';
  /** changes: BGN08 2 (change); audit: BGN08 4 (verify, a full file: also a group's first load, 0069). */
  purpose: 'changes' | 'audit';
  /** BGN02, the file's own reference. */
  reference: string;
  /** REF*38, the master policy (group) number. */
  groupNumber: string;
  /** DTP*007, the file's effective date (ISO). */
  effectiveDate: string;
  sponsor: { name: string; fein: string };
  payer: { name: string; fein: string };
  broker: { name: string; id: string } | null;
  members: readonly X12Member[];
};

/** A value fit for one element: printable ASCII, upper case, no delimiter, single spaces, at most `max` long. */
export function cleanElement(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/[~*:^]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

const digits = (value: string) => value.replace(/\D/g, '');
const d8 = (iso: string) => iso.replaceAll('-', '');
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** An ISA fixed-width element: left-justified and space-filled. */
const fixed = (value: string, width: number) => cleanElement(value, width).padEnd(width, ' ');

function segment(...elements: (string | null | undefined)[]): string {
  let last = elements.length;
  while (last > 1 && !elements[last - 1]) last -= 1;
  return elements
    .slice(0, last)
    .map((e) => e ?? '')
    .join(ELEMENT_SEPARATOR);
}

function utcParts(at: Date) {
  const y = at.getUTCFullYear();
  const date = `${pad(y, 4)}${pad(at.getUTCMonth() + 1, 2)}${pad(at.getUTCDate(), 2)}`;
  const time = `${pad(at.getUTCHours(), 2)}${pad(at.getUTCMinutes(), 2)}`;
  return { date, shortDate: date.slice(2), time };
}

/** PER*IP's qualifier and number pairs: the home phone (HP, ten digits) and the e-mail (EM), when on record. */
function memberCommunications(m: X12Member): string[] {
  const out: string[] = [];
  const phone = m.phone ? digits(m.phone).replace(/^1(?=\d{10}$)/, '') : '';
  if (phone.length === 10) out.push('HP', phone);
  const email = m.email ? m.email.replace(/[^\x21-\x7e]|[~*:^]/g, '').slice(0, 80) : '';
  if (email.includes('@')) out.push('EM', email);
  return out;
}

function memberSegments(m: X12Member, groupNumber: string): string[] {
  const subscriber = m.relationship === '18';
  const out = [
    segment(
      'INS',
      subscriber ? 'Y' : 'N',
      m.relationship,
      m.maintenance,
      m.reason,
      'A',
      '',
      '',
      subscriber ? (m.employmentStatus ?? 'FT') : '',
    ),
    segment('REF', '0F', cleanElement(m.subscriberId, 50)),
    segment('REF', '1L', cleanElement(groupNumber, 50)),
  ];
  const category = subscriber && m.reportingCategory ? cleanElement(m.reportingCategory, 50) : '';
  if (category) out.push(segment('REF', '17', category));
  if (subscriber && m.hireDate) out.push(segment('DTP', '336', 'D8', d8(m.hireDate)));
  out.push(segment('DTP', '356', 'D8', d8(m.eligibilityBegin)));
  if (m.eligibilityEnd) out.push(segment('DTP', '357', 'D8', d8(m.eligibilityEnd)));
  const ssn = m.ssn ? digits(m.ssn) : '';
  out.push(
    segment(
      'NM1',
      'IL',
      '1',
      cleanElement(m.lastName, 60),
      cleanElement(m.firstName, 35),
      m.middleInitial ? cleanElement(m.middleInitial, 25) : '',
      '',
      '',
      ssn.length === 9 ? '34' : '',
      ssn.length === 9 ? ssn : '',
    ),
  );
  const communications = subscriber ? memberCommunications(m) : [];
  if (communications.length > 0) out.push(segment('PER', 'IP', '', ...communications));
  if (m.address) {
    out.push(segment('N3', cleanElement(m.address.line1, 55)));
    out.push(
      segment(
        'N4',
        cleanElement(m.address.city, 30),
        cleanElement(m.address.state, 2),
        digits(m.address.zip).slice(0, 9),
      ),
    );
  }
  out.push(segment('DMG', 'D8', d8(m.birthDate), m.gender));
  for (const c of m.coverages) {
    out.push(segment('HD', c.maintenance, '', c.line, cleanElement(c.planCode, 50), c.level));
    out.push(segment('DTP', '348', 'D8', d8(c.begin)));
    if (c.end) out.push(segment('DTP', '349', 'D8', d8(c.end)));
  }
  return out;
}

/** The 834 file's text: ISA ... IEA, one segment per line after its terminator (carriers accept both). */
export function build834(input: X12834Input): string {
  if (!Number.isInteger(input.controlNumber) || input.controlNumber < 1 || input.controlNumber > 999_999_999)
    throw new Error('The interchange control number must be a whole number from 1 to 999999999.');
  const { date, shortDate, time } = utcParts(input.createdAt);
  const control = pad(input.controlNumber, 9);
  const sender = cleanElement(input.senderId, 15);
  const receiver = cleanElement(input.receiverId, 15);

  const isa = [
    'ISA',
    '00',
    ' '.repeat(10),
    '00',
    ' '.repeat(10),
    'ZZ',
    fixed(sender, 15),
    'ZZ',
    fixed(receiver, 15),
    shortDate,
    time,
    REPETITION_SEPARATOR,
    '00501',
    control,
    '0',
    input.usage,
    COMPONENT_SEPARATOR,
  ].join(ELEMENT_SEPARATOR);

  const employees = input.members.filter((m) => m.relationship === '18').length;
  const body: string[] = [
    segment('ST', '834', '0001', IMPLEMENTATION_GUIDE),
    segment(
      'BGN',
      '00',
      cleanElement(input.reference, 50),
      date,
      time,
      '',
      '',
      '',
      input.purpose === 'audit' ? '4' : '2',
    ),
    segment('REF', '38', cleanElement(input.groupNumber, 50)),
    segment('DTP', '007', 'D8', d8(input.effectiveDate)),
    segment('QTY', 'ET', String(employees)),
    segment('QTY', 'DT', String(input.members.length - employees)),
    segment('QTY', 'TO', String(input.members.length)),
    segment('N1', 'P5', cleanElement(input.sponsor.name, 60), 'FI', digits(input.sponsor.fein)),
    segment('N1', 'IN', cleanElement(input.payer.name, 60), 'FI', digits(input.payer.fein)),
  ];
  if (input.broker)
    body.push(
      segment('N1', 'BO', cleanElement(input.broker.name, 60), '94', cleanElement(input.broker.id, 80)),
    );
  for (const m of input.members) body.push(...memberSegments(m, input.groupNumber));
  // SE01 counts ST through SE.
  body.push(segment('SE', String(body.length + 1), '0001'));

  const segments = [
    isa,
    segment('GS', 'BE', sender, receiver, date, time, String(input.controlNumber), 'X', IMPLEMENTATION_GUIDE),
    ...body,
    segment('GE', '1', String(input.controlNumber)),
    segment('IEA', '1', control),
  ];
  return segments.map((s) => `${s}${SEGMENT_TERMINATOR}\n`).join('');
}
