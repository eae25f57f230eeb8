import { outboxMessageSchema, outboxResponseSchema } from '@shared/schemas/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { redactSecretsInText } from '../../../lib/redact-secrets';
import { ERROR_RESPONSES, OPERATIONS_ROUTE } from '../../../lib/route-schemas';
import { findOutboxMessage, listRecentOutboxMessages, type OutboxRow } from './mail-outbox.repository';

/** How many messages the outbox page lists. */
export const OUTBOX_PAGE_SIZE = 100;

/** The mail outbox, for operations: what the app would have sent while no SMTP server is configured. */
export async function mailOutboxRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/outbox',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['admin'],
        summary: `The ${OUTBOX_PAGE_SIZE} most recent messages in the mail outbox, newest first`,
        response: { 200: outboxResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({
      messages: (await listRecentOutboxMessages(db, OUTBOX_PAGE_SIZE)).map(summaryOf),
    }),
  );

  r.get(
    '/api/v1/admin/outbox/:messageId',
    {
      config: OPERATIONS_ROUTE,
      schema: {
        tags: ['admin'],
        summary: 'One message of the mail outbox, with its text (one-time link tokens blanked)',
        description:
          "An invitation link's token is shown as [redacted]: the link signs up whoever holds it as the person invited, and operations never need it (decision 0074).",
        params: z.object({ messageId: z.uuid('Unknown message.') }),
        response: { 200: outboxMessageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const row = await findOutboxMessage(db, request.params.messageId);
      if (!row) throw notFound('That message');
      return { ...summaryOf(row), text: redactSecretsInText(row.text) };
    },
  );
}

function summaryOf(
  row: Pick<OutboxRow, 'id' | 'toAddress' | 'subject' | 'template' | 'transport' | 'createdAt' | 'sentAt'>,
) {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
