/**
 * A New York company of a test's own for the broker-of-record tests (decision 0081): its company information and
 * one medical plan as the broker-of-record forms send them, and the company made with a broker and an
 * administrator of its own, both signed in.
 */
import { createCompany, createCompanyAdministrator } from '../factories';
import type { ApiSuite } from './api-suite';
import { type Agent, demoPasswordHash } from './test-app';

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
