/**
 * Reading a generated 834 back with an independent X12 parser (node-x12, strict mode: ISA widths, SE/GE/IEA
 * counts and control numbers), and the implementation guide's (005010X220A1) code sets the tests hold every
 * INS and HD segment to. The table is kept here, apart from the implementation's own types, so that a wrong
 * code in the builder cannot also be the expected one.
 */
import { X12Parser } from 'node-x12';
import { expect } from 'vitest';

/** The code sets of 005010X220A1 this product sends, copied from the guide. */
export const CODE_SETS = {
  /** INS03 / HD01 maintenance type code. */
  maintenance: {
    '001': 'Change',
    '021': 'Addition',
    '024': 'Cancellation or Termination',
    '030': 'Audit or Compare',
  },
  /** INS04 maintenance reason code (the subset sent). */
  reason: {
    '07': 'Termination of Benefits',
    '08': 'Termination of Employment',
    '28': 'Initial Enrollment',
    AI: 'No Reason Given',
    XN: 'Notification Only',
  },
  /** INS02 individual relationship code. */
  relationship: { '18': 'Self', '01': 'Spouse', '19': 'Child', '53': 'Life Partner' },
  /** HD03 insurance line code. */
  insuranceLine: {
    HLT: 'Health',
    DEN: 'Dental',
    VIS: 'Vision',
    STD: 'Short-Term Disability',
    LTD: 'Long-Term Disability',
  },
  /** HD05 coverage level code. */
  coverageLevel: {
    EMP: 'Employee Only',
    ESP: 'Employee and Spouse',
    ECH: 'Employee and Children',
    FAM: 'Family',
  },
} as const;

export type Segment = { tag: string; elements: string[] };

/** Every segment of the file, parsed strictly; throws on any envelope error. */
export function parse834Strict(text: string): Segment[] {
  const interchange = new X12Parser(true).parse(text) as unknown as {
    header: { elements: { value: string }[] };
    trailer: { elements: { value: string }[] };
    functionalGroups: {
      header: { tag: string; elements: { value: string }[] };
      trailer: { tag: string; elements: { value: string }[] };
      transactions: {
        header: { tag: string; elements: { value: string }[] };
        trailer: { tag: string; elements: { value: string }[] };
        segments: { tag: string; elements: { value: string }[] }[];
      }[];
    }[];
  };
  const seg = (s: { tag: string; elements: { value: string }[] }): Segment => ({
    tag: s.tag,
    elements: s.elements.map((e) => e.value),
  });
  const out: Segment[] = [{ tag: 'ISA', elements: interchange.header.elements.map((e) => e.value) }];
  for (const g of interchange.functionalGroups) {
    out.push(seg(g.header));
    for (const t of g.transactions) out.push(seg(t.header), ...t.segments.map(seg), seg(t.trailer));
    out.push(seg(g.trailer));
  }
  out.push({ tag: 'IEA', elements: interchange.trailer.elements.map((e) => e.value) });
  return out;
}

/**
 * Parses strictly, checks the envelope by hand as well (ISA 106 characters, SE01 = segments from ST to SE,
 * GE/IEA counts and control numbers) and every INS and HD code against the table. Returns the segments.
 */
export function expectValid834(text: string): Segment[] {
  const segments = parse834Strict(text);
  expect(text.indexOf('~')).toBe(105);
  const tags = segments.map((s) => s.tag);
  expect(tags[0]).toBe('ISA');
  expect(tags.at(-1)).toBe('IEA');
  const isa = segments[0]!.elements;
  const st = tags.indexOf('ST');
  const se = tags.indexOf('SE');
  expect(Number(segments[se]!.elements[0])).toBe(se - st + 1);
  expect(segments[se]!.elements[1]).toBe(segments[st]!.elements[1]);
  expect(segments[st]!.elements).toEqual(['834', segments[st]!.elements[1], '005010X220A1']);
  const gs = segments[tags.indexOf('GS')]!.elements;
  const ge = segments[tags.indexOf('GE')]!.elements;
  expect(gs[0]).toBe('BE');
  expect(gs[7]).toBe('005010X220A1');
  expect(ge).toEqual(['1', gs[5]]);
  expect(segments.at(-1)!.elements).toEqual(['1', isa[12]]);
  for (const s of segments) {
    if (s.tag === 'INS') {
      expect(Object.keys(CODE_SETS.relationship)).toContain(s.elements[1]);
      expect(Object.keys(CODE_SETS.maintenance)).toContain(s.elements[2]);
      expect(Object.keys(CODE_SETS.reason)).toContain(s.elements[3]);
      expect(s.elements[0]).toBe(s.elements[1] === '18' ? 'Y' : 'N');
    }
    if (s.tag === 'HD') {
      expect(Object.keys(CODE_SETS.maintenance)).toContain(s.elements[0]);
      expect(Object.keys(CODE_SETS.insuranceLine)).toContain(s.elements[2]);
      expect(Object.keys(CODE_SETS.coverageLevel)).toContain(s.elements[4]);
    }
  }
  return segments;
}

/** The member loops (2000): each INS with the segments up to the next INS or SE. */
export function memberLoops(segments: readonly Segment[]): Segment[][] {
  const loops: Segment[][] = [];
  for (const s of segments) {
    if (s.tag === 'INS') loops.push([s]);
    else if (s.tag === 'SE') break;
    else if (loops.length > 0) loops.at(-1)!.push(s);
  }
  return loops;
}

/** A loop's segments as `TAG*E1*E2` lines with trailing empty elements dropped, for readable assertions. */
export function render(loop: readonly Segment[]): string[] {
  return loop.map((s) => {
    const elements = [...s.elements];
    while (elements.length > 0 && elements.at(-1) === '') elements.pop();
    return [s.tag, ...elements].join('*');
  });
}
