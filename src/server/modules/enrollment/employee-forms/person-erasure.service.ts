import type { Db } from '../../../db/client';
import {
  clearContactDetails,
  clearUnsignedDrafts,
  deleteOwnClaimMessages,
  deleteUnneededFamily,
  deleteUnsubmittedIndividualApplications,
  listClaimIdsOfForms,
} from './person-erasure.repository';

export type ErasedEnrollmentRecords = {
  drafts: number;
  individualDrafts: number;
  family: { dependents: number; beneficiaries: number };
  claimMessages: number;
  contactDetails: number;
  /** The person's claims-help requests, whose attached files the caller removes. */
  claimIds: string[];
};

/**
 * What a deletion request erases of the person's enrollment records (decision 0060), inside the caller's
 * transaction: the answers on unsigned applications, individual applications not submitted, family on no
 * signed record, the claim messages they wrote and the phone numbers on their forms. Signed records stay.
 */
export async function eraseUnsignedEnrollmentRecords(
  tx: Db,
  accountId: string,
  formIds: string[],
  now: Date,
): Promise<ErasedEnrollmentRecords> {
  const drafts = await clearUnsignedDrafts(tx, formIds, now);
  const individualDrafts = await deleteUnsubmittedIndividualApplications(tx, formIds);
  const family = await deleteUnneededFamily(tx, formIds);
  const claimIds = await listClaimIdsOfForms(tx, formIds);
  const claimMessages = await deleteOwnClaimMessages(tx, accountId, formIds);
  const contactDetails = await clearContactDetails(tx, formIds);
  return { drafts, individualDrafts, family, claimMessages, contactDetails, claimIds };
}
