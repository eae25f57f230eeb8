import { LEAD_SERVER_MESSAGES } from '@shared/schemas/ben-admin-lead';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import type { SetupIntentView } from '../../../plugins/payments/payment-setup-provider';
import { PaymentProviderError } from '../../../plugins/payments/payments-provider';
import {
  findLeadOfCompany,
  type LeadRow,
  lockLead,
  lockLeadOfCompany,
  updateLead,
  updateLeadPaymentBookkeeping,
} from './ben-admin-leads.repository';

/*
 * Benefits-administration registration, the server side (docs/spec/3 §2–§8, issue 16, decision 0052). One lead per
 * company: the landing's count makes it (status payment); the payment method is set up with the payment
 * provider, believed only from the provider (its retrieve, or its signed webhook), which moves it to
 * additional_information; the signed additional information makes it done and e-mails the administrators.
 * Every write locks the lead row and raises its version; a refusal writes nothing. The bank and health-account
 * numbers are sealed with the field cipher and only their last four are ever answered; the signature is kept
 * and never answered. Nothing personal reaches a log line or the audit log (field names, counts, kinds).
 */

import { AFTER_PAYMENT_PATH, auditOf, type LeadReadDeps } from './ben-admin-leads.service';

/**
 * POST payment_setup_intent: a setup intent for the lead's payment method. The provider's customer is made
 * once (its idempotency key is the lead's id); each call makes a fresh intent (the key adds a counter raised
 * first, so a retry after a failure is not answered the failed one); the latest intent's id is kept. No
 * provider call is made while the lead's row is locked.
 */
export async function createLeadPaymentSetupIntent(
  deps: LeadReadDeps,
  actor: Actor,
  companyId: string,
): Promise<{ clientSecret: string }> {
  const { db, payments } = deps;
  const begun = await db.transaction(async (tx) => {
    const lead = await lockLeadOfCompany(tx, companyId);
    assertPaymentOpen(lead);
    const setupIntentCount = lead.setupIntentCount + 1;
    await updateLeadPaymentBookkeeping(tx, lead.id, { setupIntentCount });
    return { lead, setupIntentCount };
  });
  const { lead } = begun;
  const metadata = { leadId: lead.id, companyId };
  let customerId = lead.stripeCustomerId;
  if (!customerId) {
    const customer = await payments.createCustomer({
      email: actor.email,
      name: lead.companyName,
      metadata,
      idempotencyKey: `ben-admin-lead-customer-${lead.id}`,
    });
    customerId = customer.id;
  }
  const intent = await payments.createSetupIntent({
    customerId,
    metadata,
    idempotencyKey: `ben-admin-lead-setup-${lead.id}-${begun.setupIntentCount}`,
  });
  await db.transaction(async (tx) => {
    const locked = await lockLead(tx, lead.id);
    assertPaymentOpen(locked);
    await updateLeadPaymentBookkeeping(tx, lead.id, {
      // The same key gives the same customer, so a racing call stored this very id.
      stripeCustomerId: locked.stripeCustomerId ?? customerId,
      setupIntentId: intent.id,
    });
    await writeAudit(tx, {
      ...auditOf(actor, companyId, lead.id),
      action: 'ben_admin_lead.payment_setup_started',
      details: { attempt: begun.setupIntentCount },
    });
  });
  return { clientSecret: intent.clientSecret };
}

function assertPaymentOpen(lead: LeadRow | null): asserts lead is LeadRow {
  if (!lead) throw new AppError('conflict', LEAD_SERVER_MESSAGES.noSubscription);
  if (lead.stripeSetupComplete || lead.status !== 'payment')
    throw new AppError('conflict', LEAD_SERVER_MESSAGES.subscriptionSetUp);
}

/** Whether an intent is this lead's: made for it (metadata) under its customer. */
function isIntentOfLead(intent: SetupIntentView, lead: LeadRow): boolean {
  return (
    intent.metadata.leadId === lead.id &&
    lead.stripeCustomerId !== null &&
    intent.customerId === lead.stripeCustomerId
  );
}

/**
 * POST payment_setup_intent_confirmation: what the provider says of the intent the browser confirmed (never
 * the browser's word). Succeeded: the lead moves on to additional_information, and the page goes there;
 * waiting on the person or the bank: 409 with what to do; declined: 400 with the provider's reason as the
 * form's error; another lead's intent, or one the provider does not know: 404. Once set up, the same answer.
 */
export async function confirmLeadPaymentSetup(
  deps: LeadReadDeps,
  actor: Actor,
  companyId: string,
  setupIntentId: string,
): Promise<{ redirectPath: string }> {
  const lead = await findLeadOfCompany(deps.db, companyId);
  if (!lead) throw new AppError('conflict', LEAD_SERVER_MESSAGES.noSubscription);
  if (lead.stripeSetupComplete) return { redirectPath: AFTER_PAYMENT_PATH };
  let intent: SetupIntentView;
  try {
    intent = await deps.payments.retrieveSetupIntent(setupIntentId);
  } catch (err) {
    if (err instanceof PaymentProviderError) throw notFound('That payment setup');
    throw err;
  }
  if (!isIntentOfLead(intent, lead)) throw notFound('That payment setup');
  switch (intent.status) {
    case 'succeeded':
      await deps.db.transaction(async (tx) => {
        const locked = await lockLead(tx, lead.id);
        if (!locked) throw notFound('That payment setup');
        await recordPaymentSetUp(tx, locked, intent, actor);
      });
      return { redirectPath: AFTER_PAYMENT_PATH };
    case 'requires_action':
    case 'requires_confirmation':
      throw new AppError('conflict', LEAD_SERVER_MESSAGES.paymentNeedsAction);
    case 'processing':
      throw new AppError('conflict', LEAD_SERVER_MESSAGES.paymentProcessing);
    case 'requires_payment_method':
      throw new AppError(
        'validation_failed',
        intent.lastErrorMessage ?? LEAD_SERVER_MESSAGES.paymentDeclined,
      );
    case 'canceled':
      throw new AppError('conflict', LEAD_SERVER_MESSAGES.paymentCanceled);
  }
}

/**
 * The succeeded setup's one transition, under the lead's lock: set up, the intent and the method's kind kept,
 * status additional_information. Nothing when it is already set up (the browser and the webhook both report it).
 */
async function recordPaymentSetUp(
  tx: Db,
  lead: LeadRow,
  intent: SetupIntentView,
  actor: Actor | null,
): Promise<'recorded' | 'already'> {
  if (lead.stripeSetupComplete) return 'already';
  await updateLead(tx, lead, {
    stripeSetupComplete: true,
    setupIntentId: intent.id,
    paymentMethodKind: intent.paymentMethodKind,
    paymentSetupAt: clock.now(),
    status: lead.status === 'payment' ? 'additional_information' : lead.status,
  });
  await writeAudit(tx, {
    accountId: actor?.accountId ?? null,
    sessionId: actor?.sessionId ?? null,
    companyId: lead.companyId,
    subjectType: 'ben_admin_lead',
    subjectId: lead.id,
    action: 'ben_admin_lead.payment_set_up',
    details: { via: actor ? 'confirmation' : 'webhook', paymentMethodKind: intent.paymentMethodKind },
  });
  return 'recorded';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The webhook's `setup_intent.succeeded` (decision 0052): the lead named by the intent's metadata, if the
 * intent is its (customer matches), moves on as the confirmation would. Idempotent; an intent of no lead of
 * ours (another product's, or a lead since removed) is ignored. Logs ids and outcomes only.
 */
export async function markPaymentSetupSucceeded(
  db: Db,
  intent: SetupIntentView,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<'recorded' | 'already' | 'ignored'> {
  const leadId = intent.metadata.leadId;
  const outcome =
    intent.status !== 'succeeded' || typeof leadId !== 'string' || !UUID.test(leadId)
      ? 'ignored'
      : await db.transaction(async (tx) => {
          const lead = await lockLead(tx, leadId);
          if (!lead || !isIntentOfLead(intent, lead)) return 'ignored' as const;
          return recordPaymentSetUp(tx, lead, intent, null);
        });
  if (outcome === 'ignored')
    log?.warn({ setupIntentId: intent.id }, 'setup intent of no benefits administration lead ignored');
  else log?.info({ setupIntentId: intent.id, outcome }, 'benefits administration payment setup recorded');
  return outcome;
}
