import { z } from 'zod';
import { type CalendarDate, parseUsDate } from '../domain/dates/dates';
import { checkLastDay, checkRehireDate } from '../domain/employment/employment';
import { APPLICATION_STATUSES, EMPLOYEE_TABS } from '../domain/enums';
import { readToday, usDateSchema, versionSchema } from './fields';
import { employeeStandingShape } from './read-shapes';

/**
 * Manage employees (issue 11, decision 0021): the paged list's answer and the employment writes. Each write
 * names the `version` of the person it was based on (a stale one answers 409 version_conflict). The forms
 * validate with the `create…Schema` functions, given what the screen knows (the hire date, the last day);
 * the server validates the request's shape, then the same schema with the stored values.
 */

export const VERSION_MESSAGE = 'Please reload the page: the version of this employee is missing.';
export const CLASS_MESSAGE = 'Please choose a class from the list.';
export const NOTHING_TO_CHANGE_MESSAGE = 'Please change the eligibility or the class.';

const versionOf = versionSchema(VERSION_MESSAGE);

export const employeeListRowSchema = z.object({
  employeeFormId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  employeeType: z.string().nullable(),
  employeeRoleId: z.string().nullable(),
  className: z.string().nullable(),
  isEligible: z.boolean(),
  /** ISO dates (YYYY-MM-DD). */
  hiredAt: z.string().nullable(),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  /** A completed application's enrollment: waiting for operations' approval or in force (decision 0071). */
  enrollment: z.enum(['awaiting_approval', 'in_force']).nullable(),
  ...employeeStandingShape,
});
export type EmployeeListRow = z.infer<typeof employeeListRowSchema>;

export const employeeListResponseSchema = z.object({
  company: z.object({ id: z.string(), name: z.string(), idToken: z.string(), state: z.string() }),
  /** The company's active classes (employee roles), for the class field. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The page's rows. */
  employees: z.array(employeeListRowSchema),
  /** How many people the tab and search match. */
  total: z.number().int(),
  /** How many people each tab holds (whatever the search). */
  counts: z.record(z.enum(EMPLOYEE_TABS), z.number().int()),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

/** `PATCH …/employees/:employeeFormId/employment`: eligibility and class (renewal reads both). */
export const employmentRequestSchema = z
  .object({
    version: versionOf,
    isEligible: z.boolean().optional(),
    employeeRoleId: z.uuid(CLASS_MESSAGE).optional(),
  })
  .refine(
    (body) => body.isEligible !== undefined || body.employeeRoleId !== undefined,
    NOTHING_TO_CHANGE_MESSAGE,
  );
export type EmploymentRequest = z.infer<typeof employmentRequestSchema>;

/** The edit form: both fields, as the modal holds them. */
export const employmentFormSchema = z.object({
  isEligible: z.boolean(),
  employeeRoleId: z.uuid(CLASS_MESSAGE),
});
export type EmploymentForm = z.infer<typeof employmentFormSchema>;

/** `POST …/employees/:employeeFormId/termination`: the last day of work (MM/DD/YYYY). */
export const terminationRequestSchema = z.object({ version: versionOf, lastDayAt: usDateSchema });
export type TerminationRequest = z.infer<typeof terminationRequestSchema>;

/** The last day, checked against the hire date and today (shared rule checkLastDay). */
export function createTerminationSchema(context: {
  hiredAt: CalendarDate | null;
  today?: () => CalendarDate;
}) {
  const today = context.today ?? readToday;
  return z.object({
    lastDayAt: usDateSchema.superRefine((value, ctx) => {
      const lastDay = parseUsDate(value);
      if (!lastDay) return;
      const message = checkLastDay({ lastDay, hiredAt: context.hiredAt, today: today() });
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
}

/** `POST …/employees/:employeeFormId/rehire`: the new hire date (MM/DD/YYYY). */
export const rehireRequestSchema = z.object({ version: versionOf, hiredAt: usDateSchema });
export type RehireRequest = z.infer<typeof rehireRequestSchema>;

/** The new hire date, checked against the previous last day and today (shared rule checkRehireDate). */
export function createRehireSchema(context: { lastDay: CalendarDate | null; today?: () => CalendarDate }) {
  const today = context.today ?? readToday;
  return z.object({
    hiredAt: usDateSchema.superRefine((value, ctx) => {
      const hiredAt = parseUsDate(value);
      if (!hiredAt) return;
      const message = checkRehireDate({ hiredAt, lastDay: context.lastDay, today: today() });
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  });
}

/**
 * `POST …/employees/:employeeFormId/invitation`: a new invitation, from the version the screen shows (a screen
 * left behind by another window's change does not send one).
 */
export const invitationRequestSchema = z.object({ version: versionOf });
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** The answer of a resent invitation: when its link lapses. */
export const invitationSentResponseSchema = z.object({ expiresAt: z.string() });
export type InvitationSentResponse = z.infer<typeof invitationSentResponseSchema>;

export const CONFIRMED_COUNT_MESSAGE =
  'Please reload the page: the number of people you confirmed is missing.';

/**
 * `GET …/employees/invitations`: how many people "send all invitations" would invite now (decision 0027), for
 * the confirmation to state before anything is sent.
 */
export const uninvitedCountResponseSchema = z.object({ count: z.number().int() });
export type UninvitedCountResponse = z.infer<typeof uninvitedCountResponseSchema>;

/**
 * `POST …/employees/invitations`: invites everyone not invited yet; `confirmedCount` is the number the
 * confirmation stated (more people than that answers 409 and sends nothing).
 */
export const bulkInvitationRequestSchema = z.object({
  confirmedCount: z
    .number({ error: CONFIRMED_COUNT_MESSAGE })
    .int(CONFIRMED_COUNT_MESSAGE)
    .min(0, CONFIRMED_COUNT_MESSAGE)
    .max(100_000, CONFIRMED_COUNT_MESSAGE),
});
export type BulkInvitationRequest = z.infer<typeof bulkInvitationRequestSchema>;

/** How many invitations were written, and how many of their e-mails the mail server refused. */
export const bulkInvitationResponseSchema = z.object({
  sent: z.number().int(),
  notDelivered: z.number().int(),
});
export type BulkInvitationResponse = z.infer<typeof bulkInvitationResponseSchema>;
