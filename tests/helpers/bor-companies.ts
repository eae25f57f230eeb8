/**
 * Companies for the broker-of-record API tests: a California company's information as the forms send it, and a
 * New York company of a test's own (decision 0081) with its information, one medical plan, and a broker and an
 * administrator of its own, both signed in.
 */
import { createCompany, createCompanyAdministrator } from '../factories';
import type { ApiSuite } from './api-suite';
import { type Agent, demoPasswordHash } from './test-app';

export const CA_BOR_PROFILE = {
  name: 'Mission Bay Dental Group',
  contactName: "Ana O'Neill",
  contactTitle: 'Chief Executive Officer',
  email: 'ana@missionbay.example.com',
  address1: '500 Terry Francois Blvd',
  city: 'San Francisco',
  state: 'CA',
  zip: '94158',
  contactPhoneNumber: '(415) 555-0142',
  partnerPrimaryPhoneNumber: '',
  partnerPrimaryEmail: '',
  fein: '12-3456789',
};

export const NY_BOR_PROFILE = {
  name: 'Rondout Test Bakery',
  contactName: 'Theo Marchetti',
  contactTitle: 'Owner',
  email: 'office@rondout-test.example.com',
  address1: '312 Wall Street',
  city: 'Kingston',
  state: 'NY',
  zip: '12401',
  contactPhoneNumber: '(845) 555-0142',
  partnerPrimaryPhoneNumber: '',
  partnerPrimaryEmail: '',
  fein: '14-1846532',
};

export const NY_BOR_PLANS = {
  plans: {
    medical: [
      {
        id: 'm1',
        planName: 'Empire Gold',
        insuranceCompany: 'other',
        otherInsuranceCompany: 'Empire BlueCross',
        groupIDNumber: 'EB-4410',
      },
    ],
  },
};

export type NyBorCompany = {
  token: string;
  companyId: string;
  broker: Agent;
  brokerName: string;
  admin: Agent;
  adminEmail: string;
};

/** A NY company with a broker and an administrator of its own, both signed in. */
export async function makeNyBorCompany(suite: ApiSuite): Promise<NyBorCompany> {
  const { company } = await createCompany(suite.db, { state: 'NY', city: 'Kingston', zip: '12401' });
  const passwordHash = await demoPasswordHash();
  const brokerAccount = await createCompanyAdministrator(suite.db, company.id, {
    passwordHash,
    role: 'broker',
  });
  const adminAccount = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  return {
    token: company.idToken,
    companyId: company.id,
    broker: await suite.loginAs(brokerAccount.email),
    brokerName: brokerAccount.name ?? '',
    admin: await suite.loginAs(adminAccount.email),
    adminEmail: adminAccount.email,
  };
}
