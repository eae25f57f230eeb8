import { z } from 'zod';
import { type CalendarDate, parseUsDate } from '../domain/dates/dates';
import { DEPENDENT_TYPES, GENDERS, PAY_FREQUENCIES } from '../domain/enums';
import { isMaskedSsn, isValidSsnOrTaxId } from '../domain/identifiers';
import {
  isSsnRequiredForLifeEvent,
  LIFE_EVENT_KINDS,
  LIFE_EVENT_LINES,
  LIFE_EVENT_MESSAGES,
  validateLifeEvent,
} from '../domain/life-events/life-events';
import { moneySplitSchema } from './employer-dashboard';
import { createDependentSchema } from './family-information';
import {
  ALWAYS_REFINE,
  createBirthDateSchema,
  MESSAGES,
  nameSchema,
  readToday,
  textSchema,
  usDateSchema,
} from './fields';
import { paycheckBasisSchema } from './payroll';
import { dependentSummaryShape } from './read-shapes';

/**
 * Qualifying life events on the employee dashboard (issue 14, decision 0046). Under the employee form, so the
 * employee and (admin mode) their company's administrators call the same paths:
 *
 *   GET  /api/v1/employee_forms/{employeeFormId}/life-events                     dependents, lines, events, version
 *   POST /api/v1/employee_forms/{employeeFormId}/employee-dependent-pricing      docs/spec/2 §7: new plans, current_cost
 *   POST /api/v1/employee_forms/{employeeFormId}/life-events                     report an event, add the dependent
 *   PUT  /api/v1/employee_forms/{employeeFormId}/dependents/{dependentId}        edit-dependent-information
 *
 * Writes send If-Match with the application's version (decision 0012). Money is integer cents a month unless
 * named per paycheck; form dates MM/DD/YYYY, stored ones ISO. SSNs only as masks.
 */

const kindSchema = z.enum(LIFE_EVENT_KINDS, { error: 'Please choose the life event.' });
const lineSchema = z.enum(LIFE_EVENT_LINES, { error: 'Please choose medical, dental or vision.' });

/** docs/spec/2 §7's body: who would be added (type and birth date), priced on the enrolled plans. */
export const dependentPricingRequestSchema = z.object({
  employee_dependent: z.object({
    dependentType: z.enum(DEPENDENT_TYPES, { error: MESSAGES.required }),
    bornAt: createBirthDateSchema(),
  }),
});
export type DependentPricingRequest = z.infer<typeof dependentPricingRequestSchema>;

/** One enrolled line priced today and with the dependent added (null: the engine cannot price it). */
export const dependentPricingPlanSchema = z.object({
  coverageType: lineSchema,
  label: z.string(),
  planId: z.string(),
  planName: z.string(),
  carrierName: z.string(),
  current: moneySplitSchema.nullable(),
  currentPerPaycheckCents: z.number().int().nullable(),
  monthly: moneySplitSchema.nullable(),
  perPaycheckCents: z.number().int().nullable(),
});
export type DependentPricingPlan = z.infer<typeof dependentPricingPlanSchema>;

const employeeCostSchema = z.object({
  monthlyEmployeeCents: z.number().int(),
  perPaycheckCents: z.number().int(),
});

/** docs/spec/2 §7's answer: the new plans (each enrolled medical, dental and vision line with the dependent) and current_cost. */
export const dependentPricingResponseSchema = z.object({
  new_plans: z.array(dependentPricingPlanSchema),
  /** What the employee pays now for those lines. */
  current_cost: employeeCostSchema,
  /** What the employee would pay for them with the dependent on every line. */
  new_cost: employeeCostSchema,
  payFrequency: z.enum(PAY_FREQUENCIES),
  /** The paychecks the per-paycheck figures are over (decision 0067). */
  paychecks: paycheckBasisSchema,
});
export type DependentPricingResponse = z.infer<typeof dependentPricingResponseSchema>;

const ssnInputSchema = textSchema.optional().default('');

/**
 * Report a qualifying life event and add its dependent (the application's dependent rules: names, birth date,
 * gender, type, a child under 26), to the chosen enrolled lines. The window, who the event may add and a
 * birth's date are the shared rule's (validateLifeEvent); the lines the employee is enrolled in and one spouse
 * are checked by the server against the stored application.
 */
export function createLifeEventRequestSchema(today: () => CalendarDate = readToday) {
  return z
    .object({
      kind: kindSchema,
      eventDate: usDateSchema,
      dependent: createDependentSchema(today),
      socialSecurityNumber: ssnInputSchema,
      coverageTypes: z.array(lineSchema, { error: LIFE_EVENT_MESSAGES.noLines }).max(LIFE_EVENT_LINES.length),
      attested: z.boolean({ error: LIFE_EVENT_MESSAGES.attest }).refine((v) => v, LIFE_EVENT_MESSAGES.attest),
    })
    .superRefine((value, ctx) => {
      if (!LIFE_EVENT_KINDS.includes(value.kind)) return;
      const dependent = typeof value.dependent === 'object' && value.dependent ? value.dependent : null;
      const errors = validateLifeEvent(
        {
          kind: value.kind,
          eventDate: typeof value.eventDate === 'string' ? parseUsDate(value.eventDate) : null,
          dependentType: DEPENDENT_TYPES.includes(dependent?.dependentType as never)
            ? (dependent?.dependentType ?? null)
            : null,
          dependentBornAt: typeof dependent?.bornAt === 'string' ? parseUsDate(dependent.bornAt) : null,
          coverageTypes: Array.isArray(value.coverageTypes) ? value.coverageTypes : [],
          enrolledLines: null,
        },
        today(),
      );
      for (const [path, message] of Object.entries(errors))
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      const ssn = typeof value.socialSecurityNumber === 'string' ? value.socialSecurityNumber.trim() : '';
      if (ssn === '') {
        if (isSsnRequiredForLifeEvent(value.kind))
          ctx.addIssue({
            code: 'custom',
            path: ['socialSecurityNumber'],
            message: LIFE_EVENT_MESSAGES.ssnRequired,
          });
      } else if (!isValidSsnOrTaxId(ssn)) {
        ctx.addIssue({ code: 'custom', path: ['socialSecurityNumber'], message: MESSAGES.ssn });
      }
    }, ALWAYS_REFINE);
}
export const lifeEventRequestSchema = createLifeEventRequestSchema();
export type LifeEventRequest = z.input<typeof lifeEventRequestSchema>;

/** edit-dependent-information: names, birth date and gender (the type stays); an SSN only when none is on file. */
export const editDependentRequestSchema = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    bornAt: createBirthDateSchema(),
    gender: z.enum(GENDERS, { error: MESSAGES.required }),
    socialSecurityNumber: ssnInputSchema,
  })
  .superRefine((value, ctx) => {
    const ssn = typeof value.socialSecurityNumber === 'string' ? value.socialSecurityNumber.trim() : '';
    if (ssn !== '' && !isMaskedSsn(ssn) && !isValidSsnOrTaxId(ssn))
      ctx.addIssue({ code: 'custom', path: ['socialSecurityNumber'], message: MESSAGES.ssn });
  }, ALWAYS_REFINE);
export type EditDependentRequest = z.input<typeof editDependentRequestSchema>;

export const lifeEventSchema = z.object({
  id: z.string(),
  kind: kindSchema,
  label: z.string(),
  /** ISO dates. */
  eventDate: z.string(),
  effectiveAt: z.string(),
  dependentId: z.string(),
  dependentName: z.string(),
  coverageTypes: z.array(lineSchema),
  reportedAt: z.string(),
  reportedInAdminMode: z.boolean(),
});
export type LifeEvent = z.infer<typeof lifeEventSchema>;

/** What the life-event pages read: the application's version, its lines, the dependents and the events so far. */
export const lifeEventsOverviewSchema = z.object({
  employeePolicyId: z.string(),
  version: z.number().int(),
  /** Why no event can be reported now (the application is not signed, employment ended...), else null. */
  notReportableReason: z.string().nullable(),
  /** ISO: the server's today, which the windows count from. */
  today: z.string(),
  /** ISO: when the employee's own coverage starts (an added dependent's never starts before). */
  coverageStartsAt: z.string().nullable(),
  lines: z.array(z.object({ coverageType: lineSchema, label: z.string(), planName: z.string() })),
  dependents: z.array(
    z.object({
      /** bornAt: MM/DD/YYYY, as the form shows it. */
      ...dependentSummaryShape,
      gender: z.enum(GENDERS),
      socialSecurityNumberMasked: z.string().nullable(),
      /** The lines (medical, dental, vision) this dependent is enrolled on. */
      coverageTypes: z.array(lineSchema),
      lifeEvent: lifeEventSchema.nullable(),
    }),
  ),
  events: z.array(lifeEventSchema),
});
export type LifeEventsOverview = z.infer<typeof lifeEventsOverviewSchema>;

/** What reporting an event answers: the event, with the dependent it added. */
export const lifeEventResponseSchema = z.object({ lifeEvent: lifeEventSchema });
export type LifeEventResponse = z.infer<typeof lifeEventResponseSchema>;

export const dependentParamsSchema = z.object({
  employeeFormId: z.uuid('Unknown employee.'),
  dependentId: z.uuid('Unknown dependent.'),
});
