import { z } from 'zod';

/** A message in the outbox (operations only), without its body. */
export const outboxMessageSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  transport: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessageSummary = z.infer<typeof outboxMessageSummarySchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSummarySchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** One message with its plain text (the HTML is not shown in the app). */
export const outboxMessageSchema = outboxMessageSummarySchema.extend({ text: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
