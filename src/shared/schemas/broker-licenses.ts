import { z } from 'zod';
import { US_STATES } from '../domain/enums';
import { requiredTextSchema, versionSchema } from './fields';

/*
 * A broker's licences, one per state (issue 35 item 2, decision 0081): the broker-of-record letter names the broker
 * who prepared it, with their agency and their licence for the company's state. One schema for the form and the
 * server (GET/PUT /api/v1/broker_licenses).
 */

export const BROKER_LICENSE_MESSAGES = {
  /** The letter cannot name a broker without a licence for the company's state. */
  missing: (state: string) => `You have no licence on record for ${state}. Add it under your licences first.`,
  /** The company's own people prepared it: the agency the letter names holds no licence for the state. */
  agencyMissing: (agency: string, state: string) =>
    `${agency} holds no licence for ${state}, so it cannot be named as your broker there. Ask your broker to prepare the letter, or contact support.`,
  duplicateState: 'You have another licence for this state. Keep one licence per state.',
  state: 'Please choose a state.',
  npn: 'The National Producer Number is 1 to 10 digits.',
  licenseNumber: 'Please use letters, digits, spaces and dashes only (up to 30).',
  version: 'Your licences were changed in another window. Reload to see the latest.',
  tooMany: 'Keep at most 60 licences.',
} as const;

export const brokerLicenseSchema = z.object({
  state: z.enum(US_STATES, { error: BROKER_LICENSE_MESSAGES.state }),
  licenseNumber: requiredTextSchema.regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/,
    BROKER_LICENSE_MESSAGES.licenseNumber,
  ),
  npn: requiredTextSchema.regex(/^\d{1,10}$/, BROKER_LICENSE_MESSAGES.npn),
  agency: requiredTextSchema.max(120, 'Please use 120 characters or fewer.'),
});
export type BrokerLicense = z.infer<typeof brokerLicenseSchema>;

/** PUT: the whole list (each state once), with the version read. */
export const brokerLicensesRequestSchema = z
  .object({
    version: versionSchema(BROKER_LICENSE_MESSAGES.version),
    licenses: z.array(brokerLicenseSchema).max(60, BROKER_LICENSE_MESSAGES.tooMany),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.licenses.forEach((license, i) => {
      if (seen.has(license.state))
        ctx.addIssue({
          code: 'custom',
          path: ['licenses', i, 'state'],
          message: BROKER_LICENSE_MESSAGES.duplicateState,
        });
      seen.add(license.state);
    });
  });
export type BrokerLicensesRequest = z.infer<typeof brokerLicensesRequestSchema>;

export const brokerLicensesSchema = z.object({
  /** The broker's name as the letters show it (their account's). */
  brokerName: z.string(),
  version: z.number().int(),
  /** By state. */
  licenses: z.array(brokerLicenseSchema),
});
export type BrokerLicenses = z.infer<typeof brokerLicensesSchema>;
