import { z } from 'zod';
import { INVITATION_STATES } from '../domain/employment/employment';
import { BENEFITS_DECISIONS, DEPENDENT_TYPES, EMPLOYMENT_STATUSES } from '../domain/enums';

/**
 * Pieces that several read responses share, written once: an employee's standing (employment, account,
 * invitation, decision, version), an employee's name and contact fields, and a dependent's summary. A response
 * spreads a shape (`...employeeStandingShape`) where its fields stand.
 */

/** An employee's standing: employment, coverage end, account, invitation, benefits decision and row version. */
export const employeeStandingShape = {
  employmentStatus: z.enum(EMPLOYMENT_STATUSES),
  lastDayAt: z.string().nullable(),
  coverageEndsAt: z.string().nullable(),
  /** A continuation coverage notice (COBRA or the state's) is due after the termination (decision 0021). */
  continuationNoticeDue: z.boolean(),
  hasAccount: z.boolean(),
  invitation: z.object({
    state: z.enum(INVITATION_STATES),
    sentAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
  }),
  benefitsDecision: z.enum(BENEFITS_DECISIONS).nullable(),
  version: z.number().int(),
};

/** A dependent as a list shows it (never an SSN here; a response adds the masked one where it shows it). */
export const dependentSummaryShape = {
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dependentType: z.enum(DEPENDENT_TYPES),
  bornAt: z.string(),
};

/** Text fields that read null where nothing is on file, in the order given. */
const nullableTexts = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.string().nullable()])) as Record<
    K,
    z.ZodNullable<z.ZodString>
  >;

/** An employee's name and contact fields as a read response gives them (nulls where none is on file). */
export const employeeContactShape = {
  firstName: z.string(),
  middleInitial: z.string().nullable(),
  lastName: z.string(),
  ...nullableTexts('email', 'homeAddress', 'city', 'state', 'zipCode', 'homePhoneNumber', 'workPhoneNumber'),
};
