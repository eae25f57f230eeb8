import type {
  CoverageType,
  DeclinationReason,
  DependentType,
  EmployeeType,
  Gender,
  MaritalStatus,
  PayFrequency,
  Segment,
  YesNo,
} from '@shared/domain/enums';
import { toCentsOrNull } from '@shared/domain/money/money';
import { type ApplicationStep, listApplicationSteps, STEP_COVERAGE_TYPES } from '@shared/domain/steps/steps';
import { type FieldCipher, sealDigits } from '../../lib/field-crypto';
import {
  beneficiaryPairs,
  employeeDependents,
  employeeForms,
  employeeHealthAccounts,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
} from '../schema';
import { ACCOUNT_EMAIL_BY_EMPLOYEE_KEY, demoAccount } from './accounts';
import { type DemoPlan, demoPlan, planId } from './carriers-and-plans';
import { DEMO_COMPANIES, type DemoCompanyKey } from './companies';
import {
  accountIdFor,
  demoId,
  demoPhone,
  demoSsn,
  demoToken,
  employeeFormIdFor,
  employeePolicyIdFor,
  insertAll,
  PLAN_YEAR_START,
  PROGRESS_AT,
  rngFor,
  SEEDED_AT,
  svgDataUrl,
  type Tx,
} from './deterministic';
import { PAYCOVE_SYNCED_FIELDS } from './partners-and-contacts';

/**
 * Demo employees: 9–14 per company, with spouses, domestic partners and children, and a few applications
 * in progress, completed with coverage, or declined, so the employer dashboard shows varied statuses.
 * Addresses, phones, hire dates and SSNs are drawn from a PRNG seeded by the employee's key.
 */

/** [relationship, first name, birth date, gender, last name (defaults to the employee's)]. */
type DependentSeed = readonly [DependentType, string, string, Gender, string?];

/** A plan chosen on a line: its key, or its key with a chosen coverage amount (variable life). */
type Choice = string | readonly [planKey: string, amount: number, spouseAmount?: number];

/** The demo companies whose signed applications operations have not approved yet (the console's queue). */
const AWAITING_APPROVAL: ReadonlySet<DemoCompanyKey> = new Set(['catskill', 'elmwood']);

type Progress = {
  /** How many steps are complete, in step order; 'all' means signed and completed. */
  steps: number | 'all';
  /** Lines enrolled in; every other line reached is declined. */
  enroll?: Partial<Record<CoverageType, Choice>>;
  declined?: { reason: DeclinationReason; carrier: string; idNumber: string };
  healthAccountYearly?: number;
  beneficiary?: { name: string; relationship: string; bornAt: string; contingent?: string };
};

type EmployeeSeed = {
  key: string;
  first: string;
  mi?: string;
  last: string;
  gender: Gender;
  born: string;
  marital: MaritalStatus;
  job: string;
  salary: number;
  type?: EmployeeType;
  /** A non-default employee role. */
  role?: string;
  tobacco?: YesNo;
  /** Holds an SSN (stored encrypted with its last four). */
  ssn?: boolean;
  noZip?: boolean;
  family?: readonly DependentSeed[];
  progress?: Progress;
};

type Locale = {
  domain: string;
  payFrequency: PayFrequency;
  areaCodes: readonly string[];
  places: readonly (readonly [city: string, zip: string])[];
  streets: readonly string[];
};

const LOCALES: Record<DemoCompanyKey, Locale> = {
  harborview: {
    domain: 'harborview-arch.example.com',
    payFrequency: 'semimonthly',
    areaCodes: ['415', '510', '650'],
    places: [
      ['San Francisco', '94110'],
      ['San Francisco', '94117'],
      ['San Francisco', '94122'],
      ['San Francisco', '94114'],
      ['Oakland', '94610'],
      ['Oakland', '94611'],
      ['Berkeley', '94703'],
      ['Daly City', '94015'],
      ['San Mateo', '94401'],
      ['Alameda', '94501'],
    ],
    streets: [
      'Valencia St',
      'Irving St',
      'Grand Ave',
      'Shattuck Ave',
      'Park St',
      'Noe St',
      'Lakeshore Ave',
      'Hillsdale Blvd',
    ],
  },
  bluebonnet: {
    domain: 'bluebonnetsupply.example.com',
    payFrequency: 'biweekly',
    areaCodes: ['512', '737'],
    places: [
      ['Austin', '78704'],
      ['Austin', '78745'],
      ['Austin', '78731'],
      ['Austin', '78758'],
      ['Round Rock', '78664'],
      ['Pflugerville', '78660'],
      ['Cedar Park', '78613'],
      ['Georgetown', '78626'],
    ],
    streets: [
      'Burnet Rd',
      'Manchaca Rd',
      'Slaughter Ln',
      'Parmer Ln',
      'Mesa Dr',
      'Barton Springs Rd',
      'Main St',
      'Pecan St',
    ],
  },
  catskill: {
    domain: 'catskillprovisions.example.com',
    payFrequency: 'weekly',
    areaCodes: ['845'],
    places: [
      ['Kingston', '12401'],
      ['Saugerties', '12477'],
      ['New Paltz', '12561'],
      ['Woodstock', '12498'],
      ['Rhinebeck', '12572'],
      ['Hurley', '12443'],
    ],
    streets: ['Broadway', 'Main St', 'Albany Ave', 'Tinker St', 'Market St', 'Church St', 'Maple Ln'],
  },
  elmwood: {
    domain: 'elmwoodpt.example.com',
    payFrequency: 'biweekly',
    areaCodes: ['716'],
    places: [
      ['Buffalo', '14201'],
      ['Buffalo', '14216'],
      ['Buffalo', '14222'],
      ['Buffalo', '14213'],
      ['Amherst', '14226'],
      ['Tonawanda', '14150'],
      ['Williamsville', '14221'],
      ['Orchard Park', '14127'],
      ['Cheektowaga', '14225'],
    ],
    streets: [
      'Delaware Ave',
      'Hertel Ave',
      'Niagara Falls Blvd',
      'Transit Rd',
      'Main St',
      'Elmwood Ave',
      'Sheridan Dr',
    ],
  },
  juniper: {
    domain: 'juniperlandscape.example.com',
    payFrequency: 'biweekly',
    areaCodes: ['619', '858'],
    places: [
      ['San Diego', '92101'],
      ['San Diego', '92104'],
      ['San Diego', '92116'],
      ['Chula Vista', '91910'],
      ['La Mesa', '91942'],
      ['El Cajon', '92020'],
    ],
    streets: ['University Ave', 'Adams Ave', 'Broadway', 'Third Ave', 'Grossmont Blvd'],
  },
};

type Extras = Omit<
  EmployeeSeed,
  'key' | 'first' | 'mi' | 'last' | 'gender' | 'born' | 'marital' | 'job' | 'salary'
>;
type Sex = 'F' | 'M';
const GENDER: Record<Sex, Gender> = { F: 'female', M: 'male' };

/** One employee: "First [M] Last", sex, birth date, marital status, job title, annual salary, extras. */
function emp(
  name: string,
  sex: Sex,
  born: string,
  marital: MaritalStatus,
  job: string,
  salary: number,
  extras: Extras = {},
): EmployeeSeed {
  const parts = name.split(' ');
  const [first, mi, last] = parts.length === 3 ? parts : [parts[0], undefined, parts[1]];
  const key = `${first}-${last}`.toLowerCase().replace(/[^a-z-]/g, '');
  return { key, first: first!, mi, last: last!, gender: GENDER[sex], born, marital, job, salary, ...extras };
}
const spouse = (first: string, born: string, sex: Sex): DependentSeed => ['spouse', first, born, GENDER[sex]];
const child = (first: string, born: string, sex: Sex): DependentSeed => ['child', first, born, GENDER[sex]];
const partner = (name: string, born: string, sex: Sex): DependentSeed => {
  const [first, last] = name.split(' ') as [string, string];
  return ['domestic_partner', first, born, GENDER[sex], last];
};

const EMPLOYEES: Record<DemoCompanyKey, readonly EmployeeSeed[]> = {
  harborview: [
    emp('Emily R Carter', 'F', '1989-06-14', 'married', 'Project Architect', 96000, {
      family: [
        spouse('Michael', '1987-02-03', 'M'),
        child('Ava', '2017-09-22', 'F'),
        child('Noah', '2020-04-08', 'M'),
      ],
    }),
    emp('David Okafor', 'M', '1974-11-02', 'married', 'Founding Principal', 185000, {
      type: 'owner',
      role: 'Management',
      ssn: true,
      // Chidi is 23 on the plan start date: a child aged 21+ is charged at his own age factor.
      family: [
        spouse('Grace', '1976-05-19', 'F'),
        child('Chidi', '2003-08-30', 'M'),
        child('Amara', '2008-01-15', 'F'),
      ],
    }),
    emp('Marcus Lee', 'M', '1995-09-27', 'single', 'Junior Designer', 68000, { noZip: true }),
    emp('Sofia L Martinez', 'F', '1983-03-11', 'married', 'Studio Director', 142000, {
      role: 'Management',
      ssn: true,
      // Five children under 21: only the three oldest are charged for medical.
      family: [
        spouse('Javier', '1981-07-25', 'M'),
        child('Lucia', '2008-10-02', 'F'),
        child('Mateo', '2011-04-17', 'M'),
        child('Isabella', '2014-06-09', 'F'),
        child('Diego', '2017-12-01', 'M'),
        child('Camila', '2021-08-23', 'F'),
      ],
    }),
    // 65 on the plan start date: over the whole life maximum issue age, top of the CMS curve.
    emp('Robert J Hughes', 'M', '1961-08-05', 'married', 'Senior Specifications Writer', 112000, {
      ssn: true,
      family: [spouse('Linda', '1963-02-14', 'F')],
    }),
    emp('Priya Raman', 'F', '1991-12-19', 'domestic_partner', 'BIM Manager', 104000, {
      ssn: true,
      family: [partner('Alex Chen', '1990-04-30', 'M')],
    }),
    emp('James T Whitaker', 'M', '1986-02-22', 'married', 'Senior Project Manager', 128000, {
      role: 'Management',
      ssn: true,
      family: [spouse('Hannah', '1988-10-03', 'F'), child('Leo', '2019-05-14', 'M')],
      progress: {
        steps: 'all',
        enroll: {
          medical: 'ca-med-silver-hsa-2500',
          dental: 'ca-den-ppo',
          vision: 'ca-vis-vsp',
          accident: 'ca-acc-metlife-basic',
          life: ['ca-life-voluntary', 250000, 100000],
          whole_life: 'ca-whole-life',
          short_term_disability: 'ca-std',
          long_term_disability: 'ca-ltd',
        },
        healthAccountYearly: 2400,
        beneficiary: {
          name: 'Hannah Whitaker',
          relationship: 'Spouse',
          bornAt: '1988-10-03',
          contingent: 'Leo Whitaker',
        },
      },
    }),
    emp('Kenji Tanaka', 'M', '1998-07-08', 'single', 'Architectural Designer', 74000, {
      progress: { steps: 3, enroll: { medical: 'ca-med-gold-ppo-500' } },
    }),
    emp('Aisha Johnson', 'F', '1979-04-26', 'married', 'Office Manager', 72000, {
      family: [
        spouse('Terrence', '1977-09-13', 'M'),
        child('Jada', '2010-03-05', 'F'),
        child('Malik', '2013-11-21', 'M'),
      ],
      progress: { steps: 2 },
    }),
    emp('Thomas Becker', 'M', '1969-10-30', 'married', 'Senior Associate', 136000, {
      ssn: true,
      family: [spouse('Karen', '1970-06-08', 'F')],
    }),
    emp('Nina Petrova', 'F', '2001-01-17', 'single', 'Architectural Drafter', 58000),
    emp('Samuel Wright', 'M', '1990-05-03', 'single', 'Rendering Consultant', 82000, { type: '1099' }),
    emp('Grace S Kim', 'F', '1966-12-12', 'married', 'Controller', 118000, {
      ssn: true,
      family: [spouse('Daniel', '1964-03-29', 'M')],
      progress: { steps: 5, enroll: { dental: 'ca-den-ppo', vision: 'ca-vis-eyemed' } },
    }),
    emp('Oliver Nguyen', 'M', '1993-08-16', 'married', 'Landscape Architect', 89000, {
      family: [spouse('Mai', '1994-02-27', 'F'), child('An', '2024-06-11', 'M')],
    }),
  ],
  bluebonnet: [
    emp('Diego Salazar', 'M', '1988-09-09', 'married', 'Warehouse Supervisor', 64000, {
      role: 'Management',
      tobacco: 'No',
      family: [spouse('Rosa', '1990-01-21', 'F'), child('Gabriel', '2015-07-04', 'M')],
    }),
    emp('Hannah Brooks', 'F', '1992-03-30', 'married', 'Inside Sales Representative', 52000, {
      tobacco: 'No',
      ssn: true,
      family: [spouse('Tyler', '1991-11-11', 'M')],
      progress: {
        steps: 'all',
        declined: { reason: 'spouse_parent_plan', carrier: 'Aetna', idNumber: 'W284619037' },
      },
    }),
    emp('William Turner', 'M', '1970-02-18', 'married', 'Owner', 150000, {
      type: 'owner',
      role: 'Management',
      tobacco: 'Yes',
      ssn: true,
      family: [spouse('Cheryl', '1972-08-09', 'F')],
    }),
    emp('Maria E Garcia', 'F', '1985-06-06', 'married', 'Accounts Payable Specialist', 48000, {
      tobacco: 'No',
      ssn: true,
      family: [
        spouse('Luis', '1983-04-02', 'M'),
        child('Sofia', '2009-09-14', 'F'),
        child('Daniel', '2012-02-28', 'M'),
        child('Valeria', '2016-10-19', 'F'),
        child('Emilio', '2019-05-07', 'M'),
      ],
      progress: {
        steps: 'all',
        enroll: { medical: 'tx-med-silver-ppo-3000', dental: 'tx-den-ppo', vision: 'tx-vis-vsp' },
      },
    }),
    emp('Jacob Miller', 'M', '1999-12-01', 'single', 'Forklift Operator', 41000, {
      tobacco: 'Yes',
      progress: { steps: 1 },
    }),
    emp('Ashley Nguyen', 'F', '1994-07-23', 'single', 'Customer Service Lead', 46000, { tobacco: 'No' }),
    emp('Brandon Scott', 'M', '1980-01-09', 'domestic_partner', 'Fleet Manager', 72000, {
      tobacco: 'No',
      family: [partner('Jamie Rivera', '1982-05-16', 'M')],
    }),
    emp('LaToya Washington', 'F', '1976-10-27', 'single', 'Purchasing Manager', 78000, {
      role: 'Management',
      tobacco: 'No',
      ssn: true,
      family: [child('Jordan', '2007-03-12', 'M')],
    }),
    emp('Kevin Pham', 'M', '1996-04-14', 'married', 'Logistics Coordinator', 50000, {
      tobacco: 'No',
      family: [spouse('Linh', '1997-09-02', 'F')],
      progress: { steps: 3, enroll: { medical: 'tx-med-gold-hmo-1000' } },
    }),
    emp('Ruth Anderson', 'F', '1962-05-08', 'married', 'Bookkeeper', 55000, {
      tobacco: 'No',
      family: [spouse('Harold', '1959-12-19', 'M')],
    }),
    emp('Carlos Mendoza', 'M', '1987-11-30', 'married', 'Delivery Driver', 44000, {
      tobacco: 'Yes',
      family: [
        spouse('Ana', '1989-08-15', 'F'),
        child('Marco', '2014-01-26', 'M'),
        child('Elena', '2018-06-30', 'F'),
      ],
    }),
  ],
  catskill: [
    emp('Abigail Foster', 'F', '1990-02-11', 'married', 'Head Baker', 61000, {
      role: 'Management',
      family: [spouse('Nathan', '1989-06-25', 'M'), child('Lily', '2021-03-19', 'F')],
    }),
    emp('Ethan Russo', 'M', '1978-07-14', 'married', 'Owner and Head Pastry Chef', 95000, {
      type: 'owner',
      role: 'Management',
      ssn: true,
      family: [
        spouse('Claire', '1980-11-02', 'F'),
        child('Luca', '2010-12-05', 'M'),
        child('Gianna', '2013-04-22', 'F'),
      ],
    }),
    emp("Megan O'Brien", 'F', '1997-09-30', 'single', 'Baker', 42000, {
      ssn: true,
      progress: {
        steps: 'all',
        enroll: { dental: 'ny-den-guardian', vision: 'ny-vis-vsp', life: 'ny-life-basic' },
        beneficiary: { name: "Patricia O'Brien", relationship: 'Parent', bornAt: '1968-04-12' },
      },
    }),
    emp('Tyler Schmidt', 'M', '2002-04-03', 'single', 'Counter Associate', 36000),
    emp('Rachel Cohen', 'F', '1984-08-19', 'domestic_partner', 'Pastry Chef', 54000, {
      ssn: true,
      family: [partner('Sam Levin', '1983-01-07', 'F')],
    }),
    emp('Joseph Morales', 'M', '1971-03-25', 'married', 'Delivery Driver', 39000, {
      family: [spouse('Teresa', '1973-09-09', 'F'), child('Adrian', '2005-05-15', 'M')],
    }),
    emp('Hailey Park', 'F', '1999-11-08', 'single', 'Cafe Manager', 52000, {
      role: 'Management',
      progress: { steps: 2 },
    }),
    emp('Frank Castellano', 'M', '1958-10-10', 'married', 'Bread Production Lead', 58000, {
      ssn: true,
      family: [spouse('Rosemary', '1960-04-04', 'F')],
    }),
    emp('Zoe Bennett', 'F', '1995-06-02', 'married', 'Wholesale Coordinator', 47000, {
      family: [spouse('Owen', '1994-09-18', 'M')],
    }),
  ],
  elmwood: [
    emp('Lauren Kowalczyk', 'F', '1987-01-29', 'married', 'Physical Therapist', 92000, {
      family: [
        spouse('Mark', '1986-05-11', 'M'),
        child('Emma', '2016-08-08', 'F'),
        child('Jack', '2019-02-02', 'M'),
      ],
    }),
    emp('Patrick Sullivan', 'M', '1968-09-17', 'married', 'Clinic Owner, DPT', 160000, {
      type: 'owner',
      role: 'Management',
      ssn: true,
      family: [spouse('Maureen', '1969-12-24', 'F')],
    }),
    emp('Destiny Williams', 'F', '1998-05-21', 'single', 'Physical Therapist Assistant', 56000, {
      ssn: true,
      progress: {
        steps: 'all',
        enroll: {
          medical: 'ny-med-silver-hmo',
          dental: 'ny-den-guardian',
          vision: 'ny-vis-vsp',
          short_term_disability: 'ny-std',
          long_term_disability: 'ny-ltd',
        },
      },
    }),
    emp("Michael O'Connor", 'M', '1982-12-03', 'married', 'Physical Therapist', 98000, {
      family: [
        spouse('Erin', '1984-07-07', 'F'),
        child('Liam', '2012-09-09', 'M'),
        child('Nora', '2015-11-30', 'F'),
        child('Declan', '2018-04-14', 'M'),
      ],
    }),
    emp('Jasmine Reyes', 'F', '1993-10-10', 'single', 'Front Desk Coordinator', 42000, {
      role: 'Front Office',
      progress: { steps: 1 },
    }),
    emp('Andrew Zhang', 'M', '1990-03-03', 'domestic_partner', 'Occupational Therapist', 89000, {
      ssn: true,
      family: [partner('Jordan Ellis', '1991-07-19', 'F')],
    }),
    emp('Karen Lombardi', 'F', '1964-06-16', 'married', 'Billing Manager', 68000, {
      role: 'Management',
      family: [spouse('Vincent', '1962-02-08', 'M')],
    }),
    emp('Tyrone Jackson', 'M', '2000-08-25', 'single', 'Rehab Aide', 35000),
    emp('Natalie Wisniewski', 'F', '1979-11-14', 'married', 'Practice Manager', 74000, {
      role: 'Management',
      family: [spouse('Greg', '1977-03-22', 'M'), child('Ava', '2009-06-01', 'F')],
    }),
  ],
  // Everyone signed for the 2026 plan year; the renewal (renewals.ts) starts from these elections.
  juniper: [
    emp('Diego Alvarez', 'M', '1986-07-09', 'married', 'Crew Lead', 62000, {
      family: [spouse('Marisol', '1988-03-15', 'F'), child('Mateo', '2018-10-02', 'M')],
      progress: {
        steps: 'all',
        enroll: { medical: 'ca-med-gold-ppo-500', dental: 'ca-den-ppo', vision: 'ca-vis-vsp' },
      },
    }),
    emp('Priya Nair', 'F', '1991-02-21', 'single', 'Office Manager', 71000, {
      role: 'Office',
      progress: { steps: 'all', enroll: { medical: 'ca-med-silver-hsa-2500', dental: 'ca-den-ppo' } },
    }),
    emp('Tom Becker', 'M', '1968-12-04', 'married', 'Irrigation Specialist', 58000, {
      family: [spouse('Linda', '1970-06-30', 'F')],
      progress: { steps: 'all', enroll: { medical: 'ca-med-gold-ppo-500', dental: 'ca-den-ppo' } },
    }),
    emp('Lena Park', 'F', '1997-05-18', 'single', 'Landscape Designer', 64000, {
      progress: {
        steps: 'all',
        enroll: { dental: 'ca-den-ppo', vision: 'ca-vis-vsp' },
        declined: { reason: 'spouse_parent_plan', carrier: 'Kaiser Permanente', idNumber: 'K55120448' },
      },
    }),
    emp('Omar Haddad', 'M', '1979-08-27', 'married', 'Equipment Operator', 55000, {
      family: [
        spouse('Yasmin', '1982-01-12', 'F'),
        child('Sami', '2011-04-19', 'M'),
        child('Nour', '2014-09-07', 'F'),
      ],
      progress: {
        steps: 'all',
        enroll: { medical: 'ca-med-silver-hsa-2500', dental: 'ca-den-ppo', vision: 'ca-vis-vsp' },
      },
    }),
    emp('Marcus Reyes', 'M', '2001-03-08', 'single', 'Landscape Technician', 42000, {
      progress: { steps: 'all', enroll: { medical: 'ca-med-silver-hsa-2500' } },
    }),
    emp('Hannah Osei', 'F', '1993-10-14', 'married', 'Arborist', 57000, {
      family: [spouse('Kwame', '1990-07-22', 'M')],
      progress: {
        steps: 'all',
        declined: { reason: 'spouse_parent_plan', carrier: 'Aetna', idNumber: 'W731940285' },
      },
    }),
    emp('Grace Liu', 'F', '1973-11-30', 'single', 'Controller', 98000, {
      role: 'Office',
      family: [child('Ethan', '2006-12-12', 'M')],
      progress: {
        steps: 'all',
        enroll: { medical: 'ca-med-gold-ppo-500', dental: 'ca-den-ppo', vision: 'ca-vis-vsp' },
      },
    }),
  ],
};

/** Demo employee seeds by company (read-only), e.g. for tests that need a specific family. */
export const DEMO_EMPLOYEES: Readonly<Record<DemoCompanyKey, readonly EmployeeSeed[]>> = EMPLOYEES;

/** Stable employee form ids of the employees the demo accounts and tests refer to. */
export const DEMO_EMPLOYEE_FORM_IDS = {
  employee: employeeFormIdFor('emily-carter'),
  enrolled: employeeFormIdFor('james-whitaker'),
  noZip: employeeFormIdFor('marcus-lee'),
  overSixtyFour: employeeFormIdFor('robert-hughes'),
  fiveChildren: employeeFormIdFor('sofia-martinez'),
  adultChild: employeeFormIdFor('david-okafor'),
  texas: employeeFormIdFor('diego-salazar'),
  declined: employeeFormIdFor('hannah-brooks'),
  newYork: employeeFormIdFor('abigail-foster'),
  buffalo: employeeFormIdFor('lauren-kowalczyk'),
} as const;

/** The steps a seeded application completes, in order: the shared step list, without `done` (a page). */
function stepsFor(company: DemoCompanyKey): { name: ApplicationStep; coverage?: CoverageType }[] {
  const c = DEMO_COMPANIES[company];
  return listApplicationSteps({
    offeredCoverageTypes: c.offeredCoverageTypes,
    healthAccountStatus: c.hasHealthAccount ? 'done' : 'not_offered',
  })
    .filter((step) => step !== 'done')
    .map((name) => ({
      name,
      coverage: (STEP_COVERAGE_TYPES as Partial<Record<ApplicationStep, CoverageType>>)[name],
    }));
}

/** Who signs for employees without an account: their administrator (or broker) in admin mode. */
/** When the people of an enrolled demo plan year (Juniper's 2026) signed: its open enrollment in late 2025. */
const ENROLLED_SIGNED_AT = new Date('2025-11-20T18:00:00.000Z');

const ADMIN_SIGNER: Record<DemoCompanyKey, string> = {
  harborview: 'admin@example.com',
  bluebonnet: 'admin@example.com',
  catskill: 'admin.ny@example.com',
  elmwood: 'broker@example.com',
  juniper: 'admin@example.com',
};

const SIGNATURE = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100">' +
    '<path d="M20 70 C40 20 60 20 70 60 S100 90 120 50 S160 20 175 60 S215 80 235 45 S270 40 280 55" ' +
    'fill="none" stroke="#111" stroke-width="3" stroke-linecap="round"/></svg>',
);

/** Whole years between a birth date and a date (both yyyy-mm-dd). */
function ageOn(born: string, on: string): number {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

function segmentOf(deps: readonly DependentSeed[]): Segment {
  const spouse = deps.some(([rel]) => rel !== 'child');
  const children = deps.some(([rel]) => rel === 'child');
  return spouse ? (children ? 'ee_family' : 'ee_spouse') : children ? 'ee_children' : 'ee_only';
}

const LIFE_LINES: readonly CoverageType[] = ['life', 'term_life', 'whole_life'];
const FAMILY_LINES: readonly CoverageType[] = ['medical', 'dental', 'vision', 'accident'];

type Rows = {
  forms: (typeof employeeForms.$inferInsert)[];
  dependents: (typeof employeeDependents.$inferInsert)[];
  policies: (typeof employeePolicies.$inferInsert)[];
  steps: (typeof employeePolicySteps.$inferInsert)[];
  coverages: (typeof employeePolicyCoverages.$inferInsert)[];
  enrollments: (typeof employeePolicyDependentEnrollments.$inferInsert)[];
  beneficiaries: (typeof beneficiaryPairs.$inferInsert)[];
  healthAccounts: (typeof employeeHealthAccounts.$inferInsert)[];
};

function buildEmployee(
  rows: Rows,
  cipher: FieldCipher,
  company: DemoCompanyKey,
  e: EmployeeSeed,
  index: number,
) {
  const c = DEMO_COMPANIES[company];
  const locale = LOCALES[company];
  const r = rngFor(`employee:${e.key}`);
  const formId = employeeFormIdFor(e.key);
  const policyId = employeePolicyIdFor(e.key);
  const accountEmail = ACCOUNT_EMAIL_BY_EMPLOYEE_KEY.get(e.key);
  const [city, zip] = r.pick(locale.places);
  const completed = e.progress?.steps === 'all';
  const hasSsn = e.ssn || completed;
  const ssn = hasSsn ? sealDigits(cipher, demoSsn(e.key)) : null;
  const bornYear = Number(e.born.slice(0, 4));
  const hiredYear = r.int(Math.max(bornYear + 22, 2008), 2025);
  const hiredAt = `${hiredYear}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const emailName = `${e.first}.${e.last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const partnerSynced = company === 'bluebonnet';

  rows.forms.push({
    id: formId,
    hashId: demoToken(`employee-hash:${e.key}`, 16),
    companyId: c.id,
    accountId: accountEmail ? accountIdFor(accountEmail) : null,
    employeeRoleId: e.role ? c.roleIds[e.role]! : c.defaultRoleId,
    firstName: e.first,
    middleInitial: e.mi ?? null,
    lastName: e.last,
    email: accountEmail ?? `${emailName}@${locale.domain}`,
    homeAddress: e.noZip ? null : `${r.int(12, 4980)} ${r.pick(locale.streets)}`,
    city: e.noZip ? null : city,
    state: c.state,
    zipCode: e.noZip ? null : zip,
    homePhoneNumber: demoPhone(`home:${e.key}`, r.pick(locale.areaCodes)),
    workPhoneNumber: demoPhone(`work:${e.key}`, locale.areaCodes[0]!),
    bornAt: e.born,
    gender: e.gender,
    tobaccoUser: e.tobacco ?? null,
    maritalStatus: e.marital,
    annualSalaryCents: toCentsOrNull(e.salary),
    payFrequency: locale.payFrequency,
    jobTitle: e.job,
    hiredAt,
    employeeType: e.type ?? 'full_time',
    ssnEncrypted: ssn?.encrypted ?? null,
    ssnLast4: ssn?.last4 ?? null,
    syncedFields: partnerSynced ? PAYCOVE_SYNCED_FIELDS : [],
    externalId: partnerSynced ? `PC-${10400 + index * 7}` : null,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });

  const family = e.family ?? [];
  const dependentIds = family.map((_, i) => demoId(`dependent:${e.key}:${i}`));
  family.forEach(([dependentType, firstName, bornAt, gender, lastName], i) => {
    const depSsn = completed ? sealDigits(cipher, demoSsn(`${e.key}:${i}`)) : null;
    rows.dependents.push({
      id: dependentIds[i]!,
      employeeFormId: formId,
      firstName,
      lastName: lastName ?? e.last,
      bornAt,
      gender,
      dependentType,
      ssnEncrypted: depSsn?.encrypted ?? null,
      ssnLast4: depSsn?.last4 ?? null,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    });
  });

  const progress = e.progress;
  const signedAt = c.planYearStatus === 'enrolled' ? ENROLLED_SIGNED_AT : PROGRESS_AT;
  const signer = accountEmail ?? ADMIN_SIGNER[company];
  const signerId = demoAccount(signer).id;
  rows.policies.push({
    id: policyId,
    employeeFormId: formId,
    companyPolicyId: c.companyPolicyId,
    // Juniper's people signed before its 2026 plan year began and are enrolled in it.
    status: c.planYearStatus === 'enrolled' && completed ? 'enrolled' : 'upcoming',
    effectiveAt: c.planYearStart,
    declinationReason: progress?.declined?.reason ?? null,
    declinationReason1CarrierName: progress?.declined?.carrier ?? null,
    declinationReason1IdNumber: progress?.declined?.idNumber ?? null,
    signatureImageDataUrl: completed ? SIGNATURE : null,
    signedAt: completed ? signedAt : null,
    signedByAccountId: completed ? signerId : null,
    signedInAdminMode: completed ? !accountEmail : null,
    completedAt: completed ? signedAt : null,
    // Operations' review (decisions 0064, 0071): Catskill's and Elmwood's signed applications wait in the queue
    // (not billed, deducted or sent to a carrier until approved); every other signed application was approved.
    reviewStatus: completed ? (AWAITING_APPROVAL.has(company) ? 'submitted' : 'approved') : null,
    createdAt: c.planYearStatus === 'enrolled' ? ENROLLED_SIGNED_AT : SEEDED_AT,
    updatedAt: completed ? signedAt : SEEDED_AT,
  });
  if (!progress) return;

  const allSteps = stepsFor(company);
  const done = progress.steps === 'all' ? allSteps : allSteps.slice(0, progress.steps);
  const by = progress.steps === 'all' ? signerId : accountEmail ? accountIdFor(accountEmail) : signerId;
  for (const step of done) {
    rows.steps.push({
      employeePolicyId: policyId,
      step: step.name,
      completedAt: PROGRESS_AT,
      completedByAccountId: by,
    });
    if (step.coverage)
      addCoverage(rows, e, policyId, dependentIds, step.coverage, progress.enroll?.[step.coverage]);
  }
  if (completed && progress.healthAccountYearly !== undefined)
    rows.healthAccounts.push({
      employeePolicyId: policyId,
      yearlyContributionAmountCents: toCentsOrNull(progress.healthAccountYearly),
      updatedAt: PROGRESS_AT,
    });
  if (progress.beneficiary) {
    const b = progress.beneficiary;
    rows.beneficiaries.push({
      employeeFormId: formId,
      beneficiary1Name: b.name,
      beneficiary1Relationship: b.relationship,
      beneficiary1Percentage: 100,
      beneficiary1BirthDate: b.bornAt,
      beneficiary1PhoneNumber: demoPhone(`beneficiary:${e.key}`, locale.areaCodes[0]!),
      beneficiary2Type: b.contingent ? 'contingent' : 'none',
      beneficiary2Name: b.contingent ?? null,
      beneficiary2Relationship: b.contingent ? 'Child' : null,
      beneficiary2Percentage: b.contingent ? 100 : null,
      updatedAt: PROGRESS_AT,
    });
  }
}

function addCoverage(
  rows: Rows,
  e: EmployeeSeed,
  policyId: string,
  dependentIds: string[],
  type: CoverageType,
  choice: Choice | undefined,
) {
  if (!choice) {
    rows.coverages.push({
      employeePolicyId: policyId,
      coverageType: type,
      isEnrolling: 'No',
      updatedAt: PROGRESS_AT,
    });
    return;
  }
  const [planKey, amount, spouseAmount] = typeof choice === 'string' ? [choice] : choice;
  const plan: DemoPlan = demoPlan(planKey);
  // Dependents who may join: children up to 26, everyone on family lines.
  const family = (e.family ?? [])
    .map((d, i) => ({ d, id: dependentIds[i]! }))
    .filter(({ d }) => d[0] !== 'child' || ageOn(d[2], PLAN_YEAR_START) < 26);
  const isLife = LIFE_LINES.includes(type);
  const spouse = family.find(({ d }) => d[0] !== 'child');
  const children = family.filter(({ d }) => d[0] === 'child');
  const spouseCoverage =
    isLife && plan.spouseCoverage && spouse
      ? (toCentsOrNull(spouseAmount) ?? plan.spouseCoverageAmountCents ?? null)
      : null;
  const childCoverage =
    isLife && plan.childCoverage && children.length > 0 ? (plan.childCoverageAmountCents ?? null) : null;
  rows.coverages.push({
    employeePolicyId: policyId,
    coverageType: type,
    isEnrolling: 'Yes',
    planId: planId(planKey),
    segment: plan.pricingType === 'age' ? null : segmentOf(family.map(({ d }) => d)),
    coverageAmountCents: isLife ? (toCentsOrNull(amount) ?? plan.coverageAmountCents ?? null) : null,
    spouseCoverageAmountCents: spouseCoverage,
    childCoverageAmountCents: childCoverage,
    updatedAt: PROGRESS_AT,
  });
  if (FAMILY_LINES.includes(type))
    for (const { id } of family)
      rows.enrollments.push({
        employeePolicyId: policyId,
        dependentId: id,
        coverageType: type,
        isEnrolling: true,
      });
  if (spouseCoverage && spouse)
    rows.enrollments.push({
      employeePolicyId: policyId,
      dependentId: spouse.id,
      coverageType: type,
      isEnrolling: true,
      coverageAmountCents: spouseCoverage,
    });
  if (childCoverage)
    for (const { id } of children)
      rows.enrollments.push({
        employeePolicyId: policyId,
        dependentId: id,
        coverageType: type,
        isEnrolling: true,
        coverageAmountCents: childCoverage,
      });
}

export async function insertEmployees(tx: Tx, cipher: FieldCipher): Promise<void> {
  const rows: Rows = {
    forms: [],
    dependents: [],
    policies: [],
    steps: [],
    coverages: [],
    enrollments: [],
    beneficiaries: [],
    healthAccounts: [],
  };
  for (const [company, employees] of Object.entries(EMPLOYEES) as [DemoCompanyKey, readonly EmployeeSeed[]][])
    for (const [i, e] of employees.entries()) buildEmployee(rows, cipher, company, e, i);

  await insertAll(rows.forms, (s) => tx.insert(employeeForms).values(s));
  await insertAll(rows.dependents, (s) => tx.insert(employeeDependents).values(s));
  await insertAll(rows.policies, (s) => tx.insert(employeePolicies).values(s));
  await insertAll(rows.steps, (s) => tx.insert(employeePolicySteps).values(s));
  await insertAll(rows.coverages, (s) => tx.insert(employeePolicyCoverages).values(s));
  await insertAll(rows.enrollments, (s) => tx.insert(employeePolicyDependentEnrollments).values(s));
  await insertAll(rows.beneficiaries, (s) => tx.insert(beneficiaryPairs).values(s));
  await insertAll(rows.healthAccounts, (s) => tx.insert(employeeHealthAccounts).values(s));
}
