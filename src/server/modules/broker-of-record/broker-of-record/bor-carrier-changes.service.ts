import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import { INSURANCE_TYPE_LABELS, isInsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import {
  CARRIER_CHANGE_STATUS_DESCRIPTIONS,
  CARRIER_CHANGE_STATUS_LABELS,
  CARRIER_CHANGE_STATUSES,
  type CarrierChangeStatus,
  canMoveCarrierChange,
} from '@shared/domain/broker-of-record/letter';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { BorCarrierChange, BorCarrierChangeRequest } from '@shared/schemas/broker-of-record';
import {
  BOR_CARRIER_CHANGES_PAGE_SIZE,
  type BorCarrierChangeList,
  type BorCarrierChangesQuery,
  type BorCarrierStatus,
} from '@shared/schemas/broker-of-record-status';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { assertVersion } from '../../../lib/versioned-write';
import type { TransactionalSend } from '../../../plugins/jobs';
import { toCarrierChange } from './bor-shared';
import {
  findCarrierChange,
  findCarrierChangeEvent,
  findCompany,
  findSignedAt,
  insertCarrierChangeEvent,
  listCarrierChangeEvents,
  listCarrierChanges,
  listCarrierChangesForOperations,
  lockCarrierChange,
  updateCarrierChangeStatus,
} from './broker-of-record.repository';

// ---------------------------------------------------------------------------------------------------------
// Carrier changes (operations)

/**
 * PUT carrier_changes/{id}: operations move a carrier's change to one of its next statuses (version checked);
 * recorded with its date for the employer's timeline; the administrators' mail is queued in the same transaction
 * (the notices module's job sends it, decision 0081).
 */
export async function setCarrierChangeStatus(
  deps: { db: Db },
  actor: Actor,
  carrierChangeId: string,
  body: BorCarrierChangeRequest,
  queueStatusMail: TransactionalSend,
): Promise<BorCarrierChange> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const row = await lockCarrierChange(tx, carrierChangeId);
    if (!row) throw notFound('That carrier change');
    assertVersion(row.version, body.version, BOR_MESSAGES.carrierChangeVersion);
    const from = row.status as CarrierChangeStatus;
    if (!canMoveCarrierChange(from, body.status)) {
      const message = BOR_MESSAGES.statusNotAllowed(
        CARRIER_CHANGE_STATUS_LABELS[from],
        CARRIER_CHANGE_STATUS_LABELS[body.status],
      );
      throw validationFailed({ status: message }, message);
    }
    const now = clock.now();
    await updateCarrierChangeStatus(tx, row, body.status, now);
    const eventId = await insertCarrierChangeEvent(tx, {
      carrierChangeId: row.id,
      status: body.status,
      at: now,
      byAccountId: actor.accountId,
    });
    await queueStatusMail(tx, { carrierChangeEventId: eventId });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: row.companyId,
      action: 'broker_of_record.carrier_status_changed',
      subjectType: 'bor_carrier_change',
      subjectId: row.id,
      details: { from, to: body.status },
    });
  });
  const row = (await findCarrierChange(db, carrierChangeId))!;
  return toCarrierChange(row, await listCarrierChangeEvents(db, [row.id]));
}

/**
 * What the administrators' mail of one status says (the notices module's job reads it): the company, the
 * carrier, the status with its description and dates, and the company's status page; null when it is gone.
 */
export async function readCarrierStatusForMail(db: Db, carrierChangeEventId: string) {
  const found = await findCarrierChangeEvent(db, carrierChangeEventId);
  if (!found) return null;
  const company = await findCompany(db, found.change.companyId);
  if (!company) return null;
  const status = found.event.status as CarrierChangeStatus;
  return {
    companyId: company.id,
    companyName: company.name,
    companyIdToken: company.idToken,
    carrierName: found.change.carrierName,
    statusLabel: CARRIER_CHANGE_STATUS_LABELS[status] ?? status,
    statusDescription: CARRIER_CHANGE_STATUS_DESCRIPTIONS[status] ?? '',
    changedOn: formatLongIsoDate(clock.isoDateOf(found.event.at)),
    effectiveOn: formatLongIsoDate(found.change.effectiveDate),
    insuranceTypes: found.change.insuranceTypes.map((t) =>
      isInsuranceType(t) ? INSURANCE_TYPE_LABELS[t] : t,
    ),
  };
}

/**
 * GET carrier_status (decision 0051): whether the company signed, and each carrier's change with its timeline,
 * for the employer dashboard's Home card and status page. Three small reads; nothing is built from the plans.
 */
export async function readCarrierStatus(db: Db, companyId: string): Promise<BorCarrierStatus> {
  const [company, app] = await Promise.all([findCompany(db, companyId), findSignedAt(db, companyId)]);
  if (!company) throw notFound('That company');
  const changes = app ? await listCarrierChanges(db, app.id) : [];
  const events = await listCarrierChangeEvents(
    db,
    changes.map((c) => c.id),
  );
  return {
    companyName: company.name,
    signedAt: app?.signedAt?.toISOString() ?? null,
    carrierChanges: changes.map((c) => toCarrierChange(c, events)),
  };
}

/** The statuses a filter names: `open` is every one but effective (final); `all` is none left out. */
function statusesOf(filter: BorCarrierChangesQuery['status']): readonly CarrierChangeStatus[] | null {
  if (filter === 'all') return null;
  if (filter === 'open') return CARRIER_CHANGE_STATUSES.filter((s) => s !== 'effective');
  return [filter];
}

/**
 * GET carrier_changes (operations, decision 0051): every company's carrier changes of the filter, those waiting
 * longest first, a page at a time, each with its company and the statuses it may move to.
 */
export async function listCarrierChangesOfCompanies(
  db: Db,
  query: BorCarrierChangesQuery,
): Promise<BorCarrierChangeList> {
  const pageSize = BOR_CARRIER_CHANGES_PAGE_SIZE;
  const { rows, total } = await listCarrierChangesForOperations(db, {
    statuses: statusesOf(query.status),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  const events = await listCarrierChangeEvents(
    db,
    rows.map((r) => r.change.id),
  );
  return {
    items: rows.map((r) => ({
      ...toCarrierChange(r.change, events),
      companyId: r.change.companyId,
      companyName: r.companyName,
      companyIdToken: toCompanyTokenPrefix(r.companyIdToken),
    })),
    total,
    page: query.page,
    pageSize,
  };
}
