import type { InsuranceType } from './insurance-types';

/**
 * The carrier pick-lists of the broker-of-record form (docs/spec/3 §3 "Carrier pick-lists": about 55 medical, 21 life
 * and 12 disability carriers, each with an 'other' option and a blank option; the lists themselves are not
 * shown). Decision 0047 says where they come from and how to keep them current.
 *
 * A carrier's id is a stable slug: it is what the application stores, so an id is never reused or renamed
 * (a carrier that changes its name keeps its id and gets a new `name`). The same company has the same id on
 * every list it appears on (MetLife is `metlife` on the life, disability, dental and vision lists).
 *
 * The lists hold neither the blank nor the Other entry: the form adds both (blank first, Other last).
 */
export type Carrier = { id: string; name: string };

/** The pick-lists, named by what they hold: the three of the spec and the two composed ones. */
export type CarrierListName = 'medical' | 'dental' | 'vision' | 'life' | 'disability';

/** The "Other" entry of every list; the form then asks for the carrier's name. */
export const OTHER_CARRIER_ID = 'other';

/** The label of the Other entry. */
export const OTHER_CARRIER_LABEL = 'Other';

/**
 * Every carrier once, with the lists it is on (`on`: list names, space-separated; a name that is not a list
 * stops the module from loading). A carrier on the medical list is on the dental and vision
 * lists too: dental and vision have no list of their own in the spec (it names three lists), and a small
 * employer's dental or vision plan comes either from its medical carrier (the Blues, Aetna, Cigna,
 * UnitedHealthcare, Kaiser in some regions) or from a specialist or an ancillary carrier; so each of these lists
 * is the medical list plus the carriers marked 'dental' or 'vision', the specialists that write that line
 * (decision 0047).
 *
 * Medical: the national carriers that write small-group medical, every Blue Cross Blue Shield company that
 * writes it in its own states, Kaiser Permanente, and the larger regional and provider-owned plans.
 * Sources: the Blue Cross Blue Shield Association's list of its independent companies (bcbs.com, "Blue Cross
 * Blue Shield companies"); Kaiser Permanente's regions (about.kaiserpermanente.org); the small-group issuers in
 * CMS's rate review data (ratereview.healthcare.gov, "Small Group" filings) and in the NAIC's annual
 * Accident and Health market share report, for the national and regional plans. Not listed on purpose:
 * Humana (left employer group medical, announced 2023), Bright Health and Friday Health Plans (closed), and
 * Empire BlueCross BlueShield (renamed Anthem Blue Cross Blue Shield in New York in 2023: its groups pick
 * Anthem). Oxford Health Plans is UnitedHealthcare's plan in New York, New Jersey and Connecticut: its groups
 * pick UnitedHealthcare (the group-ID guidance says so).
 *
 * Group life (term and whole life): the carriers that write group life for small employers. Sources: LIMRA's
 * U.S. group life sales and in-force rankings and the carriers' own employer pages. Cigna's group life and
 * disability business is New York Life Group Benefit Solutions since 2022, so Cigna is not on this list.
 *
 * Group disability (short and long term): the carriers that write both for small employers. Sources: LIMRA's
 * U.S. group disability sales rankings and the carriers' own employer pages.
 *
 * Dental and vision specialists. Sources: the carriers' own employer pages; Delta Dental Plans Association
 * (deltadental.com) for Delta Dental; VSP Vision Care and EyeMed for vision.
 *
 * The rows stand grouped by the lists they are on (medical, the specialists, life and disability), by id
 * within a group; each list sorts by name.
 */
const CARRIERS: readonly (Carrier & { on: string })[] = [
  { id: 'aetna', name: 'Aetna', on: 'medical' },
  { id: 'amerihealth', name: 'AmeriHealth', on: 'medical' },
  { id: 'anthem', name: 'Anthem Blue Cross Blue Shield', on: 'medical' },
  { id: 'anthem-blue-cross-ca', name: 'Anthem Blue Cross (California)', on: 'medical' },
  { id: 'arkansas-blue-cross', name: 'Arkansas Blue Cross and Blue Shield', on: 'medical' },
  { id: 'bcbs-alabama', name: 'Blue Cross and Blue Shield of Alabama', on: 'medical' },
  { id: 'bcbs-arizona', name: 'Blue Cross Blue Shield of Arizona', on: 'medical' },
  { id: 'bcbs-illinois', name: 'Blue Cross and Blue Shield of Illinois', on: 'medical' },
  { id: 'bcbs-kansas', name: 'Blue Cross and Blue Shield of Kansas', on: 'medical' },
  { id: 'bcbs-louisiana', name: 'Blue Cross and Blue Shield of Louisiana', on: 'medical' },
  { id: 'bcbs-massachusetts', name: 'Blue Cross Blue Shield of Massachusetts', on: 'medical' },
  { id: 'bcbs-michigan', name: 'Blue Cross Blue Shield of Michigan', on: 'medical' },
  { id: 'bcbs-minnesota', name: 'Blue Cross and Blue Shield of Minnesota', on: 'medical' },
  { id: 'bcbs-mississippi', name: 'Blue Cross & Blue Shield of Mississippi', on: 'medical' },
  { id: 'bcbs-montana', name: 'Blue Cross and Blue Shield of Montana', on: 'medical' },
  { id: 'bcbs-nebraska', name: 'Blue Cross and Blue Shield of Nebraska', on: 'medical' },
  { id: 'bcbs-new-mexico', name: 'Blue Cross and Blue Shield of New Mexico', on: 'medical' },
  { id: 'bcbs-oklahoma', name: 'Blue Cross and Blue Shield of Oklahoma', on: 'medical' },
  { id: 'bcbs-south-carolina', name: 'BlueCross BlueShield of South Carolina', on: 'medical' },
  { id: 'bcbs-tennessee', name: 'BlueCross BlueShield of Tennessee', on: 'medical' },
  { id: 'bcbs-texas', name: 'Blue Cross and Blue Shield of Texas', on: 'medical' },
  { id: 'blue-cross-idaho', name: 'Blue Cross of Idaho', on: 'medical' },
  { id: 'blue-cross-nc', name: 'Blue Cross and Blue Shield of North Carolina', on: 'medical' },
  { id: 'blue-kc', name: 'Blue Cross and Blue Shield of Kansas City', on: 'medical' },
  { id: 'blue-shield-ca', name: 'Blue Shield of California', on: 'medical' },
  { id: 'capital-blue-cross', name: 'Capital Blue Cross', on: 'medical' },
  { id: 'carefirst', name: 'CareFirst BlueCross BlueShield', on: 'medical' },
  { id: 'cigna', name: 'Cigna Healthcare', on: 'medical' },
  { id: 'connecticare', name: 'ConnectiCare', on: 'medical' },
  { id: 'emblemhealth', name: 'EmblemHealth', on: 'medical' },
  { id: 'excellus', name: 'Excellus BlueCross BlueShield', on: 'medical' },
  { id: 'florida-blue', name: 'Florida Blue', on: 'medical' },
  { id: 'geisinger', name: 'Geisinger Health Plan', on: 'medical' },
  { id: 'harvard-pilgrim', name: 'Harvard Pilgrim Health Care', on: 'medical' },
  { id: 'health-net', name: 'Health Net', on: 'medical' },
  { id: 'healthpartners', name: 'HealthPartners', on: 'medical' },
  { id: 'highmark', name: 'Highmark Blue Cross Blue Shield', on: 'medical' },
  { id: 'hmsa', name: 'HMSA (Blue Cross Blue Shield of Hawaii)', on: 'medical' },
  { id: 'horizon', name: 'Horizon Blue Cross Blue Shield of New Jersey', on: 'medical' },
  { id: 'independence', name: 'Independence Blue Cross', on: 'medical' },
  { id: 'kaiser', name: 'Kaiser Permanente', on: 'medical' },
  { id: 'medica', name: 'Medica', on: 'medical' },
  { id: 'medical-mutual', name: 'Medical Mutual', on: 'medical' },
  { id: 'moda', name: 'Moda Health', on: 'medical' },
  { id: 'mvp', name: 'MVP Health Care', on: 'medical' },
  { id: 'oscar', name: 'Oscar Health', on: 'medical' },
  { id: 'pacificsource', name: 'PacificSource Health Plans', on: 'medical' },
  { id: 'premera', name: 'Premera Blue Cross', on: 'medical' },
  { id: 'priority-health', name: 'Priority Health', on: 'medical' },
  { id: 'regence', name: 'Regence BlueCross BlueShield', on: 'medical' },
  { id: 'select-health', name: 'Select Health', on: 'medical' },
  { id: 'tufts', name: 'Tufts Health Plan', on: 'medical' },
  { id: 'upmc', name: 'UPMC Health Plan', on: 'medical' },
  { id: 'wellmark', name: 'Wellmark Blue Cross and Blue Shield', on: 'medical' },
  { id: 'unitedhealthcare', name: 'UnitedHealthcare', on: 'medical life' },
  { id: 'delta-dental', name: 'Delta Dental', on: 'dental' },
  { id: 'united-concordia', name: 'United Concordia Dental', on: 'dental' },
  { id: 'avesis', name: 'Avesis', on: 'vision' },
  { id: 'davis-vision', name: 'Davis Vision', on: 'vision' },
  { id: 'eyemed', name: 'EyeMed Vision Care', on: 'vision' },
  { id: 'vsp', name: 'VSP Vision Care', on: 'vision' },
  { id: 'lincoln-financial', name: 'Lincoln Financial Group', on: 'dental life disability' },
  { id: 'sun-life', name: 'Sun Life', on: 'dental life disability' },
  { id: 'humana', name: 'Humana', on: 'dental vision' },
  { id: 'ameritas', name: 'Ameritas', on: 'dental vision life' },
  { id: 'beam', name: 'Beam Benefits', on: 'dental vision life' },
  { id: 'guardian', name: 'Guardian', on: 'dental vision life disability' },
  { id: 'metlife', name: 'MetLife', on: 'dental vision life disability' },
  { id: 'principal', name: 'Principal Financial Group', on: 'dental vision life disability' },
  { id: 'anthem-life', name: 'Anthem Life', on: 'life' },
  { id: 'colonial-life', name: 'Colonial Life', on: 'life' },
  { id: 'prudential', name: 'Prudential', on: 'life' },
  { id: 'securian', name: 'Securian Financial', on: 'life' },
  { id: 'symetra', name: 'Symetra', on: 'life' },
  { id: 'voya', name: 'Voya Financial', on: 'life' },
  { id: 'aflac', name: 'Aflac', on: 'life disability' },
  { id: 'mutual-of-omaha', name: 'Mutual of Omaha', on: 'life disability' },
  { id: 'new-york-life-gbs', name: 'New York Life Group Benefit Solutions', on: 'life disability' },
  { id: 'reliance-standard', name: 'Reliance Standard', on: 'life disability' },
  { id: 'the-hartford', name: 'The Hartford', on: 'life disability' },
  { id: 'the-standard', name: 'The Standard', on: 'life disability' },
  { id: 'unum', name: 'Unum', on: 'life disability' },
];

const LIST_NAMES: readonly string[] = [
  'medical',
  'dental',
  'vision',
  'life',
  'disability',
] satisfies CarrierListName[];

/** The lists a carrier row names. */
function listsOn(row: (typeof CARRIERS)[number]): readonly string[] {
  const lists = row.on.split(' ');
  const unknown = lists.find((list) => !LIST_NAMES.includes(list));
  if (unknown !== undefined) throw new Error(`Carrier ${row.id}: no carrier list is named "${unknown}".`);
  return lists;
}

const byName = (a: Carrier, b: Carrier) => a.name.localeCompare(b.name, 'en');

/** The carriers on a list, in alphabetical order, each once. */
function listOf(list: CarrierListName): readonly Carrier[] {
  const on = (row: (typeof CARRIERS)[number]) => {
    const lists = listsOn(row);
    return lists.includes(list) || ((list === 'dental' || list === 'vision') && lists.includes('medical'));
  };
  return Object.freeze(
    CARRIERS.filter(on)
      .map(({ id, name }) => ({ id, name }))
      .sort(byName),
  );
}

/** The three lists of the spec and the two composed ones, named by what they hold. */
export const CARRIER_LISTS = {
  medical: listOf('medical'),
  dental: listOf('dental'),
  vision: listOf('vision'),
  life: listOf('life'),
  disability: listOf('disability'),
} as const satisfies Record<CarrierListName, readonly Carrier[]>;

/** Which list each insurance type's carrier field offers. */
export const CARRIER_LIST_OF_TYPE: Record<InsuranceType, CarrierListName> = {
  medical: 'medical',
  dental: 'dental',
  vision: 'vision',
  termLife: 'life',
  wholeLife: 'life',
  shortTermDisability: 'disability',
  longTermDisability: 'disability',
};

/** The carriers offered for a type, alphabetically, without the blank and Other entries (the form adds them). */
export function carriersFor(type: InsuranceType): readonly Carrier[] {
  return CARRIER_LISTS[CARRIER_LIST_OF_TYPE[type]];
}

/** A carrier's name on a type's list ("Other" for the Other entry); undefined for an id the list lacks. */
export function carrierName(type: InsuranceType, id: string): string | undefined {
  if (id === OTHER_CARRIER_ID) return OTHER_CARRIER_LABEL;
  return carriersFor(type).find((c) => c.id === id)?.name;
}

/** The id is on the type's list, or is the Other entry. */
export function isKnownCarrier(type: InsuranceType, id: string): boolean {
  return id === OTHER_CARRIER_ID || carriersFor(type).some((c) => c.id === id);
}

/**
 * The name to print for a plan's carrier (the letter, the dashboard, the e-mails): the list's name, or what
 * the employer typed for Other. Undefined when neither gives one.
 */
export function carrierDisplayName(
  type: InsuranceType,
  id: string,
  otherName: string | null | undefined,
): string | undefined {
  if (id === OTHER_CARRIER_ID) return otherName?.trim() || undefined;
  return carrierName(type, id);
}
