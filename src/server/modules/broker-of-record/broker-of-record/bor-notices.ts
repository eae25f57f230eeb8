/**
 * The broker-of-record change's mail (decision 0081), sent from the job queue: the officer's signing request and
 * the administrators' notice of each carrier's step. Broker of record's own (issue 36), composed with the
 * notices' kit (once per subject and person, the dashboard's links).
 */
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { BOR_SIGNING_REQUEST, BOR_STATUS_NOTICES } from '@shared/schemas/jobs';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { notifyCompanyAdministrators } from '../../../lib/company-administrators';
import type { FieldCipher } from '../../../lib/field-crypto';
import type { Mailer } from '../../../plugins/mail/mailer';
import { employerUrl, type NoticeDeps, oncePerAdministrator } from '../../employer';
import { readCarrierStatusForMail, readSigningRequestForMail } from './broker-of-record.service';

/**
 * The company's officer is asked to sign the broker-of-record letters (decision 0081): one mail with the one-time
 * link, whose token the job carries sealed (only its hash is stored). A request no longer open (used, replaced,
 * expired) mails nobody. The officer has no account, so there is no notice preference to ask.
 */
export async function sendBorSigningRequest(
  deps: NoticeDeps & { cipher: FieldCipher },
  input: { signingRequestId: string; tokenSealed: string },
): Promise<{ sent: number }> {
  const request = await readSigningRequestForMail(deps.db, input.signingRequestId);
  if (!request) return { sent: 0 };
  const token = deps.cipher.decrypt(input.tokenSealed);
  await deps.mailer.sendMail('brokerOfRecordSigningRequest', request.officerEmail, {
    officerName: request.officerName,
    officerTitle: request.officerTitle,
    companyName: request.companyName,
    requestedBy: request.requestedBy,
    brokerAgency: request.brokerAgency,
    carriers: request.carriers,
    effectiveOn: formatLongIsoDate(request.effectiveDate),
    expiresOn: formatLongIsoDate(request.expiresAt),
    signUrl: `${deps.publicUrl.replace(/\/+$/, '')}/broker-of-record/officer-sign/${token}`,
  });
  return { sent: 1 };
}

/**
 * Each benefits administrator of the company is told of one broker-of-record step of a carrier (decision 0081):
 * the letter sent, then each move operations make. Once per step and person (the step is the subject), so a
 * retried job mails nobody twice; an optional notice (progress updates), within their preferences.
 */
export async function sendBorStatusNotices(
  deps: NoticeDeps,
  input: { carrierChangeEventId: string },
): Promise<{ sent: number; failed: number }> {
  const step = await readCarrierStatusForMail(deps.db, input.carrierChangeEventId);
  if (!step) return { sent: 0, failed: 0 };
  // The dashboard's status page of the company (decision 0051), which shows every carrier's timeline.
  const dashboardUrl = employerUrl(
    deps.publicUrl,
    '/employer-dashboard/broker-of-record',
    step.companyIdToken,
  );
  return notifyCompanyAdministrators(
    deps,
    step.companyId,
    'brokerOfRecordStatus',
    (administrator) => ({
      administratorName: administrator.name,
      companyName: step.companyName,
      carrierName: step.carrierName,
      statusLabel: step.statusLabel,
      statusDescription: step.statusDescription,
      changedOn: step.changedOn,
      effectiveOn: step.effectiveOn,
      insuranceTypes: step.insuranceTypes,
      dashboardUrl,
    }),
    { deliver: oncePerAdministrator(deps, 'brokerOfRecordStatus', input.carrierChangeEventId) },
  );
}

/** The officer's signing request (decision 0081): its id and the link's token, sealed with the field cipher. */
const borSigningRequestJobSchema = z.object({ signingRequestId: z.uuid(), tokenSealed: z.string().min(1) });

/** One carrier's broker-of-record step (decision 0081): the administrators are told of it. */
const borStatusJobSchema = z.object({ carrierChangeEventId: z.uuid() });

/** Registers the broker-of-record mail's jobs on the queue. */
export const borNoticeJobs: FastifyPluginAsync<{
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  cipher: FieldCipher;
}> = async (app, { db, mailer, publicUrl, cipher }) => {
  const deps = { db, mailer, publicUrl, log: app.log };
  app.jobs.register(BOR_SIGNING_REQUEST, async (data) => {
    const asked = borSigningRequestJobSchema.safeParse(data);
    // Run by hand without a request (operations' "run now"), there is nobody to ask.
    return asked.success ? sendBorSigningRequest({ ...deps, cipher }, asked.data) : { sent: 0 };
  });
  app.jobs.register(BOR_STATUS_NOTICES, async (data) => {
    const step = borStatusJobSchema.safeParse(data);
    // Run by hand without a step (operations' "run now"), there is nobody to tell.
    return step.success ? sendBorStatusNotices(deps, step.data) : { sent: 0, failed: 0 };
  });
};
