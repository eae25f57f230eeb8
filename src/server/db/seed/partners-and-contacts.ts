import { GROUPCOVER_SUPPORT_EMAIL } from '@shared/domain/registration/support';
import { partners, supportContacts } from '../schema';
import { demoId, SEEDED_AT, svgDataUrl, type Tx } from './deterministic';

/** Partner brandings: a payroll partner that syncs employee fields, and an accounting firm. */
export const DEMO_PARTNERS = {
  paycove: {
    id: demoId('partner:paycove'),
    slug: 'paycove',
    name: 'Paycove Payroll',
    color: '#0b5cad',
    supportEmail: 'benefits-support@paycove.example.com',
  },
  ledgerline: {
    id: demoId('partner:ledgerline'),
    slug: 'ledgerline',
    name: 'Ledgerline Accounting',
    color: '#6b2c91',
    supportEmail: 'help@ledgerline.example.com',
  },
} as const;
export type DemoPartnerKey = keyof typeof DEMO_PARTNERS;

/** Employee-form fields the payroll partner owns (read-only in the application). */
export const PAYCOVE_SYNCED_FIELDS = ['firstName', 'lastName', 'bornAt', 'hiredAt', 'annualSalary'];

function logo(initials: string, name: string, color: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="${name}">` +
      `<rect width="40" height="40" rx="8" fill="${color}"/>` +
      `<text x="20" y="26" font-family="Helvetica,Arial,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
      `<text x="50" y="26" font-family="Helvetica,Arial,sans-serif" font-size="15" font-weight="600" fill="#1f2933">${name}</text>` +
      '</svg>',
  );
}

const PARTNER_ROWS: (typeof partners.$inferInsert)[] = [
  {
    ...DEMO_PARTNERS.paycove,
    logoUrl: logo('PC', 'Paycove Payroll', DEMO_PARTNERS.paycove.color),
    editEmployeeLink: 'https://app.paycove.example.com/people',
    syncedEmployeeFields: PAYCOVE_SYNCED_FIELDS,
    hideLogout: false,
    integrationKind: 'payroll',
    marketing: null,
  },
  {
    ...DEMO_PARTNERS.ledgerline,
    logoUrl: logo('LA', 'Ledgerline', DEMO_PARTNERS.ledgerline.color),
    editEmployeeLink: null,
    syncedEmployeeFields: [],
    hideLogout: false,
    integrationKind: 'accounting',
    marketing: {
      accountId: 'ledgerline-demo',
      productId: 'groupcover-benefits',
      navBarUrl: 'https://www.ledgerline.example.com/',
    },
  },
];

/** Footer support contacts: one broker per company, and the Groupcover benefits-administration desk. */
export const DEMO_SUPPORT_CONTACTS = {
  benefitsDesk: {
    id: demoId('contact:benefits-desk'),
    kind: 'benefits_administration',
    name: 'Groupcover Benefits Administration',
    supportPhone: '(800) 555-0148',
    supportEmail: GROUPCOVER_SUPPORT_EMAIL,
  },
  westbridge: {
    id: demoId('contact:westbridge'),
    kind: 'broker',
    name: 'Karen Liu, Westbridge Insurance Services',
    supportPhone: '(415) 555-0142',
    supportEmail: 'karen.liu@westbridge-ins.example.com',
  },
  pecan: {
    id: demoId('contact:pecan'),
    kind: 'broker',
    name: 'Marcus Delgado, Pecan Street Benefits',
    supportPhone: '(512) 555-0167',
    supportEmail: 'marcus@pecanstreetbenefits.example.com',
  },
  catskill: {
    id: demoId('contact:catskill'),
    kind: 'broker',
    name: 'Theresa Oyelaran, Catskill Benefit Partners',
    supportPhone: '(845) 555-0131',
    supportEmail: 'toyelaran@catskillbenefits.example.com',
  },
  lakeshore: {
    id: demoId('contact:lakeshore'),
    kind: 'broker',
    name: 'Brian Kowalski, Lakeshore Employee Benefits',
    supportPhone: '(716) 555-0189',
    supportEmail: 'bkowalski@lakeshorebenefits.example.com',
  },
} as const satisfies Record<string, typeof supportContacts.$inferInsert>;
export type DemoContactKey = keyof typeof DEMO_SUPPORT_CONTACTS;

export async function insertPartnersAndContacts(tx: Tx): Promise<void> {
  await tx
    .insert(partners)
    .values(PARTNER_ROWS.map((p) => ({ ...p, createdAt: SEEDED_AT, updatedAt: SEEDED_AT })));
  await tx.insert(supportContacts).values(Object.values(DEMO_SUPPORT_CONTACTS));
}
