import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from './app-error';

/**
 * The one versioned write (decision 0012): a write names the version of the record it was based on in an
 * `If-Match` header; the service locks the row, compares (assertVersion: 409 `version_conflict`, the only place
 * that code is thrown) and raises the version; the application's writes answer the new version as ETag, the
 * others in their body. A body's own `version` is still read, for one release, when the body sends one.
 */

/** What a versioned write answers: the body, and the record's version after it (sent as ETag). */
export type Versioned<T> = { body: T; version: number };

export const IF_MATCH_MESSAGES = {
  malformed: 'This change names its version in a form we cannot read (If-Match). Reload and try again.',
} as const;

/** The ETag of a record version: a quoted decimal. */
export const toEtag = (version: number) => `"${version}"`;

/** `"3"`, `W/"3"` or `3`: a version of at most nine digits; or a quoted token where a record's version is a time. */
const IF_MATCH = /^\s*(?:W\/)?(?:"?(\d{1,9})"?|"([\w.:+-]{1,64})")\s*$/;

/**
 * The version the request's If-Match names (a number, or the token of a record versioned by a time); null when
 * it sends none. An If-Match we cannot read is refused (428 with `message`), never taken as "no version".
 */
export function readIfMatch(
  request: FastifyRequest,
  message: string = IF_MATCH_MESSAGES.malformed,
): number | string | null {
  const header = request.headers['if-match'];
  if (header === undefined) return null;
  const match = typeof header === 'string' ? IF_MATCH.exec(header) : null;
  if (!match) throw new AppError('version_required', message);
  return match[1] !== undefined ? Number(match[1]) : match[2]!;
}

/**
 * The version a write was based on, which it must name (428 `message` without one, or with one that is not a
 * number). Only a route that declares IF_MATCH_HEADERS may ask, so OpenAPI shows every write that needs it.
 */
export function readBasedOnVersion(request: FastifyRequest, message: string): number {
  if (!declaresIfMatch(request))
    throw new Error(`${request.routeOptions.url} reads If-Match: declare IF_MATCH_HEADERS in its schema.`);
  const version = readIfMatch(request, message);
  if (typeof version !== 'number') throw new AppError('version_required', message);
  return version;
}

/** Sends a versioned write's body with the record's new version as its ETag. */
export function sendVersioned<T>(reply: FastifyReply, versioned: Versioned<T>): T {
  reply.header('etag', toEtag(versioned.version));
  return versioned.body;
}

/** The answer to a write based on a version that is no longer the stored one (409). */
export const versionConflict = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('version_conflict', message, fieldErrors);

/**
 * Refuses a write based on another version than the stored one (409 `version_conflict` with `message`). Call it
 * with the version read under the row's lock (`select … for update`), in the write's transaction. A version is
 * the row's counter, or what stands for one where a record has none (a timestamp, the last export's id).
 */
export function assertVersion<V extends number | string | null>(
  stored: V | undefined,
  basedOn: V | undefined,
  message: string,
  fieldErrors?: Record<string, string>,
): void {
  if (stored !== basedOn) throw versionConflict(message, fieldErrors);
}

/**
 * The headers of a versioned write (OpenAPI shows them); other headers pass untouched. ifMatchPlugin puts them
 * on every write whose body names a `version`; an application write declares them.
 */
export const IF_MATCH_HEADERS = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The version of the record this write is based on, as its ETag ("3"). A stale one answers 409 version_conflict. ' +
        'For one release, a body `version` is read instead when the body names one.',
    ),
});

const declaresIfMatch = (request: FastifyRequest) =>
  request.routeOptions.schema?.headers === IF_MATCH_HEADERS;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a route's body schema has a `version` field (an object, perhaps refined, piped or optional). */
function namesVersion(schema: unknown): boolean {
  let current = schema as
    | { shape?: Record<string, unknown>; def?: { in?: unknown; innerType?: unknown } }
    | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.shape) return 'version' in current.shape;
    current = (current.def?.in ?? current.def?.innerType) as typeof current;
  }
  return false;
}
/** Per body schema of a write route: whether it names a version (decided once, as the route is added). */
const bodyVersioned = new WeakMap<object, boolean>();

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write whose body names a `version` takes If-Match too: it is declared on the route as it is added
 * (so OpenAPI shows it), and before validation a body without a `version` takes the one If-Match names (a
 * body's own, when sent, is what that client read, and stays for this release). The application's writes,
 * whose bodies name no version, declare IF_MATCH_HEADERS themselves and read it with readBasedOnVersion.
 */
export const ifMatchPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.schema?.body || !methods.some((m) => WRITE_METHODS.has(m))) return;
    bodyVersioned.set(route.schema.body, namesVersion(route.schema.body));
    if (bodyVersioned.get(route.schema.body) && !route.schema.headers)
      route.schema.headers = IF_MATCH_HEADERS;
  });
  app.addHook('preValidation', async (request) => {
    if (!declaresIfMatch(request)) return;
    const body = request.routeOptions.schema?.body as object | undefined;
    if (!body || !bodyVersioned.get(body)) return;
    const version = readIfMatch(request);
    if (version === null) return;
    // A write with no body at all stays refused: If-Match names a version, not what to write.
    if (isPlainObject(request.body) && request.body.version === undefined) request.body.version = version;
  });
});
