import { z } from 'zod';
import { contributionFigureError, contributionFigureKind } from '../domain/contributions/contribution-types';
import {
  DEPENDENT_TIERS,
  TIER_FIELD_NAMES,
  type TierFieldName,
  tierFieldName,
} from '../domain/contributions/contributions';
import { CONTRIBUTION_TYPES, SERVICE_LINES, type ServiceLine, WAITING_PERIODS } from '../domain/enums';
import { ALWAYS_REFINE, MESSAGES, requiredTextSchema, signatureImageSchema, textSchema } from './fields';

export const CONTRIBUTION_MESSAGES = {
  atLeastOne: 'At least one contribution is required.',
  percentage: 'Please enter a percentage from 0 to 100.',
  fixedAmount: 'Please enter an amount of $0 or more.',
  medicalClass: 'Please choose a medical contribution class.',
} as const;

const percentageOrNull = z.number({ error: CONTRIBUTION_MESSAGES.percentage }).nullable().optional();
const amountOrNull = z.number({ error: CONTRIBUTION_MESSAGES.fixedAmount }).nullable().optional();

/** The fields of a contribution row (docs/spec/2 §3 "Renewal contribution row"), shared by renewal and manage policy. */
export const contributionRowShape = {
  id: textSchema.nullable().optional(),
  active: z.boolean().default(true),
  name: requiredTextSchema.max(100),
  contributionType: z.enum(CONTRIBUTION_TYPES, { error: MESSAGES.required }),
  employeePercentage: percentageOrNull,
  dependentPercentage: percentageOrNull,
  employeeFixedAmount: amountOrNull,
  dependentFixedAmount: amountOrNull,
};

/** Tiered contributions (decision 0034): the dependents' percentage and amount per tier, read when tiered. */
export const tierFieldsShape = Object.fromEntries(
  TIER_FIELD_NAMES.map((name) => [name, name.endsWith('Percentage') ? percentageOrNull : amountOrNull]),
) as Record<TierFieldName, typeof percentageOrNull>;

type RowValues = Partial<Record<TierFieldName, number | null>> & {
  active?: boolean;
  contributionType?: unknown;
  employeePercentage?: number | null;
  dependentPercentage?: number | null;
  employeeFixedAmount?: number | null;
  dependentFixedAmount?: number | null;
};

/** The value fields a row of this type reads: the employee's, then the dependents' (one, or one per tier). */
export function contributionValueFields(
  contributionType: unknown,
  tiered: boolean,
): Array<keyof RowValues & string> {
  const kind = contributionFigureKind(contributionType);
  if (kind === null) return [];
  return [
    `employee${kind}`,
    ...(tiered
      ? DEPENDENT_TIERS.map(([, name]) => tierFieldName(name, kind))
      : [`dependent${kind}` as const]),
  ] as Array<keyof RowValues & string>;
}

/**
 * The spec's row rules (§5): percentage kinds need their percentages 0–100, fixed needs its amounts ≥ 0 (the
 * employee's and the dependents', or, tiered, the dependents' of each tier). Inactive (removed) rows are not
 * checked. `path` places the errors (a row inside a table).
 */
export function checkContributionRow(
  row: RowValues,
  ctx: z.RefinementCtx,
  options: { tiered?: boolean; path?: ReadonlyArray<string | number> } = {},
): void {
  if (row.active === false) return;
  for (const key of contributionValueFields(row.contributionType, options.tiered === true)) {
    const error = contributionFigureError(row.contributionType, row[key] as number | null | undefined);
    if (error)
      ctx.addIssue({
        code: 'custom',
        path: [...(options.path ?? []), key],
        message: CONTRIBUTION_MESSAGES[error],
      });
  }
}

/** One renewal contribution row: name and type required, the values its type needs (checkContributionRow). */
export const contributionRowSchema = z
  .object({ ...contributionRowShape, serviceLine: z.enum(SERVICE_LINES).optional() })
  .superRefine((row, ctx) => checkContributionRow(row, ctx), ALWAYS_REFINE);
export type ContributionRow = z.infer<typeof contributionRowSchema>;

/** Contribution rows per service line. */
const contributionsByLineSchema = z.object(
  Object.fromEntries(
    SERVICE_LINES.map((line) => [line, z.array(contributionRowSchema).default([])]),
  ) as Record<ServiceLine, z.ZodDefault<z.ZodArray<typeof contributionRowSchema>>>,
);

/** The line rule of docs/spec/2 §5: each service line that has plans needs at least one active contribution. */
function checkLinesHaveContributions(
  form: { contributions?: Partial<Record<ServiceLine, unknown>> },
  ctx: z.RefinementCtx,
  serviceLinesWithPlans: readonly ServiceLine[],
): void {
  for (const line of serviceLinesWithPlans) {
    const rows: unknown = form.contributions?.[line];
    if (!Array.isArray(rows) || !rows.some((row) => row?.active !== false && typeof row === 'object')) {
      ctx.addIssue({
        code: 'custom',
        path: ['contributions', line],
        message: CONTRIBUTION_MESSAGES.atLeastOne,
      });
    }
  }
}

const renewalDetailsShape = {
  probationaryPeriod: z.enum(WAITING_PERIODS, { error: MESSAGES.required }),
  contributions: contributionsByLineSchema,
};

/**
 * What renewal details saves before signing (PUT ben_admin_renewal): the waiting period and the contribution
 * rows, one active per line with plans. The signature comes with signing.
 */
export function createRenewalContributionsSchema(serviceLinesWithPlans: readonly ServiceLine[]) {
  return z
    .object(renewalDetailsShape)
    .superRefine((form, ctx) => checkLinesHaveContributions(form, ctx, serviceLinesWithPlans), ALWAYS_REFINE);
}

/** The renewal details form: waiting period, contributions (one active per line with plans), signature (docs/spec/2 §5). */
export function createRenewalDetailsSchema(serviceLinesWithPlans: readonly ServiceLine[]) {
  return z
    .object({ ...renewalDetailsShape, signatureImageDataUrl: signatureImageSchema })
    .superRefine((form, ctx) => checkLinesHaveContributions(form, ctx, serviceLinesWithPlans), ALWAYS_REFINE);
}
export const renewalDetailsSchema = createRenewalDetailsSchema([]);
export type RenewalDetails = z.infer<typeof renewalDetailsSchema>;

/** The employee contributions matrix: each eligible employee needs a medical class when medical plans exist. */
export function createEmployeeContributionsSchema(hasMedicalPlans: boolean) {
  return z.object({
    employees: z.array(
      z
        .object({
          renewalPolicyExternalID: textSchema,
          medicalCompanyContributionID: textSchema.nullable().optional(),
        })
        .superRefine((row, ctx) => {
          if (hasMedicalPlans && !row.medicalCompanyContributionID) {
            ctx.addIssue({
              code: 'custom',
              path: ['medicalCompanyContributionID'],
              message: CONTRIBUTION_MESSAGES.medicalClass,
            });
          }
        }),
    ),
  });
}
export type EmployeeContributions = z.infer<ReturnType<typeof createEmployeeContributionsSchema>>;
