import { describeEnrollmentWindow } from '@shared/domain/enrollment-window/enrollment-window';
import {
  employeeDashboardSchema,
  enrollmentWindowResponseSchema,
  idCardParamsSchema,
} from '@shared/schemas/employee-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../../access/scope';
import type { Db } from '../../../db/client';
import { DOWNLOAD_HEADERS, sendStoredFile } from '../../../lib/download-reply';
import { attachmentDisposition } from '../../../lib/file-name';
import { READ_ERROR_RESPONSES } from '../../../lib/route-schemas';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { listPeopleToEnroll } from '../enrollment-costs/enrollment-costs.service';
import {
  type ComingYearRenewalReader,
  getEmployeeDashboard,
  getIdCard,
  openEnrolledPlanSbc,
} from './employee-dashboard.service';
import { renderIdCardPdf } from './id-card-pdf';

const formParams = z.object({ employeeFormId: z.uuid('Unknown employee.') });

/**
 * The employee dashboard (issue 14 item 1, decision 0041): reads only. Each call is scoped to the employee form:
 * the employee it belongs to, or (admin mode, audited) an administrator or broker of its company, or operations;
 * another employee's form answers 404, another company's administrator 403.
 */
export const employeeDashboardRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  findComingYearRenewal: ComingYearRenewalReader;
}> = async (app, { db, storage, findComingYearRenewal }) => {
  app.get(
    '/api/v1/employee_forms/:employeeFormId/dashboard',
    {
      config: {
        access: 'signed_in',
        scope: { kind: 'employeeForm', auditAdminModeAs: 'admin_mode.open_dashboard' },
      },
      schema: {
        tags: ['employee dashboard'],
        summary:
          "An employee's dashboard: coverage with its costs and plans, the health account, ID cards, details",
        params: formParams,
        response: { 200: employeeDashboardSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) =>
      getEmployeeDashboard(db, scopeOf(request, 'employeeForm').access, findComingYearRenewal),
  );

  app.get(
    '/api/v1/employee_forms/:employeeFormId/enrollment_window',
    {
      config: { access: 'signed_in', scope: 'employeeForm' },
      schema: {
        tags: ['employee dashboard'],
        summary: 'The days an employee has left to enroll or decline (null once they have)',
        params: formParams,
        response: { 200: enrollmentWindowResponseSchema, ...READ_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { form } = scopeOf(request, 'employeeForm').access;
      const [person] = await listPeopleToEnroll(db, form.companyId, form.id);
      const window = person?.window ?? null;
      return { window: window ? { ...window, text: describeEnrollmentWindow(window) } : null };
    },
  );

  app.get(
    '/api/v1/employee_forms/:employeeFormId/dashboard/id-cards/:coverageType/pdf',
    {
      config: {
        access: 'signed_in',
        scope: { kind: 'employeeForm', auditAdminModeAs: 'admin_mode.download_id_card' },
      },
      schema: {
        tags: ['employee dashboard'],
        summary: 'One ID card (medical, dental or vision) as a PDF, to save or print',
        description: 'Answers 404 when the employee has no such enrollment. No SSN is on a card.',
        params: idCardParamsSchema,
        response: { 200: z.unknown().describe('The PDF'), ...READ_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { access } = scopeOf(request, 'employeeForm');
      const { card, companyName } = await getIdCard(db, access, request.params.coverageType);
      const pdf = await renderIdCardPdf(card, companyName);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(`${card.label} ID card.pdf`))
        .headers(DOWNLOAD_HEADERS)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/v1/employee_forms/:employeeFormId/dashboard/plans/:planId/sbc',
    {
      config: { access: 'signed_in', scope: 'employeeForm' },
      schema: {
        tags: ['employee dashboard'],
        summary: "An enrolled plan's summary of benefits and coverage, as the company's stored document",
        description:
          "Answers 404 unless the plan is one of the employee's enrolled plans with a stored document.",
        params: formParams.extend({ planId: z.uuid('Unknown plan.') }),
        response: { 200: z.unknown().describe("The document's bytes"), ...READ_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { file, body } = await openEnrolledPlanSbc(
        { db, storage },
        scopeOf(request, 'employeeForm').access,
        request.params.planId,
      );
      return sendStoredFile(reply, file, body);
    },
  );
};
