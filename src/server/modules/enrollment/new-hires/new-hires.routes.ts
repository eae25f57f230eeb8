import { newEmployeeSchema } from '@shared/schemas/employees';
import {
  addEmployeeResponseSchema,
  newEmployeeEstimateSchema,
  newEmployeeOptionsSchema,
} from '@shared/schemas/new-hires';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../../access/scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import {
  COMPANY_ROUTE,
  companyParams,
  companyRoute,
  ERROR_RESPONSES,
  READ_ERROR_RESPONSES,
} from '../../../lib/route-schemas';
import { addEmployee, estimateNewEmployee, getNewEmployeeOptions } from './new-hires.service';

/** Add new employee: the form's options, the confirm page's estimate, and the save that sends the invitation. */
export const newHireRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/v1/companies/:companyId/new-employee-options',
    companyRoute(
      newEmployeeOptionsSchema,
      {
        summary: 'What the Add new employee form offers: the contribution classes',
      },
      READ_ERROR_RESPONSES,
    ),
    async (request) => getNewEmployeeOptions(db, scopeOf(request, 'company').companyId),
  );

  app.post(
    '/api/v1/companies/:companyId/new-employee-estimate',
    companyRoute(
      newEmployeeEstimateSchema,
      {
        summary: "When a new employee's coverage can start and its estimated monthly cost to the company",
        description: 'Writes nothing: a read whose input is the new employee as entered.',
        body: newEmployeeSchema,
      },
      ERROR_RESPONSES,
    ),
    async (request) => estimateNewEmployee(db, scopeOf(request, 'company').companyId, request.body),
  );

  app.post(
    '/api/v1/companies/:companyId/employees',
    {
      config: COMPANY_ROUTE,
      schema: {
        tags: ['employer'],
        summary: 'Add an employee and e-mail them an invitation to create their account',
        params: companyParams,
        body: newEmployeeSchema,
        response: { 201: addEmployeeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { companyId, actor } = scopeOf(request, 'company');
      const added = await addEmployee(db, app.mailer, {
        companyId,
        actor,
        employee: request.body,
        publicUrl: config.publicUrl,
      });
      return reply.status(201).send(added);
    },
  );
};
