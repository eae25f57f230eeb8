import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COVERAGE_TYPES } from '../../../shared/domain/enums';
import { errorBodySchema } from '../../../shared/errors';
import { type ApplicationResponse, applicationResponseSchema } from '../../../shared/schemas/application';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { resolveEmployeeFormAccess } from '../../lib/employee-access';
import { requireActor } from '../../plugins/auth';
import { deriveApplicationStatus } from '../companies/application-status';
import { findEmployeeFormIdForAccount, loadApplicationRows } from './employee-applications.repository';

const responses = {
  200: applicationResponseSchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** Load application (spec 1 §7): the employee's own, or an employee's in admin mode. */
export async function employeeApplicationRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/employee_applications/current',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee application'],
        summary: "The signed-in employee's application",
        response: responses,
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const formId = await findEmployeeFormIdForAccount(db, actor.accountId);
      if (!formId) throw notFound('Your benefits application');
      return loadApplication(db, formId, false);
    },
  );

  r.get(
    '/api/v1/employee_applications/:employeeFormId',
    {
      config: { access: 'signed_in' },
      schema: {
        tags: ['employee application'],
        summary: "An employee's application (admin mode for administrators and brokers)",
        params: z.object({ employeeFormId: z.uuid('Unknown employee.') }),
        response: responses,
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const access = await resolveEmployeeFormAccess(
        db,
        actor,
        request.params.employeeFormId,
        'admin_mode.open_application',
      );
      return loadApplication(db, access.form.id, access.adminMode);
    },
  );
}

async function loadApplication(
  db: Db,
  employeeFormId: string,
  adminMode: boolean,
): Promise<ApplicationResponse> {
  const rows = await loadApplicationRows(db, employeeFormId);
  if (!rows) throw notFound('A benefits application for this employee');
  const { form, company, partner, policy } = rows;
  const status = deriveApplicationStatus({
    completedAt: policy.completedAt,
    completedSteps: rows.steps.length,
    enrollingAnswers: rows.coverages.map((c) => c.isEnrolling),
  });
  return {
    adminMode,
    companyIDToken: company.idToken,
    companyName: company.name,
    linkedAccount: form.accountId !== null,
    availablePlans: COVERAGE_TYPES.filter((t) => rows.offeredTypes.includes(t)),
    employeeForm: {
      id: form.id,
      hashID: form.hashId,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      isEligible: form.isEligible,
    },
    employeePolicy: {
      id: policy.id,
      status: policy.status,
      effectiveAt: policy.effectiveAt,
      completedSteps: rows.steps,
      completedAt: policy.completedAt?.toISOString() ?? null,
      isDeclinedAndCompleted: status === 'declined',
    },
    partner: {
      partnerName: partner?.name ?? null,
      supportEmail: partner?.supportEmail ?? null,
      editEmployeeLink: partner?.editEmployeeLink ?? null,
      syncedEmployeeFields: [...new Set([...(partner?.syncedEmployeeFields ?? []), ...form.syncedFields])],
    },
  };
}
