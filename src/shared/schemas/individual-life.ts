import { z } from 'zod';
import { INDIVIDUAL_LIFE_STATUSES } from '../domain/enums';
import { LIFE_COVERAGES, LIFE_TERMS } from '../domain/individual-life/quotes';
import { versionSchema } from './fields';

/*
 * docs/spec/2 §7's individual term life calls (decision 0044), under the employee form so the employee and, in admin
 * mode, their company's administrators may call them: GET …/individual-life-quote, POST …/individual-life-apply,
 * GET …/individual-life-application. Prices are dollars a day (`daily_price`), as the card shows them.
 */

export const INDIVIDUAL_LIFE_MESSAGES = {
  notOffered: 'That quote is no longer offered. Choose one of the quotes shown.',
  notEligible: 'Individual term life is offered to employees aged 20 to 60.',
  underWay: 'Your term life application is already under way with the carrier.',
  version: 'This application was changed in another window. Reload to see the latest.',
  step: 'The application cannot move to that step from where it is.',
  notApplicant: 'Only the applicant can continue the application with the carrier.',
} as const;

export const lifeQuoteSchema = z.object({
  coverage: z.number().int(),
  term: z.number().int(),
  daily_price: z.number(),
});
export type LifeQuoteView = z.infer<typeof lifeQuoteSchema>;

export const lifeQuotesResponseSchema = z.object({
  quotes: z.array(lifeQuoteSchema),
  /** docs/spec/2 §9's rule of thumb, 5 to 10 times the yearly income (null without a salary on file). */
  suggestedCoverage: z.object({ from: z.number(), to: z.number() }).nullable(),
  /** Whether the card shows at all (ages 20 to 60, individual applications not hidden). */
  isShown: z.boolean(),
});
export type LifeQuotesResponse = z.infer<typeof lifeQuotesResponseSchema>;

export const lifeApplyRequestSchema = z.object({
  apply: z.object({
    coverage: z.union(
      LIFE_COVERAGES.map((c) => z.literal(c)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
      {
        error: 'Choose a coverage amount.',
      },
    ),
    term: z.union(LIFE_TERMS.map((t) => z.literal(t)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], {
      error: 'Choose a term.',
    }),
    daily_price: z.number({ error: 'Choose a quote.' }).nonnegative('Choose a quote.'),
  }),
});
export type LifeApplyRequest = z.infer<typeof lifeApplyRequestSchema>;

/** Where the carrier's application continues (opened in a new tab); null keeps the employee where they are. */
export const lifeApplyResponseSchema = z.object({ url: z.string().nullable() });

export const lifeApplicationResponseSchema = z.object({
  individualLifeApplication: z
    .object({
      status: z.enum(INDIVIDUAL_LIFE_STATUSES),
      coverage: z.number().int(),
      term: z.number().int(),
      daily_price: z.number(),
      version: z.number().int(),
    })
    .nullable(),
  individualLifePolicy: z.object({ policyID: z.string() }).nullable(),
  linkToCarrierApplication: z.string().nullable(),
});
export type LifeApplicationResponse = z.infer<typeof lifeApplicationResponseSchema>;

/** The offline carrier's page moves the application a step (decision 0044); absent with a real carrier. */
export const lifeCarrierStepRequestSchema = z.object({
  version: versionSchema(),
  status: z.enum(INDIVIDUAL_LIFE_STATUSES),
});
