/**
 * Partner connections (issue 12 item 7, decision 0033): a company connects a payroll or accounting partner;
 * connecting issues that partner an API key for this company only, and the connection waits for the partner's
 * first call with it.
 */

export const INTEGRATION_KINDS = ['payroll', 'accounting'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export const INTEGRATION_KIND_LABELS: Record<IntegrationKind, string> = {
  payroll: 'Payroll',
  accounting: 'Accounting',
};

/** What is stored: an administrator connected the partner, or disconnected it. */
export const INTEGRATION_STATUSES = ['connected', 'disconnected'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/**
 * What the page says about a connection. `waiting_for_first_sync` until the partner calls the partner API with
 * the connection's key; `key_revoked` when the key was revoked elsewhere (operations) while the connection
 * still stands: the partner can no longer call, so the administrator should reconnect.
 */
export const CONNECTION_STATES = [
  'not_connected',
  'waiting_for_first_sync',
  'synced',
  'key_revoked',
  'disconnected',
] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export const CONNECTION_STATE_LABELS: Record<ConnectionState, string> = {
  not_connected: 'Not connected',
  waiting_for_first_sync: 'Waiting for first sync',
  synced: 'Connected',
  key_revoked: 'Needs attention',
  disconnected: 'Disconnected',
};

/** The state a connection shows, from what is stored (the rule both the server's answer and tests use). */
export function describeConnectionState(
  connection: { status: IntegrationStatus; lastSyncAt: string | null; keyRevoked: boolean } | null,
): ConnectionState {
  if (!connection) return 'not_connected';
  if (connection.status === 'disconnected') return 'disconnected';
  if (connection.keyRevoked) return 'key_revoked';
  return connection.lastSyncAt ? 'synced' : 'waiting_for_first_sync';
}

/** Whether the page offers Connect (never connected, or disconnected, or its key is gone) or Disconnect. */
export function canConnect(state: ConnectionState): boolean {
  return state === 'not_connected' || state === 'disconnected' || state === 'key_revoked';
}
export function canDisconnect(state: ConnectionState): boolean {
  return state === 'waiting_for_first_sync' || state === 'synced' || state === 'key_revoked';
}

export const INTEGRATION_MESSAGES = {
  version: 'This connection was changed in another window. Reload to see the latest.',
  alreadyConnected: 'This partner is already connected. Reload to see the connection.',
  notConnected: 'This partner is not connected.',
  unknownPartner: 'Choose a partner from the list.',
} as const;
