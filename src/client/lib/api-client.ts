import { ERROR_CODES, type ErrorCode, STATUS_BY_CODE } from '@shared/error-codes';
import { forgetEarlyResponses, takeEarlyResponse } from './early-requests';

const NETWORK_ERROR_MESSAGE = 'We could not reach Groupcover. Check your connection and try again.';
const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A failed API call, carrying the server's error body (`{ error, code, fieldErrors? }`). */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ErrorCode,
    /** The form-level message, shown once at the form. */
    readonly error: string,
    /** Messages per field, shown at their fields. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(error);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown, status?: number): value is ApiError {
  return value instanceof ApiError && (status === undefined || value.status === status);
}

let readCsrfToken: () => string | undefined = () => undefined;

/** Sends a request: the browser's fetch, or, while the server renders a page, its own routes (entry-server.tsx). */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

let currentTransport: () => Transport = () => fetch;

/** Where requests go; the server's renderer sets this once, to the request being rendered. */
export function setTransportSource(source: () => Transport): void {
  currentTransport = source;
}

/** Tells the client where the session's CSRF token lives; every non-GET request sends it. */
export function setCsrfTokenSource(source: () => string | undefined): void {
  readCsrfToken = source;
}

function codeForStatus(status: number): ErrorCode {
  return ERROR_CODES.find((code) => STATUS_BY_CODE[code] === status) ?? 'internal';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads an error body leniently: a proxy or the rate limiter may answer with less than the full shape. */
async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const data = isRecord(body) ? body : {};
  const code = ERROR_CODES.find((c) => c === data.code) ?? codeForStatus(response.status);
  const message =
    typeof data.error === 'string' && response.status < 500 ? data.error : GENERIC_ERROR_MESSAGE;
  const fieldErrors = isRecord(data.fieldErrors) ? (data.fieldErrors as Record<string, string>) : {};
  return new ApiError(response.status, code, message, fieldErrors);
}

/** What reads a response body: a zod schema has this shape. */
export interface ResponseParser<T> {
  parse(value: unknown): T;
}

/**
 * For the calls every page makes before anything else (the session, the site's branding) and the reads of
 * pages that need no form (the employer's list): the body is taken as the type the server declares, without
 * loading a schema library before the page shows. The server checks these bodies against the same shared
 * schema on the way out (its response serializer refuses anything else).
 */
export function checkedByServer<T>(): ResponseParser<T> {
  return { parse: (value) => value as T };
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the response body (a zod schema, or checkedByServer); omit for calls that answer 204. */
  schema?: ResponseParser<T>;
  /**
   * The record version the write is based on, sent as If-Match; the server refuses a stale one (409). Without
   * it, a write whose body names the `version` of the record it was read from sends that one (decision 0012).
   */
  ifMatch?: number | string;
  /** Receives the record's version after the call, from the ETag the server answered with. */
  onVersion?: (version: number) => void;
}

/** The version an ETag names (`"3"` or `W/"3"`); null for any other ETag. */
export function readVersionFromEtag(etag: string | null): number | null {
  const match = etag ? /^(?:W\/)?"(\d+)"$/.exec(etag.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** The `version` a write's body names (the record it was read from), if any. */
function bodyVersion(body: unknown): number | string | undefined {
  if (typeof body !== 'object' || body === null || !('version' in body)) return undefined;
  const { version } = body;
  return (typeof version === 'number' && Number.isInteger(version)) || typeof version === 'string'
    ? version
    : undefined;
}

/** Calls the JSON API on the same origin. Throws ApiError for any non-2xx answer or a network failure. */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (a file upload) is sent as multipart/form-data, with the boundary the browser chooses.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (method !== 'GET') forgetEarlyResponses();
  const csrfToken = method === 'GET' ? undefined : readCsrfToken();
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  const ifMatch = options.ifMatch ?? (isForm ? undefined : bodyVersion(options.body));
  if (ifMatch !== undefined) headers['if-match'] = `"${ifMatch}"`;

  let response: Response;
  try {
    // A read the page's inline script already started (early-requests.ts); a failed one is asked again.
    const early = method === 'GET' ? await takeEarlyResponse(path)?.catch(() => undefined) : undefined;
    response =
      early ??
      (await currentTransport()(path, {
        method,
        headers,
        credentials: 'same-origin',
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
      }));
  } catch {
    throw new ApiError(0, 'internal', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await toApiError(response);
  const version = readVersionFromEtag(response.headers.get('etag'));
  if (version !== null) options.onVersion?.(version);
  if (!options.schema) return undefined as T;
  return options.schema.parse(await response.json());
}
