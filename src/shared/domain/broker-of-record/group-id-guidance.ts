/**
 * Where an employer finds its group number for a carrier (docs/spec/3 §2: "Group ID guidance varies by carrier and
 * state"; issue 15 item 2). Written as guidance ("usually"), not as a description of every card: cards change.
 * Decision 0047 says which parts are sourced and which are our common-practice advice.
 */

/** For any carrier without an entry of its own, and for Other. */
export const GROUP_ID_GUIDANCE_DEFAULT =
  "Your group number (also called group ID or group policy number) is usually on your members' ID cards, " +
  "labelled 'Group', 'Group No.' or 'GRP', and on the carrier's monthly bill. It is the same for everyone " +
  "in your company's plan; it is not a member's own ID number.";

/** Blue Cross Blue Shield companies: member IDs start with a three-character prefix (BCBSA's BlueCard). */
const BLUE =
  "On a Blue Cross Blue Shield ID card the group number is usually labelled 'Group No.' or 'GRP'. Do not use " +
  'the member ID (it starts with a three-character prefix and belongs to one person). The group number is ' +
  'also on your monthly bill.';

/** Life and disability plans have no member cards. */
const LIFE_AND_DISABILITY =
  'Life and disability plans have no ID cards: use the group policy number, printed on the first page of ' +
  'the group policy, on the certificate of coverage and on the monthly premium bill.';

/** Carriers that write dental or vision as well as life and disability. */
const MULTI_LINE =
  'For dental and vision, the group number is usually on the member ID card and on the monthly bill. For life ' +
  'and disability, use the group policy number printed on the group policy and on the premium bill.';

const KAISER =
  "Kaiser Permanente's member card shows only the medical record number (MRN), not the group number. Find " +
  'the group ID on your Kaiser Permanente bill (the monthly invoice) or ask your Kaiser account representative.';

const KAISER_REGIONS: Record<string, string> = {
  CA: 'Northern California or Southern California',
  CO: 'Colorado',
  GA: 'Georgia',
  HI: 'Hawaii',
  MD: 'Mid-Atlantic States',
  VA: 'Mid-Atlantic States',
  DC: 'Mid-Atlantic States',
  OR: 'Northwest',
  WA: 'Washington (Northwest in southwest Washington)',
};

const UNITED =
  "The group number is on your UnitedHealthcare member ID card, usually labelled 'Group Number', and on the " +
  'monthly bill.';

const OXFORD =
  'Plans in New York, New Jersey and Connecticut may be Oxford plans (UnitedHealthcare): the Oxford card shows ' +
  "the group number too, usually as 'Group Number'. Pick UnitedHealthcare as the carrier.";

type Guidance = { text: string; states?: Record<string, string> };

const BY_CARRIER: Record<string, Guidance> = {
  unitedhealthcare: {
    text: UNITED,
    states: { NY: `${UNITED} ${OXFORD}`, NJ: `${UNITED} ${OXFORD}`, CT: `${UNITED} ${OXFORD}` },
  },
  kaiser: {
    text: KAISER,
    states: Object.fromEntries(
      Object.entries(KAISER_REGIONS).map(([state, region]) => [
        state,
        `${KAISER} Your region is Kaiser Permanente ${region}.`,
      ]),
    ),
  },
  aetna: {
    text:
      "The group number is on your Aetna member ID card, usually labelled 'Group #' or 'GRP', and on the " +
      'monthly bill. The bill may add digits for a plan or location: give the number as the card shows it.',
  },
  cigna: {
    text:
      "The group number is on your Cigna member ID card, usually labelled 'Group' or 'Account', and on the " +
      'monthly bill.',
  },
  anthem: {
    text: BLUE,
    states: {
      NY: `${BLUE} Cards issued before 2023 may say Empire BlueCross BlueShield, Anthem's former name in New York: the group number has not changed.`,
    },
  },
  'delta-dental': {
    text:
      "The group number is usually on the Delta Dental ID card ('Group'). Some Delta Dental companies do not " +
      'issue cards: then it is on your Delta Dental bill or the plan summary.',
  },
  vsp: {
    text:
      'VSP members usually do not need an ID card, so use the group number on your VSP bill or your plan ' +
      'summary.',
  },
  eyemed: { text: 'The group number is on the EyeMed member ID card and on your EyeMed bill.' },
  'davis-vision': { text: 'The group number is on the Davis Vision member ID card and on your bill.' },
};

const BLUE_IDS = [
  'anthem-blue-cross-ca',
  'arkansas-blue-cross',
  'bcbs-alabama',
  'bcbs-arizona',
  'bcbs-illinois',
  'bcbs-kansas',
  'blue-kc',
  'bcbs-louisiana',
  'bcbs-massachusetts',
  'bcbs-michigan',
  'bcbs-minnesota',
  'bcbs-mississippi',
  'bcbs-montana',
  'bcbs-nebraska',
  'bcbs-new-mexico',
  'blue-cross-nc',
  'bcbs-oklahoma',
  'bcbs-south-carolina',
  'bcbs-tennessee',
  'bcbs-texas',
  'blue-cross-idaho',
  'blue-shield-ca',
  'capital-blue-cross',
  'carefirst',
  'excellus',
  'florida-blue',
  'highmark',
  'hmsa',
  'horizon',
  'independence',
  'premera',
  'regence',
  'wellmark',
];

const LIFE_AND_DISABILITY_IDS = [
  'aflac',
  'anthem-life',
  'colonial-life',
  'lincoln-financial',
  'mutual-of-omaha',
  'new-york-life-gbs',
  'prudential',
  'reliance-standard',
  'securian',
  'sun-life',
  'symetra',
  'the-hartford',
  'the-standard',
  'unum',
  'voya',
];

const MULTI_LINE_IDS = ['ameritas', 'beam', 'guardian', 'humana', 'metlife', 'principal'];

for (const id of BLUE_IDS) BY_CARRIER[id] ??= { text: BLUE };
for (const id of LIFE_AND_DISABILITY_IDS) BY_CARRIER[id] ??= { text: LIFE_AND_DISABILITY };
for (const id of MULTI_LINE_IDS) BY_CARRIER[id] ??= { text: MULTI_LINE };

/** The carriers with guidance of their own (the rest get the default). */
export const CARRIERS_WITH_GROUP_ID_GUIDANCE: readonly string[] = Object.keys(BY_CARRIER);

/**
 * Where the employer finds the group number for a carrier, in its state when that changes the answer
 * (a two-letter code, any case; null or unknown gives the carrier's general guidance).
 */
export function groupIdGuidance(carrierId: string, state: string | null): string {
  const guidance = Object.hasOwn(BY_CARRIER, carrierId) ? BY_CARRIER[carrierId]! : null;
  if (!guidance) return GROUP_ID_GUIDANCE_DEFAULT;
  const code = state?.trim().toUpperCase();
  return (code && guidance.states?.[code]) || guidance.text;
}
