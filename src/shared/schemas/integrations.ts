import { z } from 'zod';
import {
  CONNECTION_STATES,
  INTEGRATION_KINDS,
  INTEGRATION_MESSAGES,
  INTEGRATION_STATUSES,
} from '../domain/integrations/integrations';
import { versionSchema } from './fields';

/**
 * Integrations (issue 12 item 7, decision 0033): the company's partner connections and the partner API keys
 * that can act for it. A key is never answered whole except once, in the connect answer.
 */

const versionOf = versionSchema(INTEGRATION_MESSAGES.version);

export const integrationConnectionSchema = z.object({
  id: z.string(),
  status: z.enum(INTEGRATION_STATUSES),
  connectedAt: z.string(),
  connectedByName: z.string().nullable(),
  disconnectedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /** The prefix of the key the connection issued (gcp_…), to match it in the key list. */
  keyPrefix: z.string().nullable(),
  version: z.number().int(),
});
export type IntegrationConnection = z.infer<typeof integrationConnectionSchema>;

/** One partner the company may connect, with its connection (null until the first connect). */
export const integrationSchema = z.object({
  partnerId: z.string(),
  partnerName: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  state: z.enum(CONNECTION_STATES),
  connection: integrationConnectionSchema.nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

/** A partner API key that can act for this company: one of its connections', or its partner's own. */
export const companyPartnerKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  keyPrefix: z.string(),
  partnerName: z.string(),
  /** `company`: issued by a connection, for this company only; `partner`: operations', for all the partner's companies. */
  scope: z.enum(['company', 'partner']),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type CompanyPartnerKey = z.infer<typeof companyPartnerKeySchema>;

export const integrationsResponseSchema = z.object({
  integrations: z.array(integrationSchema),
  keys: z.array(companyPartnerKeySchema),
});
export type IntegrationsResponse = z.infer<typeof integrationsResponseSchema>;

/** Connect: the partner, and the connection's version when one exists already (null for a first connect). */
export const connectIntegrationRequestSchema = z.object({
  partnerId: z.uuid(INTEGRATION_MESSAGES.unknownPartner),
  version: versionOf.nullable(),
});
export type ConnectIntegrationRequest = z.infer<typeof connectIntegrationRequestSchema>;

/** The key is in this answer only (`Cache-Control: no-store`); it is stored as its SHA-256. */
export const connectIntegrationResponseSchema = z.object({
  integration: integrationSchema,
  key: z.string(),
});
export type ConnectIntegrationResponse = z.infer<typeof connectIntegrationResponseSchema>;

export const disconnectIntegrationRequestSchema = z.object({ version: versionOf });
export type DisconnectIntegrationRequest = z.infer<typeof disconnectIntegrationRequestSchema>;
