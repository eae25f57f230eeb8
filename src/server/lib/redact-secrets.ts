/**
 * Secrets and personal data that ride in URLs, blanked before a URL or a message's text is logged or shown to
 * operations (decision 0074). A one-time invitation token signs its holder up as the person invited; a partner
 * callback's code and state finish someone's sign-in; searches carry names and e-mail addresses.
 */
export const REDACTED = '[redacted]';

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY_KEYS = new Set([
  // One-time credentials: the invitation link, the OpenID Connect callback, the sign-in form's token.
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
  'authenticity_token',
  'client_secret',
  'company_token',
  // Personal data typed into a search or a filter (house rule: nothing personal in logs).
  'q',
  'person',
  'email',
  'search',
]);

/**
 * Path segments that are secrets: the invitation token in the API's and the page's routes, and the officer's
 * broker-of-record signing token (decision 0081).
 */
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/api\/v1\/invitations\/)[^/?#]+/,
  /^(\/[^/?#]+\/create-account\/)[^/?#]+/,
  /^(\/api\/v1\/broker_of_record\/officer_signing\/)[^/?#]+/,
  /^(\/broker-of-record\/officer-sign\/)[^/?#]+/,
];

/** The URL (a path with its query, as Fastify's `request.url`) with its secrets blanked. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      let key: string;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' ')).toLowerCase();
      } catch {
        return `${rawKey}=${REDACTED}`;
      }
      return SECRET_QUERY_KEYS.has(key) && eq !== -1 ? `${rawKey}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

// An invitation link anywhere in a text: `/{company token prefix}/create-account/{token}`.
const INVITATION_LINK = /(\/create-account\/)[A-Za-z0-9_-]+/g;
// An officer's signing link (decision 0081): `/broker-of-record/officer-sign/{token}`.
const OFFICER_SIGNING_LINK = /(\/broker-of-record\/officer-sign\/)[A-Za-z0-9_-]+/g;

/** A message's text with its one-time links' tokens blanked: what operations see of a mail in the outbox. */
export function redactSecretsInText(text: string): string {
  return text.replace(INVITATION_LINK, `$1${REDACTED}`).replace(OFFICER_SIGNING_LINK, `$1${REDACTED}`);
}
