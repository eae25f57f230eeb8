/**
 * The carrier file's content (decision 0061): the diff between the last file's snapshot and now, written as an
 * 834 and read back with node-x12 in strict mode; every INS/HD code checked against the guide's table.
 */
import { describe, expect, it } from 'vitest';
import { expectValid834, memberLoops, render } from '../../../../../tests/helpers/x12-834';
import {
  auditMembers,
  type CarrierSnapshot,
  dayBefore,
  diffSnapshots,
  endOfMonth,
  type SnapshotMember,
  sendsFullFirstLoad,
} from './enrollment-diff';
import { build834, cleanElement, type X12Member } from './x12-834';

const NOW = new Date('2026-12-10T15:04:00Z');
const BEGIN = '2027-01-01';

function person(
  over: Partial<SnapshotMember> & Pick<SnapshotMember, 'key' | 'relationship'>,
): SnapshotMember {
  return {
    subscriberKey: 'sub-1',
    subscriberId: 'HASH1',
    firstName: 'Dana',
    middleInitial: null,
    lastName: 'Rivera',
    ssn: null,
    birthDate: '1985-03-04',
    gender: 'F',
    address: null,
    employmentStatus: null,
    eligibilityBegin: BEGIN,
    eligibilityEnd: null,
    coverages: [],
    ...over,
  };
}

const medical = (level: 'EMP' | 'ESP' | 'ECH' | 'FAM', planCode = 'GOLD-PPO', begin = BEGIN) =>
  ({ line: 'HLT', planCode, level, begin, end: null }) as const;
const dental = (level: 'EMP' | 'ESP' | 'ECH' | 'FAM') =>
  ({ line: 'DEN', planCode: 'DENTAL-PLUS', level, begin: BEGIN, end: null }) as const;

/** A family of four on medical and dental: subscriber, spouse, two children. */
function familyOfFour(level: 'FAM' | 'ECH' = 'FAM', withSpouse = true): CarrierSnapshot {
  const lines = [medical(level), dental(level)];
  const members = [
    person({
      key: 'sub-1',
      relationship: '18',
      ssn: '123456789',
      address: { line1: '500 Howard St', city: 'San Francisco', state: 'CA', zip: '94105' },
      employmentStatus: 'FT',
      coverages: lines,
    }),
    person({
      key: 'dep-s',
      relationship: '01',
      firstName: 'Alex',
      ssn: '223456789',
      gender: 'M',
      coverages: lines,
    }),
    person({
      key: 'dep-c1',
      relationship: '19',
      firstName: 'Sam',
      birthDate: '2015-05-05',
      gender: 'M',
      coverages: lines,
    }),
    person({
      key: 'dep-c2',
      relationship: '19',
      firstName: 'Kim',
      birthDate: '2018-08-08',
      coverages: lines,
    }),
  ];
  return { members: withSpouse ? members : members.filter((m) => m.key !== 'dep-s') };
}

function file(members: X12Member[], purpose: 'changes' | 'audit' = 'changes'): string {
  return build834({
    senderId: 'GROUPCOVER',
    receiverId: 'ACMEHEALTH',
    controlNumber: 42,
    createdAt: NOW,
    usage: 'T',
    purpose,
    reference: 'CF42',
    groupNumber: 'GRP-100',
    effectiveDate: '2026-12-10',
    sponsor: { name: 'Rivera & Sons, Inc.', fein: '12-3456789' },
    payer: { name: 'Acme Health', fein: '98-7654321' },
    broker: null,
    members,
  });
}

describe('a family of four joins', () => {
  it('sends four additions: INS*Y*18, INS*N*01, INS*N*19 twice, each with HD loops at level FAM', () => {
    const diff = diffSnapshots(null, familyOfFour(), NOW);
    expect(diff.counts).toEqual({ adds: 4, changes: 0, terms: 0 });
    const segments = expectValid834(file(diff.members));
    const loops = memberLoops(segments).map(render);
    expect(loops.map((l) => l[0])).toEqual([
      'INS*Y*18*021*28*A***FT',
      'INS*N*01*021*28*A',
      'INS*N*19*021*28*A',
      'INS*N*19*021*28*A',
    ]);
    expect(loops[0]).toEqual([
      'INS*Y*18*021*28*A***FT',
      'REF*0F*HASH1',
      'REF*1L*GRP-100',
      'DTP*356*D8*20270101',
      'NM1*IL*1*RIVERA*DANA****34*123456789',
      'N3*500 HOWARD ST',
      'N4*SAN FRANCISCO*CA*94105',
      'DMG*D8*19850304*F',
      'HD*021**HLT*GOLD-PPO*FAM',
      'DTP*348*D8*20270101',
      'HD*021**DEN*DENTAL-PLUS*FAM',
      'DTP*348*D8*20270101',
    ]);
    // Dependents: the subscriber's id, their own name and birth date, no address; the SSN only when on record.
    expect(loops[1]).toContain('NM1*IL*1*RIVERA*ALEX****34*223456789');
    expect(loops[2]).toContain('NM1*IL*1*RIVERA*SAM');
    expect(loops[2]).toContain('DMG*D8*20150505*M');
    expect(loops[3]).toContain('REF*0F*HASH1');
    expect(loops[3]!.some((s) => s.startsWith('N3'))).toBe(false);
    for (const loop of loops) expect(loop.filter((s) => s.startsWith('HD*021')).length).toBe(2);
  });

  it('sends nothing when nothing changed', () => {
    expect(diffSnapshots(familyOfFour(), familyOfFour(), NOW)).toEqual({
      members: [],
      counts: { adds: 0, changes: 0, terms: 0 },
    });
  });
});

describe("a spouse's termination", () => {
  it('terminates the spouse (024 with DTP*349) and changes the others from FAM to ECH (001)', () => {
    const diff = diffSnapshots(familyOfFour(), familyOfFour('ECH', false), NOW);
    expect(diff.counts).toEqual({ adds: 0, changes: 3, terms: 1 });
    const loops = memberLoops(expectValid834(file(diff.members))).map(render);
    expect(loops.map((l) => l[0])).toEqual([
      'INS*Y*18*001*AI*A***FT',
      'INS*N*01*024*07*A',
      'INS*N*19*001*AI*A',
      'INS*N*19*001*AI*A',
    ]);
    expect(loops[0]!.filter((s) => s.startsWith('HD'))).toEqual([
      'HD*001**HLT*GOLD-PPO*ECH',
      'HD*001**DEN*DENTAL-PLUS*ECH',
    ]);
    const end = endOfMonth(NOW).replaceAll('-', '');
    expect(end).toBe('20261231');
    expect(loops[1]).toContain(`DTP*357*D8*${end}`);
    expect(loops[1]!.slice(-6)).toEqual([
      'HD*024**HLT*GOLD-PPO*FAM',
      'DTP*348*D8*20270101',
      `DTP*349*D8*${end}`,
      'HD*024**DEN*DENTAL-PLUS*FAM',
      'DTP*348*D8*20270101',
      `DTP*349*D8*${end}`,
    ]);
  });

  it("ends a terminated employee's lines on the coverage end on record, reason 08", () => {
    const before = familyOfFour();
    const after = familyOfFour();
    const sub = after.members[0]!;
    sub.employmentStatus = 'TE';
    sub.eligibilityEnd = '2027-03-31';
    sub.coverages = sub.coverages.map((c) => ({ ...c, end: '2027-03-31' }));
    const diff = diffSnapshots(before, { members: [sub] }, NOW);
    const loops = memberLoops(expectValid834(file(diff.members))).map(render);
    expect(loops[0]![0]).toBe('INS*Y*18*024*08*A***TE');
    expect(loops[0]).toContain('DTP*349*D8*20270331');
    expect(diff.counts.terms).toBe(4);
  });
});

describe('a plan change', () => {
  it('ends the old plan the day before the new begins (HD*024) and adds the new one (HD*021) in an 001', () => {
    const before = familyOfFour();
    const after = familyOfFour();
    for (const m of after.members) m.coverages = [medical('FAM', 'SILVER-HMO', '2027-04-01'), dental('FAM')];
    const diff = diffSnapshots(before, after, NOW);
    expect(diff.counts).toEqual({ adds: 0, changes: 4, terms: 0 });
    const loops = memberLoops(expectValid834(file(diff.members))).map(render);
    expect(loops[0]![0]).toBe('INS*Y*18*001*AI*A***FT');
    expect(loops[0]!.slice(-5)).toEqual([
      'HD*024**HLT*GOLD-PPO*FAM',
      'DTP*348*D8*20270101',
      'DTP*349*D8*20270331',
      'HD*021**HLT*SILVER-HMO*FAM',
      'DTP*348*D8*20270401',
    ]);
    // Dental did not move: it is not sent.
    expect(loops.flat().some((s) => s.includes('DEN'))).toBe(false);
  });

  it('sends a change of address alone as an 001 without HD loops', () => {
    const after = familyOfFour();
    after.members[0]!.address = { line1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105' };
    const diff = diffSnapshots(familyOfFour(), after, NOW);
    expect(diff.counts).toEqual({ adds: 0, changes: 1, terms: 0 });
    const loop = render(memberLoops(expectValid834(file(diff.members)))[0]!);
    expect(loop).toContain('N3*1 MARKET ST');
    expect(loop.some((s) => s.startsWith('HD'))).toBe(false);
  });
});

describe('an audit file', () => {
  it('sends every member and line as 030 with BGN08 4', () => {
    const diff = auditMembers(familyOfFour());
    const segments = expectValid834(file(diff.members, 'audit'));
    expect(render(segments.filter((s) => s.tag === 'BGN'))).toEqual(['BGN*00*CF42*20261210*1504****4']);
    const loops = memberLoops(segments).map(render);
    expect(loops).toHaveLength(4);
    for (const loop of loops) {
      expect(loop[0]).toMatch(/^INS\*[YN]\*\d\d\*030\*XN\*A/);
      expect(loop.filter((s) => s.startsWith('HD*030'))).toHaveLength(2);
    }
  });
});

describe('the envelope and the cleaning of values', () => {
  it('writes the fixed-width ISA, the counts and the control numbers that a strict parser accepts', () => {
    const text = file(diffSnapshots(null, familyOfFour(), NOW).members);
    const isa = text.slice(0, 106);
    expect(isa).toBe(
      'ISA*00*          *00*          *ZZ*GROUPCOVER     *ZZ*ACMEHEALTH     *261210*1504*^*00501*000000042*0*T*:~',
    );
    const segments = expectValid834(text);
    expect(text.endsWith('GE*1*42~\nIEA*1*000000042~\n')).toBe(true);
    expect(render(segments.filter((s) => ['GS', 'GE', 'QTY', 'N1'].includes(s.tag)))).toEqual([
      'GS*BE*GROUPCOVER*ACMEHEALTH*20261210*1504*42*X*005010X220A1',
      'QTY*ET*1',
      'QTY*DT*3',
      'QTY*TO*4',
      'N1*P5*RIVERA & SONS, INC.*FI*123456789',
      'N1*IN*ACME HEALTH*FI*987654321',
      'GE*1*42',
    ]);
  });

  it('a strict parser refuses a file whose counts are wrong (the check can fail)', () => {
    const text = file(diffSnapshots(null, familyOfFour(), NOW).members);
    expect(() => expectValid834(text.replace(/SE\*\d+/, 'SE*3'))).toThrow();
    expect(() => expectValid834(text.replace('IEA*1*000000042', 'IEA*1*000000043'))).toThrow();
  });

  it('removes delimiters, control characters and accents from values', () => {
    expect(cleanElement('Zoë*O~Brien:Jr^\n', 35)).toBe('ZOE O BRIEN JR');
    const diff = diffSnapshots(
      null,
      { members: [{ ...familyOfFour().members[0]!, lastName: 'Ma~r*t:i^n' }] },
      NOW,
    );
    const loop = render(memberLoops(expectValid834(file(diff.members)))[0]!);
    expect(loop).toContain('NM1*IL*1*MA R T I N*DANA****34*123456789');
  });

  it('dates a plan change by the day before', () => {
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
    expect(endOfMonth(new Date('2028-02-10T00:00:00Z'))).toBe('2028-02-29');
  });
});

describe('onboarding a carrier (decision 0069)', () => {
  it("sends a group's first file as a full load when its coverage began or the carrier gave it its number", () => {
    const base = { hasPreviousFile: false, groupNumberOnRecord: false, today: '2026-12-10' };
    expect(sendsFullFirstLoad({ ...base, openLineBegins: ['2027-01-01'] })).toBe(false);
    expect(sendsFullFirstLoad({ ...base, openLineBegins: ['2027-01-01', '2026-12-01'] })).toBe(true);
    expect(sendsFullFirstLoad({ ...base, openLineBegins: ['2026-12-10'] })).toBe(true);
    expect(sendsFullFirstLoad({ ...base, groupNumberOnRecord: true, openLineBegins: ['2027-01-01'] })).toBe(
      true,
    );
    expect(sendsFullFirstLoad({ ...base, hasPreviousFile: true, openLineBegins: ['2026-01-01'] })).toBe(
      false,
    );
    expect(sendsFullFirstLoad({ ...base, groupNumberOnRecord: true, openLineBegins: [] })).toBe(false);
  });

  it("treats a carrier's code put on record for the same plan as a line change (001), not a plan change", () => {
    const withPlan = (code: string) => {
      const s = familyOfFour();
      for (const m of s.members)
        m.coverages = m.coverages.map((c) => ({
          ...c,
          planId: `plan-${c.line}`,
          planCode: c.line === 'HLT' ? code : c.planCode,
        }));
      return s;
    };
    const diff = diffSnapshots(withPlan('GOLD-PPO'), withPlan('PPO500-CA'), NOW);
    expect(diff.counts).toEqual({ adds: 0, changes: 4, terms: 0 });
    const loops = memberLoops(expectValid834(file(diff.members))).map(render);
    for (const loop of loops)
      expect(loop.filter((s) => s.startsWith('HD'))).toEqual(['HD*001**HLT*PPO500-CA*FAM']);
  });

  it('sends nothing for a snapshot stored before the new fields when none of them is on record', () => {
    const old = familyOfFour();
    const now = familyOfFour();
    for (const m of now.members)
      Object.assign(m, { hireDate: null, reportingCategory: null, phone: null, email: null });
    expect(diffSnapshots(old, now, NOW).members).toEqual([]);
  });

  it("writes the subscriber's class (REF*17), hire date (DTP*336), phone and e-mail (PER*IP), and the broker (N1*BO)", () => {
    const s = familyOfFour();
    Object.assign(s.members[0]!, {
      hireDate: '2020-06-15',
      reportingCategory: 'Salaried*Staff',
      phone: '1 (415) 555-0134',
      email: 'dana@example.com',
    });
    const text = build834({
      senderId: 'GROUPCOVER',
      receiverId: 'ACMEHEALTH',
      controlNumber: 43,
      createdAt: NOW,
      usage: 'P',
      purpose: 'changes',
      reference: 'CF43',
      groupNumber: 'EMP-10442',
      effectiveDate: '2026-12-10',
      sponsor: { name: 'Rivera & Sons, Inc.', fein: '12-3456789' },
      payer: { name: 'Acme Health', fein: '98-7654321' },
      broker: { name: 'Groupcover Insurance Services', id: '19876543' },
      members: diffSnapshots(null, s, NOW).members,
    });
    const segments = expectValid834(text);
    expect(segments[0]!.elements[14]).toBe('P');
    expect(render(segments.filter((x) => x.tag === 'N1')).at(-1)).toBe(
      'N1*BO*GROUPCOVER INSURANCE SERVICES*94*19876543',
    );
    const [subscriber, spouse] = memberLoops(segments).map(render);
    expect(subscriber!.slice(0, 6)).toEqual([
      'INS*Y*18*021*28*A***FT',
      'REF*0F*HASH1',
      'REF*1L*EMP-10442',
      'REF*17*SALARIED STAFF',
      'DTP*336*D8*20200615',
      'DTP*356*D8*20270101',
    ]);
    expect(subscriber![7]).toBe('PER*IP**HP*4155550134*EM*dana@example.com');
    expect(spouse!.some((x) => /^(REF\*17|DTP\*336|PER)/.test(x))).toBe(false);
  });
});
