import {
  convertIsoDateToUs,
  convertUsDateToIso,
  formatIsoDate,
  parseIsoDate,
  parseUsDate,
} from '@shared/domain/dates/dates';
import { COVERAGE_LINE_LABELS } from '@shared/domain/employee-dashboard/employee-dashboard';
import { isSpouseOrPartner } from '@shared/domain/enrollment/family';
import type { CoverageType } from '@shared/domain/enums';
import { isMaskedSsn } from '@shared/domain/identifiers';
import {
  computeLifeEventEffectiveDate,
  costWithDependent,
  findLifeEventBlocker,
  isLifeEventLine,
  LIFE_EVENT_BLOCKERS,
  LIFE_EVENT_LABELS,
  LIFE_EVENT_LINES,
  type LifeEventKind,
  type LifeEventLine,
  validateLifeEvent,
} from '@shared/domain/life-events/life-events';
import { perPaycheckOfMonthly } from '@shared/domain/payroll/paychecks';
import { createDependentSchema, FAMILY_MESSAGES } from '@shared/schemas/family-information';
import type {
  DependentPricingPlan,
  DependentPricingRequest,
  DependentPricingResponse,
  EditDependentRequest,
  LifeEvent,
  LifeEventRequest,
  LifeEventsOverview,
} from '@shared/schemas/life-events';
import { writeAudit } from '../../../access/audit';
import type { EmployeeFormAccess } from '../../../access/employee-access';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import type { FieldCipher } from '../../../lib/field-crypto';
import { parseOrFail } from '../../../lib/parse-or-fail';
import type { Versioned } from '../../../lib/versioned-write';
import { addDependentToCoverages } from '../coverages/coverages.service';
import { type Writer, writeApplication } from '../employee-applications/application-writes';
import {
  type ApplicationRows,
  maskFromLast4,
  readApplicationRows,
  requireCurrentPolicyId,
} from '../employee-applications/employee-applications.service';
import { addFormDependent, updateFormDependent } from '../employee-forms/employee-forms.service';
import { priceEnrolledPersonWithDependent } from '../enrollment-costs/enrollment-costs.service';
import { readApplicationPaychecks } from '../health-accounts/health-accounts.service';
import { findLifeEventsOfForm, insertLifeEvent } from './life-events.repository';

/**
 * Qualifying life events on the employee dashboard (issue 14, decision 0046): the pages' read, docs/spec/2 §7's
 * dependent pricing (no write), reporting an event (adds the dependent to the signed application's lines from the
 * event's effective date) and editing a dependent's details. The rules are the shared ones
 * (src/shared/domain/life-events); the writes go through the application's write (lock, version, guards) and the
 * owners' services (employee-forms for the dependent, coverages for the enrolment); this module owns only the
 * record of the events.
 */

const SSN_ON_FILE_MESSAGE =
  'An SSN is on file for this dependent. To change it, please contact your benefits administrator.';

type EventRow = Awaited<ReturnType<typeof findLifeEventsOfForm>>[number];

const toLifeEvent = (e: EventRow): LifeEvent => ({
  id: e.id,
  kind: e.kind,
  label: LIFE_EVENT_LABELS[e.kind],
  eventDate: e.eventDate,
  effectiveAt: e.effectiveAt,
  dependentId: e.dependentId,
  dependentName: `${e.firstName} ${e.lastName}`,
  coverageTypes: e.coverageTypes.filter((t): t is LifeEventLine => isLifeEventLine(t as CoverageType)),
  reportedAt: e.reportedAt.toISOString(),
  reportedInAdminMode: e.reportedInAdminMode,
});

/** The medical, dental and vision lines the application enrolls in, in that order. */
function enrolledLinesOf(rows: Pick<ApplicationRows, 'coverages'>) {
  return LIFE_EVENT_LINES.flatMap((type) => {
    const c = rows.coverages.find((x) => x.coverageType === type);
    return c?.isEnrolling === 'Yes' && c.planId ? [{ coverageType: type, planName: c.planName ?? '' }] : [];
  });
}

const isSigned = (rows: ApplicationRows) => rows.policy.signedAt !== null && rows.policy.completedAt !== null;

function blockerOf(rows: ApplicationRows): string | null {
  return findLifeEventBlocker({
    isSigned: isSigned(rows),
    isEmploymentEnded: rows.form.employmentStatus === 'terminated',
    isEligible: rows.form.isEligible,
    enrolledLineCount: enrolledLinesOf(rows).length,
  });
}

/** When the employee's own coverage starts: the application's effective date, else the plan year's. */
const coverageStartOf = (rows: ApplicationRows): string | null =>
  (rows.policy.effectiveAt ?? rows.companyPolicy.effectiveAt)?.slice(0, 10) ?? null;

async function readCurrentRows(db: Db, employeeFormId: string): Promise<ApplicationRows> {
  const policyId = await requireCurrentPolicyId(db, employeeFormId);
  const rows = await readApplicationRows(db, policyId);
  if (!rows) throw notFound('A benefits application for this employee');
  return rows;
}

/** What the life-event pages show: the application's version and lines, the dependents and the events so far. */
export async function getLifeEventsOverview(db: Db, access: EmployeeFormAccess): Promise<LifeEventsOverview> {
  const rows = await readCurrentRows(db, access.form.id);
  const events = (await findLifeEventsOfForm(db, access.form.id)).map(toLifeEvent);
  const eventOf = new Map(events.map((e) => [e.dependentId, e]));
  return {
    employeePolicyId: rows.policy.id,
    version: rows.policy.version,
    notReportableReason: blockerOf(rows),
    today: clock.todayIso(),
    coverageStartsAt: coverageStartOf(rows),
    lines: enrolledLinesOf(rows).map((l) => ({ ...l, label: COVERAGE_LINE_LABELS[l.coverageType] })),
    dependents: rows.dependents.map((d) => ({
      id: d.id,
      firstName: d.firstName,
      lastName: d.lastName,
      dependentType: d.dependentType,
      bornAt: convertIsoDateToUs(d.bornAt.slice(0, 10)) ?? '',
      gender: d.gender,
      socialSecurityNumberMasked: maskFromLast4(d.ssnLast4),
      coverageTypes: LIFE_EVENT_LINES.filter((t) =>
        rows.enrollments.some((e) => e.dependentId === d.id && e.coverageType === t && e.isEnrolling),
      ),
      lifeEvent: eventOf.get(d.id) ?? null,
    })),
    events,
  };
}

/**
 * docs/spec/2 §7's dependent pricing: each enrolled medical, dental and vision plan priced with a dependent of this
 * type and birth date added (employer-dashboard's pricing: the same engine, census and contributions the
 * dashboard, Home, invoices and payroll use), and what the employee pays now. Writes nothing.
 */
export async function priceDependent(
  db: Db,
  access: EmployeeFormAccess,
  body: DependentPricingRequest,
): Promise<DependentPricingResponse> {
  const rows = await readCurrentRows(db, access.form.id);
  const blocker = blockerOf(rows);
  if (blocker) throw new AppError('conflict', blocker);
  const lines = enrolledLinesOf(rows).map((l) => l.coverageType);
  const { dependentType, bornAt } = body.employee_dependent;
  const priced = await priceEnrolledPersonWithDependent(
    db,
    rows.company.id,
    rows.policy.companyPolicyId,
    access.form.id,
    { dependentType, bornAt: convertUsDateToIso(bornAt)! },
    lines,
  );
  // The plan year's signed application is the only one priced (the employer dashboard's rule).
  if (!priced) throw new AppError('conflict', LIFE_EVENT_BLOCKERS.notSigned);
  const { person, withDependent } = priced;
  const paychecks = await readApplicationPaychecks(db, rows);
  // Per line, as payroll deducts it (a line whose contributions changed is spread over its own part: 0072).
  const perPaycheck = (cents: number | null, type: CoverageType) =>
    cents === null ? null : perPaycheckOfMonthly(cents, paychecks, type);

  const plans: DependentPricingPlan[] = lines.flatMap((type) => {
    const now = person.lines.find((l) => l.coverageType === type) ?? null;
    const next = withDependent.get(type) ?? null;
    const named = next ?? now;
    if (!named) return [];
    const split = (c: typeof now | typeof next) =>
      c
        ? { premiumCents: c.premiumCents, companyCents: c.companyCents, employeeCents: c.employeeCents }
        : null;
    return [
      {
        coverageType: type as LifeEventLine,
        label: COVERAGE_LINE_LABELS[type],
        planId: named.planId,
        planName: named.planName,
        carrierName: named.carrierName,
        current: split(now),
        currentPerPaycheckCents: perPaycheck(now?.employeeCents ?? null, type),
        monthly: split(next),
        perPaycheckCents: perPaycheck(next?.employeeCents ?? null, type),
      },
    ];
  });
  // The totals per paycheck are the lines' own amounts added up, as payroll's are.
  const current_cost = {
    monthlyEmployeeCents: person.lines.reduce((sum, l) => sum + l.employeeCents, 0),
    perPaycheckCents: person.lines.reduce(
      (sum, l) => sum + perPaycheckOfMonthly(l.employeeCents, paychecks, l.coverageType),
      0,
    ),
  };
  return {
    new_plans: plans,
    current_cost,
    new_cost: costWithDependent(current_cost, plans),
    payFrequency: paychecks.frequency,
    paychecks,
  };
}

/**
 * Reports a qualifying life event and adds its dependent to the chosen enrolled lines, in the application's
 * write (one transaction under the application's lock, the version checked, 409 when stale; decision 0012).
 * Inside it, read under the lock: the application is signed and open, the event is within its window, the
 * event may add this dependent, the lines are enrolled, one spouse at most; any refusal is a 400 at its field
 * and nothing is written. The signature is kept: a life event is its own request, recorded and audited, not
 * a change of what was signed (decision 0046). After the commit the company's people caches are forgotten.
 */
export async function reportLifeEvent(
  db: Db,
  cipher: FieldCipher,
  writer: Writer,
  basedOn: number,
  body: LifeEventRequest,
): Promise<Versioned<{ lifeEvent: LifeEvent }>> {
  const policyId = await requireCurrentPolicyId(db, writer.access.form.id);
  return writeApplication(
    db,
    writer,
    policyId,
    basedOn,
    async (tx, rows) => {
      const blocker = blockerOf(rows);
      if (blocker) throw new AppError('conflict', blocker);
      const kind = body.kind as LifeEventKind;
      const eventDate = parseUsDate(body.eventDate)!;
      const today = clock.today();
      const lines = enrolledLinesOf(rows).map((l) => l.coverageType);
      const chosen = LIFE_EVENT_LINES.filter((t) => body.coverageTypes?.includes(t));
      const errors = validateLifeEvent(
        {
          kind,
          eventDate,
          dependentType: body.dependent.dependentType,
          dependentBornAt: parseUsDate(body.dependent.bornAt),
          coverageTypes: body.coverageTypes ?? [],
          enrolledLines: lines,
        },
        today,
      );
      if (
        isSpouseOrPartner(body.dependent.dependentType) &&
        rows.dependents.some((d) => isSpouseOrPartner(d.dependentType))
      )
        errors['dependent.dependentType'] = FAMILY_MESSAGES.oneSpouse;
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const coverageStart = coverageStartOf(rows);
      const effective = computeLifeEventEffectiveDate(
        kind,
        eventDate,
        today,
        coverageStart ? parseIsoDate(coverageStart) : null,
      );
      const at = clock.now();
      const ssn = body.socialSecurityNumber?.trim() ?? '';
      const dependentId = await addFormDependent(
        tx,
        cipher,
        rows.form.id,
        {
          firstName: body.dependent.firstName.trim(),
          lastName: body.dependent.lastName.trim(),
          bornAt: convertUsDateToIso(body.dependent.bornAt)!,
          gender: body.dependent.gender,
          dependentType: body.dependent.dependentType,
        },
        ssn === '' ? null : ssn,
      );
      await addDependentToCoverages(
        tx,
        rows,
        { id: dependentId, dependentType: body.dependent.dependentType },
        chosen,
        at,
      );
      const row = await insertLifeEvent(tx, {
        employeeFormId: rows.form.id,
        employeePolicyId: rows.policy.id,
        dependentId,
        kind,
        eventDate: formatIsoDate(eventDate),
        effectiveAt: formatIsoDate(effective),
        coverageTypes: [...chosen],
        reportedByAccountId: writer.actor.accountId,
        reportedInAdminMode: writer.access.adminMode,
        reportedAt: at,
      });
      // Every report is audited (the employer's timeline shows it); field names and dates only, never an SSN.
      await writeAudit(tx, {
        accountId: writer.actor.accountId,
        sessionId: writer.actor.sessionId,
        companyId: rows.company.id,
        action: 'life_event.reported',
        subjectType: 'employee_form',
        subjectId: rows.form.id,
        adminMode: writer.access.adminMode,
        details: { kind, coverageTypes: chosen, effectiveAt: row.effectiveAt, withSsn: ssn !== '' },
      });
      return {
        lifeEvent: toLifeEvent({
          ...row,
          firstName: body.dependent.firstName.trim(),
          lastName: body.dependent.lastName.trim(),
        }),
      };
    },
    { keepsSignature: true },
  );
}

/**
 * edit-dependent-information: a dependent's names, birth date and gender under the application's rules (a child
 * under 26), and an SSN when none is on file; in the application's write (lock, version). Like a life event it
 * applies to a signed application (before signing, the application's own family page edits dependents), keeps
 * the signature and is audited by field names (decision 0046).
 */
export async function editDependent(
  db: Db,
  cipher: FieldCipher,
  writer: Writer,
  basedOn: number,
  dependentId: string,
  body: EditDependentRequest,
): Promise<Versioned<LifeEventsOverview['dependents'][number]>> {
  const policyId = await requireCurrentPolicyId(db, writer.access.form.id);
  const written = await writeApplication(
    db,
    writer,
    policyId,
    basedOn,
    async (tx, rows) => {
      const blocker = blockerOf(rows);
      if (blocker) throw new AppError('conflict', blocker);
      const dependent = rows.dependents.find((d) => d.id === dependentId);
      if (!dependent) throw notFound('That dependent');
      const ssn = body.socialSecurityNumber?.trim() ?? '';
      const givesSsn = ssn !== '' && !isMaskedSsn(ssn);
      const extra: Record<string, string> =
        givesSsn && dependent.ssnLast4 ? { socialSecurityNumber: SSN_ON_FILE_MESSAGE } : {};
      const data = parseOrFail(
        createDependentSchema(),
        { ...body, id: dependent.id, dependentType: dependent.dependentType },
        extra,
      );
      const at = clock.now();
      const values = {
        firstName: data.firstName,
        lastName: data.lastName,
        bornAt: convertUsDateToIso(data.bornAt)!,
        gender: data.gender,
      };
      await updateFormDependent(tx, cipher, rows.form.id, dependent.id, values, givesSsn ? ssn : null, at);
      const changed = (Object.keys(values) as Array<keyof typeof values>).filter(
        (k) => values[k] !== (k === 'bornAt' ? dependent.bornAt.slice(0, 10) : dependent[k]),
      );
      await writeAudit(tx, {
        accountId: writer.actor.accountId,
        sessionId: writer.actor.sessionId,
        companyId: rows.company.id,
        action: 'dependent.updated',
        subjectType: 'employee_form',
        subjectId: rows.form.id,
        adminMode: writer.access.adminMode,
        details: { fields: givesSsn ? [...changed, 'socialSecurityNumber'] : changed },
      });
    },
    { keepsSignature: true },
  );
  const overview = await getLifeEventsOverview(db, writer.access);
  const dependent = overview.dependents.find((d) => d.id === dependentId);
  if (!dependent) throw notFound('That dependent');
  return { body: dependent, version: written.version };
}
