/*
 * Broker of record (docs/spec/3 §2–§7, issue 15, decision 0048). One application per company, made on its first write
 * from the company's own information (a read before that answers the same defaults without writing). Every write
 * is one transaction: the company row, then the application, locked; the version the screen read checked (409);
 * each group of fields validated whole; the sections it completes marked; audited with field names only. Signing
 * renders one letter PDF per carrier into the storage and opens a carrier change per carrier, whose status
 * operations then move, each move e-mailed to the company's administrators.
 */

/*
 * This file is the module's public face: other modules, the routes and the tests import from it. The services
 * themselves live beside it, one per part of the journey (issue 36 item 5): bor-profile (company_profile and
 * update_company_profile), bor-letters (the letter's details, signing, the officer's signing request), bor-uploads
 * (plan documents), bor-carrier-changes (operations' statuses and the administrators' mail), bor-account,
 * bor-deductions; bor-shared holds what several of them use.
 */

export { readAccount, updateAccount } from './bor-account.service';
export {
  listCarrierChangesOfCompanies,
  readCarrierStatus,
  readCarrierStatusForMail,
  setCarrierChangeStatus,
} from './bor-carrier-changes.service';
export { readAccountItems, savePartnerPreferences } from './bor-deductions.service';
export {
  openCarrierLetter,
  readOfficerSigning,
  readSigningRequestForMail,
  requestOfficerSignature,
  saveLetterDetails,
  saveSignature,
  signAsOfficer,
} from './bor-letters.service';
export { readCompanyProfile, updateCompanyProfile } from './bor-profile.service';
export {
  type BorDeps,
  type BorFileDeps,
  findBrokerOfRecord,
  GROUPCOVER_AGENCY,
  groupcoverBrokerFor,
  groupPlansByCarrier,
} from './bor-shared';
export { type BorUploadPart, uploadPlanDocument } from './bor-uploads.service';
