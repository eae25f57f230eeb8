import type { BrokerForm } from '@shared/schemas/broker-form';
import { type Actor, canManageCompany } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/app-error';
import {
  findBenefitsAdministrationContact,
  findCompany,
  findEmployeeFormOfAccount,
  findSupportContact,
} from './broker-forms.repository';

/**
 * The footer's support contact. Employees see their company's broker; administrators, brokers and operations
 * (and employees flagged as benefits admins) see the benefits-administration desk. The company is the one
 * named by its token, else the caller's active one, else the employee's own; a token of a company the caller
 * has nothing to do with is refused.
 */
export async function findSupportContactFor(
  db: Db,
  actor: Actor,
  companyIdToken: string | undefined,
): Promise<{ brokerForm: BrokerForm }> {
  const ownForm = await findEmployeeFormOfAccount(db, actor.accountId);
  const defaultCompanyId = actor.activeCompanyId ?? ownForm?.companyId ?? null;
  const company = companyIdToken
    ? await findCompany(db, { idToken: companyIdToken })
    : defaultCompanyId
      ? await findCompany(db, { id: defaultCompanyId })
      : null;
  if (companyIdToken && !company) throw notFound('That company');
  if (company && !canManageCompany(actor, company.id) && company.id !== ownForm?.companyId) throw forbidden();

  const wantsBenAdmin = actor.role !== 'employee' || Boolean(ownForm?.benefitsAdmin);
  const contact =
    (!wantsBenAdmin && company?.brokerContactId
      ? await findSupportContact(db, company.brokerContactId)
      : null) ?? (await findBenefitsAdministrationContact(db));
  if (!contact) throw notFound('A support contact');
  return {
    brokerForm: {
      name: contact.name,
      supportPhone: contact.supportPhone,
      supportEmail: contact.supportEmail,
      kind: contact.kind,
    },
  };
}
