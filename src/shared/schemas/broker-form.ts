import { z } from 'zod';
import { textSchema } from './fields';

/** GET /api/v1/broker_forms: the support contact shown in the footer. */
export const brokerFormQuerySchema = z.object({ company_id_token: textSchema.max(64).optional() });

export const brokerFormSchema = z.object({
  name: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** 'broker' for employees, 'benefits_administration' for administrators and brokers. */
  kind: z.enum(['broker', 'benefits_administration']),
});
export const brokerFormResponseSchema = z.object({ brokerForm: brokerFormSchema });
export type BrokerForm = z.infer<typeof brokerFormSchema>;
export type BrokerFormResponse = z.infer<typeof brokerFormResponseSchema>;
