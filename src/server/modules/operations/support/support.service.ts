import type { SupportContact, SupportMessageRequest } from '@shared/schemas/administrators';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { Mailer } from '../../../plugins/mail/mailer';
import { findSupportContactFor } from '../../broker-of-record';
import { findCompany } from './support.repository';

/** `/support` (decision 0024): the company's support contact, the footer's own, and a message to it. */
export async function getCompanySupportContact(
  db: Db,
  actor: Actor,
  companyId: string,
): Promise<SupportContact> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  const { brokerForm } = await findSupportContactFor(db, actor, company.idToken);
  return {
    name: brokerForm.name,
    supportPhone: brokerForm.supportPhone,
    supportEmail: brokerForm.supportEmail,
  };
}

/**
 * Sends the administrator's message to the support contact by e-mail, with the administrator as reply-to.
 * The audit row records that a message was sent, not what it said.
 */
export async function sendSupportMessage(
  db: Db,
  mailer: Mailer,
  input: { actor: Actor; companyId: string; request: SupportMessageRequest },
): Promise<{ sentTo: string }> {
  const { actor, companyId, request } = input;
  const company = await findCompany(db, companyId);
  if (!company) throw notFound('That company');
  const contact = await getCompanySupportContact(db, actor, companyId);
  await mailer.sendMail(
    'supportMessage',
    contact.supportEmail,
    {
      senderName: actor.name ?? actor.email,
      senderEmail: actor.email,
      companyName: company.name,
      subject: request.subject,
      message: request.message,
    },
    { replyTo: actor.email },
  );
  await writeAudit(db, {
    accountId: actor.accountId,
    sessionId: actor.sessionId,
    companyId,
    action: 'support.message_sent',
    subjectType: 'company',
    subjectId: companyId,
    details: { subjectLength: request.subject.length, messageLength: request.message.length },
  });
  return { sentTo: contact.name };
}
