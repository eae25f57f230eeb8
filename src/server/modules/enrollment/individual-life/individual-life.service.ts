import { computeAgeOnIso } from '@shared/domain/dates/dates';
import { canChooseLifeQuote, canMoveLifeApplication } from '@shared/domain/individual-life/carrier-states';
import {
  isOfferedQuote,
  type LifeApplicant,
  type LifeQuote,
  type LifeTerm,
  quoteTermLife,
  suggestedCoverageRange,
} from '@shared/domain/individual-life/quotes';
import { fromCents, fromCentsOrNull, toCents } from '@shared/domain/money/money';
import { isIndividualLifeCardShown } from '@shared/domain/offers/offers';
import type { lifeCarrierStepRequestSchema } from '@shared/schemas/individual-life';
import {
  INDIVIDUAL_LIFE_MESSAGES,
  type LifeApplicationResponse,
  type LifeApplyRequest,
  type LifeQuotesResponse,
  type LifeQuoteView,
} from '@shared/schemas/individual-life';
import type { z } from 'zod';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { EmployeeFormAccess } from '../../../access/employee-access';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { randomToken } from '../../../lib/field-crypto';
import { assertVersion } from '../../../lib/versioned-write';
import {
  findApplicant,
  findLifeApplication,
  insertLifeApplication,
  type LifeApplicationRow,
  lockLifeApplication,
  updateLifeApplication,
} from './individual-life.repository';

/*
 * Individual term life (issue 14 item 3, decision 0044): quotes from the shared table, applying with the carrier
 * (the offline carrier: a page of ours that stands in for the carrier's application and moves it through docs/spec/2
 * §4's statuses), and the application's status for the card.
 */

const toView = (q: LifeQuote): LifeQuoteView => ({
  coverage: q.coverage,
  term: q.term,
  daily_price: fromCents(q.dailyPriceCents),
});

/** Where the offline carrier's application continues (a page of ours, decision 0044). */
export const offlineCarrierUrl = (reference: string) => `/individual-life/carrier/${reference}`;

async function readApplicant(db: Db, employeeFormId: string) {
  const row = await findApplicant(db, employeeFormId);
  if (!row) throw notFound('That employee');
  const age = row.bornAt ? computeAgeOnIso(row.bornAt, clock.todayIso()) : null;
  const applicant: LifeApplicant | null =
    age === null ? null : { age, gender: row.gender, tobaccoUser: row.tobaccoUser === 'Yes' };
  const isShown =
    applicant !== null && isIndividualLifeCardShown(applicant.age, row.hideIndividualApplications);
  return { applicant, isShown, annualSalary: fromCentsOrNull(row.annualSalaryCents) };
}

/** GET …/individual-life-quote: the quotes the employee is offered today (none when the card is not shown). */
export async function readLifeQuotes(db: Db, employeeFormId: string): Promise<LifeQuotesResponse> {
  const { applicant, isShown, annualSalary } = await readApplicant(db, employeeFormId);
  return {
    quotes: isShown && applicant ? quoteTermLife(applicant).map(toView) : [],
    suggestedCoverage: suggestedCoverageRange(annualSalary === null ? null : Number(annualSalary)),
    isShown,
  };
}

function toApplicationResponse(row: LifeApplicationRow | null): LifeApplicationResponse {
  if (!row)
    return { individualLifeApplication: null, individualLifePolicy: null, linkToCarrierApplication: null };
  return {
    individualLifeApplication: {
      status: row.status,
      coverage: row.coverage,
      term: row.termYears,
      daily_price: fromCents(row.dailyPriceCents),
      version: row.version,
    },
    individualLifePolicy:
      row.status === 'covered' && row.policyNumber ? { policyID: row.policyNumber } : null,
    // Covered, it is where the card's View Coverage goes: the carrier's page of the policy.
    linkToCarrierApplication: row.carrierUrl,
  };
}

/** GET …/individual-life-application: the application's status, policy and where it continues. */
export async function readLifeApplication(db: Db, employeeFormId: string): Promise<LifeApplicationResponse> {
  return toApplicationResponse(await findLifeApplication(db, employeeFormId));
}

/**
 * POST …/individual-life-apply: applies with the chosen quote, which must be one offered today, in one
 * transaction that locks the form's application; answers where the carrier's application continues. A quote may
 * be chosen again until the application is under way; after that the answer is its existing address.
 */
export async function applyForLife(
  db: Db,
  actor: Actor,
  access: EmployeeFormAccess,
  request: LifeApplyRequest,
): Promise<{ url: string | null }> {
  const formId = access.form.id;
  return db.transaction(async (tx) => {
    const { applicant, isShown } = await readApplicant(tx, formId);
    if (!isShown || !applicant) throw new AppError('conflict', INDIVIDUAL_LIFE_MESSAGES.notEligible);
    const quote: LifeQuote = {
      coverage: request.apply.coverage,
      term: request.apply.term as LifeTerm,
      dailyPriceCents: toCents(request.apply.daily_price),
    };
    if (!isOfferedQuote(applicant, quote))
      throw new AppError('validation_failed', INDIVIDUAL_LIFE_MESSAGES.notOffered, {
        apply: INDIVIDUAL_LIFE_MESSAGES.notOffered,
      });
    const existing = await lockLifeApplication(tx, formId);
    if (existing && !canChooseLifeQuote(existing.status)) return { url: existing.carrierUrl };
    const chosen = {
      coverage: quote.coverage,
      termYears: quote.term,
      dailyPriceCents: quote.dailyPriceCents,
    };
    let row: LifeApplicationRow;
    if (existing)
      row = await updateLifeApplication(tx, existing.id, {
        ...chosen,
        status: 'application_incomplete',
        version: existing.version + 1,
      });
    else {
      const reference = randomToken(18);
      row = await insertLifeApplication(tx, {
        employeeFormId: formId,
        ...chosen,
        status: 'application_incomplete',
        carrierReference: reference,
        carrierUrl: offlineCarrierUrl(reference),
      });
    }
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: access.form.companyId,
      action: access.adminMode ? 'individual_life.applied_in_admin_mode' : 'individual_life.applied',
      subjectType: 'employee_form',
      subjectId: formId,
      details: { coverage: quote.coverage, term: quote.term },
    });
    return { url: row.carrierUrl };
  });
}

/**
 * The offline carrier's page moves the application one step (decision 0044): only the applicant (never admin
 * mode), from the version read, along docs/spec/2 §4's steps; covered gives it a policy number.
 */
export async function moveLifeApplicationOffline(
  db: Db,
  actor: Actor,
  access: EmployeeFormAccess,
  request: z.infer<typeof lifeCarrierStepRequestSchema>,
): Promise<LifeApplicationResponse> {
  if (access.adminMode) throw forbidden(INDIVIDUAL_LIFE_MESSAGES.notApplicant);
  const formId = access.form.id;
  const row = await db.transaction(async (tx) => {
    const existing = await lockLifeApplication(tx, formId);
    if (!existing) throw notFound('A term life application');
    assertVersion(existing.version, request.version, INDIVIDUAL_LIFE_MESSAGES.version);
    if (!canMoveLifeApplication(existing.status, request.status))
      throw new AppError('conflict', INDIVIDUAL_LIFE_MESSAGES.step);
    const moved = await updateLifeApplication(tx, existing.id, {
      status: request.status,
      version: existing.version + 1,
      ...(request.status === 'covered' ? { policyNumber: `TL-${randomToken(6).toUpperCase()}` } : {}),
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: access.form.companyId,
      action: 'individual_life.carrier_step',
      subjectType: 'employee_form',
      subjectId: formId,
      details: { from: existing.status, to: request.status },
    });
    return moved;
  });
  return toApplicationResponse(row);
}
