import type { InsuranceType } from './insurance-types';

/**
 * The carrier pick-lists of the broker-of-record form (spec 3 §3 "Carrier pick-lists": about 55 medical, 21 life
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

/** The "Other" entry of every list; the form then asks for the carrier's name. */
export const OTHER_CARRIER_ID = 'other';

/** The label of the Other entry. */
export const OTHER_CARRIER_LABEL = 'Other';

/**
 * Medical: the national carriers that write small-group medical, every Blue Cross Blue Shield company that
 * writes it in its own states, Kaiser Permanente, and the larger regional and provider-owned plans.
 *
 * Sources: the Blue Cross Blue Shield Association's list of its independent companies (bcbs.com, "Blue Cross
 * Blue Shield companies"); Kaiser Permanente's regions (about.kaiserpermanente.org); the small-group issuers in
 * CMS's rate review data (ratereview.healthcare.gov, "Small Group" filings) and in the NAIC's annual
 * Accident and Health market share report, for the national and regional plans. Not listed on purpose:
 * Humana (left employer group medical, announced 2023), Bright Health and Friday Health Plans (closed), and
 * Empire BlueCross BlueShield (renamed Anthem Blue Cross Blue Shield in New York in 2023: its groups pick
 * Anthem). Oxford Health Plans is UnitedHealthcare's plan in New York, New Jersey and Connecticut: its groups
 * pick UnitedHealthcare (the group-ID guidance says so).
 */
const MEDICAL: readonly Carrier[] = [
  { id: 'aetna', name: 'Aetna' },
  { id: 'amerihealth', name: 'AmeriHealth' },
  { id: 'anthem', name: 'Anthem Blue Cross Blue Shield' },
  { id: 'anthem-blue-cross-ca', name: 'Anthem Blue Cross (California)' },
  { id: 'arkansas-blue-cross', name: 'Arkansas Blue Cross and Blue Shield' },
  { id: 'bcbs-alabama', name: 'Blue Cross and Blue Shield of Alabama' },
  { id: 'bcbs-arizona', name: 'Blue Cross Blue Shield of Arizona' },
  { id: 'bcbs-illinois', name: 'Blue Cross and Blue Shield of Illinois' },
  { id: 'bcbs-kansas', name: 'Blue Cross and Blue Shield of Kansas' },
  { id: 'blue-kc', name: 'Blue Cross and Blue Shield of Kansas City' },
  { id: 'bcbs-louisiana', name: 'Blue Cross and Blue Shield of Louisiana' },
  { id: 'bcbs-massachusetts', name: 'Blue Cross Blue Shield of Massachusetts' },
  { id: 'bcbs-michigan', name: 'Blue Cross Blue Shield of Michigan' },
  { id: 'bcbs-minnesota', name: 'Blue Cross and Blue Shield of Minnesota' },
  { id: 'bcbs-mississippi', name: 'Blue Cross & Blue Shield of Mississippi' },
  { id: 'bcbs-montana', name: 'Blue Cross and Blue Shield of Montana' },
  { id: 'bcbs-nebraska', name: 'Blue Cross and Blue Shield of Nebraska' },
  { id: 'bcbs-new-mexico', name: 'Blue Cross and Blue Shield of New Mexico' },
  { id: 'blue-cross-nc', name: 'Blue Cross and Blue Shield of North Carolina' },
  { id: 'bcbs-oklahoma', name: 'Blue Cross and Blue Shield of Oklahoma' },
  { id: 'bcbs-south-carolina', name: 'BlueCross BlueShield of South Carolina' },
  { id: 'bcbs-tennessee', name: 'BlueCross BlueShield of Tennessee' },
  { id: 'bcbs-texas', name: 'Blue Cross and Blue Shield of Texas' },
  { id: 'blue-cross-idaho', name: 'Blue Cross of Idaho' },
  { id: 'blue-shield-ca', name: 'Blue Shield of California' },
  { id: 'capital-blue-cross', name: 'Capital Blue Cross' },
  { id: 'carefirst', name: 'CareFirst BlueCross BlueShield' },
  { id: 'cigna', name: 'Cigna Healthcare' },
  { id: 'connecticare', name: 'ConnectiCare' },
  { id: 'emblemhealth', name: 'EmblemHealth' },
  { id: 'excellus', name: 'Excellus BlueCross BlueShield' },
  { id: 'florida-blue', name: 'Florida Blue' },
  { id: 'geisinger', name: 'Geisinger Health Plan' },
  { id: 'harvard-pilgrim', name: 'Harvard Pilgrim Health Care' },
  { id: 'health-net', name: 'Health Net' },
  { id: 'healthpartners', name: 'HealthPartners' },
  { id: 'highmark', name: 'Highmark Blue Cross Blue Shield' },
  { id: 'hmsa', name: 'HMSA (Blue Cross Blue Shield of Hawaii)' },
  { id: 'horizon', name: 'Horizon Blue Cross Blue Shield of New Jersey' },
  { id: 'independence', name: 'Independence Blue Cross' },
  { id: 'kaiser', name: 'Kaiser Permanente' },
  { id: 'medica', name: 'Medica' },
  { id: 'medical-mutual', name: 'Medical Mutual' },
  { id: 'moda', name: 'Moda Health' },
  { id: 'mvp', name: 'MVP Health Care' },
  { id: 'oscar', name: 'Oscar Health' },
  { id: 'pacificsource', name: 'PacificSource Health Plans' },
  { id: 'premera', name: 'Premera Blue Cross' },
  { id: 'priority-health', name: 'Priority Health' },
  { id: 'regence', name: 'Regence BlueCross BlueShield' },
  { id: 'select-health', name: 'Select Health' },
  { id: 'tufts', name: 'Tufts Health Plan' },
  { id: 'unitedhealthcare', name: 'UnitedHealthcare' },
  { id: 'upmc', name: 'UPMC Health Plan' },
  { id: 'wellmark', name: 'Wellmark Blue Cross and Blue Shield' },
];

/**
 * Group life (term and whole life): the carriers that write group life for small employers.
 *
 * Sources: LIMRA's U.S. group life sales and in-force rankings and the carriers' own employer pages. Cigna's
 * group life and disability business is New York Life Group Benefit Solutions since 2022, so Cigna is not on
 * this list.
 */
const LIFE: readonly Carrier[] = [
  { id: 'aflac', name: 'Aflac' },
  { id: 'ameritas', name: 'Ameritas' },
  { id: 'anthem-life', name: 'Anthem Life' },
  { id: 'beam', name: 'Beam Benefits' },
  { id: 'colonial-life', name: 'Colonial Life' },
  { id: 'guardian', name: 'Guardian' },
  { id: 'lincoln-financial', name: 'Lincoln Financial Group' },
  { id: 'metlife', name: 'MetLife' },
  { id: 'mutual-of-omaha', name: 'Mutual of Omaha' },
  { id: 'new-york-life-gbs', name: 'New York Life Group Benefit Solutions' },
  { id: 'principal', name: 'Principal Financial Group' },
  { id: 'prudential', name: 'Prudential' },
  { id: 'reliance-standard', name: 'Reliance Standard' },
  { id: 'securian', name: 'Securian Financial' },
  { id: 'sun-life', name: 'Sun Life' },
  { id: 'symetra', name: 'Symetra' },
  { id: 'the-hartford', name: 'The Hartford' },
  { id: 'the-standard', name: 'The Standard' },
  { id: 'unitedhealthcare', name: 'UnitedHealthcare' },
  { id: 'unum', name: 'Unum' },
  { id: 'voya', name: 'Voya Financial' },
];

/**
 * Group disability (short and long term): the carriers that write both for small employers.
 *
 * Sources: LIMRA's U.S. group disability sales rankings and the carriers' own employer pages.
 */
const DISABILITY: readonly Carrier[] = [
  { id: 'aflac', name: 'Aflac' },
  { id: 'guardian', name: 'Guardian' },
  { id: 'lincoln-financial', name: 'Lincoln Financial Group' },
  { id: 'metlife', name: 'MetLife' },
  { id: 'mutual-of-omaha', name: 'Mutual of Omaha' },
  { id: 'new-york-life-gbs', name: 'New York Life Group Benefit Solutions' },
  { id: 'principal', name: 'Principal Financial Group' },
  { id: 'reliance-standard', name: 'Reliance Standard' },
  { id: 'sun-life', name: 'Sun Life' },
  { id: 'the-hartford', name: 'The Hartford' },
  { id: 'the-standard', name: 'The Standard' },
  { id: 'unum', name: 'Unum' },
];

/**
 * Dental and vision have no list of their own in the spec (it names three lists). A small employer's dental
 * or vision plan comes either from its medical carrier (the Blues, Aetna, Cigna, UnitedHealthcare, Kaiser in
 * some regions) or from a specialist or an ancillary carrier; so each of these lists is the medical list plus
 * the specialists that write that line (decision 0047). Sources: the carriers' own employer pages; Delta
 * Dental Plans Association (deltadental.com) for Delta Dental; VSP Vision Care and EyeMed for vision.
 */
const DENTAL_SPECIALISTS: readonly Carrier[] = [
  { id: 'ameritas', name: 'Ameritas' },
  { id: 'beam', name: 'Beam Benefits' },
  { id: 'delta-dental', name: 'Delta Dental' },
  { id: 'guardian', name: 'Guardian' },
  { id: 'humana', name: 'Humana' },
  { id: 'lincoln-financial', name: 'Lincoln Financial Group' },
  { id: 'metlife', name: 'MetLife' },
  { id: 'principal', name: 'Principal Financial Group' },
  { id: 'sun-life', name: 'Sun Life' },
  { id: 'united-concordia', name: 'United Concordia Dental' },
];

const VISION_SPECIALISTS: readonly Carrier[] = [
  { id: 'ameritas', name: 'Ameritas' },
  { id: 'avesis', name: 'Avesis' },
  { id: 'beam', name: 'Beam Benefits' },
  { id: 'davis-vision', name: 'Davis Vision' },
  { id: 'eyemed', name: 'EyeMed Vision Care' },
  { id: 'guardian', name: 'Guardian' },
  { id: 'humana', name: 'Humana' },
  { id: 'metlife', name: 'MetLife' },
  { id: 'principal', name: 'Principal Financial Group' },
  { id: 'vsp', name: 'VSP Vision Care' },
];

const byName = (a: Carrier, b: Carrier) => a.name.localeCompare(b.name, 'en');

/** The medical list plus the specialists, in alphabetical order, each carrier once. */
function withSpecialists(specialists: readonly Carrier[]): readonly Carrier[] {
  const ids = new Set(MEDICAL.map((c) => c.id));
  return Object.freeze([...MEDICAL, ...specialists.filter((c) => !ids.has(c.id))].sort(byName));
}

/** The three lists of the spec and the two composed ones, named by what they hold. */
export const CARRIER_LISTS = {
  medical: Object.freeze([...MEDICAL].sort(byName)),
  dental: withSpecialists(DENTAL_SPECIALISTS),
  vision: withSpecialists(VISION_SPECIALISTS),
  life: Object.freeze([...LIFE].sort(byName)),
  disability: Object.freeze([...DISABILITY].sort(byName)),
} as const satisfies Record<string, readonly Carrier[]>;

export type CarrierListName = keyof typeof CARRIER_LISTS;

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
