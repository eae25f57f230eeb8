import { z } from 'zod';
import { borLetterSchema } from './broker-of-record';
import {
  agreedSchema,
  companyIdTokenSchema,
  emailSchema,
  nameSchema,
  requiredTextSchema,
  signatureImageSchema,
  versionSchema,
} from './fields';

/*
 * The broker-of-record letters signed by the company's officer (issue 35 item 2, decision 0081): who prepares the
 * letters sends the officer a signing request; the officer signs on a page of their own, signed out, from the
 * one-time link mailed to them.
 */

export const BOR_SIGNING_MESSAGES = {
  brokerCannotSign: "A broker cannot sign for the company. Send the letter to the company's officer to sign.",
  linkUnknown:
    'This signing link is not valid. Please use the link in the latest e-mail, or ask for a new one.',
  linkExpired: 'This signing link has expired. Please ask whoever sent it for a new one.',
  linkUsed: 'These letters have already been signed with this link. There is nothing more to do.',
  linkReplaced: 'A newer signing link was sent for these letters. Please use the link in the latest e-mail.',
  lettersChanged:
    'The letters were changed after this link was sent. Please ask whoever sent it for a new link.',
} as const;

/** How long an officer's signing link works. */
export const BOR_SIGNING_LINK_DAYS = 14;

/** POST signing_request: the officer who signs (named by whoever prepares the letters) and the version read. */
export const borSigningRequestSchema = z.object({
  company_id_token: companyIdTokenSchema,
  version: versionSchema(),
  officerName: nameSchema.max(100),
  officerTitle: requiredTextSchema.max(100, 'Please use 100 characters or fewer.'),
  officerEmail: emailSchema,
});
export type BorSigningRequest = z.infer<typeof borSigningRequestSchema>;

/** The one-time token of the officer's link (base64url, as made). */
export const borOfficerSigningParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, BOR_SIGNING_MESSAGES.linkUnknown),
});

/** GET officer_signing/{token}: the letters as the officer will sign them. */
export const borOfficerSigningSchema = z.object({
  companyName: z.string(),
  officerName: z.string(),
  officerTitle: z.string(),
  /** YYYY-MM-DD. */
  effectiveDate: z.string(),
  expiresAt: z.string(),
  broker: z.object({ agency: z.string(), name: z.string(), license: z.string() }),
  letters: z.array(borLetterSchema),
});
export type BorOfficerSigning = z.infer<typeof borOfficerSigningSchema>;

/** POST officer_signing/{token}: the agreement and the signature (the same image rule as every signature). */
export const borOfficerSignRequestSchema = z.object({
  agreed: agreedSchema,
  signatureImageDataUrl: signatureImageSchema,
});
export type BorOfficerSignRequest = z.infer<typeof borOfficerSignRequestSchema>;

export const borOfficerSignedSchema = z.object({
  companyName: z.string(),
  signedAt: z.string(),
  letterCount: z.number().int(),
});
export type BorOfficerSigned = z.infer<typeof borOfficerSignedSchema>;
