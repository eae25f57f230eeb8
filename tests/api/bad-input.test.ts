/**
 * Every write route of the OpenAPI document, sent the bad-input corpus (tests/fixtures/bad-input-corpus.ts)
 * as the employee and as an administrator in admin mode: no answer is a 5xx, every answer is the one error
 * shape, control characters are refused at their field, and no table changes. A new write route is covered
 * by this file without new code.
 */

import { DEMO_COMPANIES } from '@server/db/seed';
import { demoId } from '@server/db/seed/deterministic';
import { DEMO_PARTNERS } from '@server/db/seed/partners-and-contacts';
import { errorBodySchema } from '@shared/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_TEXT_MUTATIONS,
  BODY_CASES,
  type BodyCase,
  CONTROL_CHARACTERS,
  DATE_MUTATIONS,
  MULTIPART_CASES,
  type Mutation,
  NUMBER_MUTATIONS,
  ONE_MEGABYTE,
  type RawJson,
  ROUTE_EXAMPLES,
  SIGNATURE_MUTATIONS,
  UNKNOWN_FIELD_MUTATIONS,
  WRITES_ALLOWED_WHILE_REFUSING,
  WRONG_TYPES,
} from '../fixtures/bad-input-corpus';
import { apiSuite } from '../helpers/api-suite';
import { loadOwnApplication } from '../helpers/application';
import { multipartBody } from '../helpers/multipart';
import type { Agent } from '../helpers/test-app';

type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type WriteRoute = {
  key: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: Array<{ name: string; schema?: JsonSchema }>;
  bodySchema: JsonSchema | null;
};
type Path = Array<string | number>;
type Request = {
  name: string;
  payload?: string | Buffer;
  contentType?: string;
  query?: string;
  /** The dotted path a control character was put at: a 400 must name it. */
  fieldWithControl?: string;
};
type Caller = { name: string; agent: Agent; ifMatch: string | null };

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

// Sign-in is sent the corpus too: its per-address rate limit would answer 429 before the body is read.
const suite = apiSuite({ config: { signInRequestsPerMinute: 1_000_000 }, timeoutMs: 120_000 });
const { employee, admin } = suite.cast;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const application = await loadOwnApplication(employee);
  ids.employeeFormId = application.employeeForm.id;
  ids.employeePolicyId = application.employeePolicy.id;
  // Life events (decision 0046): the demo employee's first dependent.
  ids.dependentId = application.employeeDependents[0]!.id;
  ids.companyId = DEMO_COMPANIES.harborview.id;
  ids.companyPolicyId = DEMO_COMPANIES.harborview.companyPolicyId;
  // Issue 11 part D: the last administrator (never removed), no such invitation or key, a real partner.
  ids.accountId = admin.session.account.id;
  ids.invitationId = '00000000-0000-4000-8000-000000000000';
  ids.keyId = '00000000-0000-4000-8000-000000000000';
  ids.exportId = '00000000-0000-4000-8000-000000000000';
  ids.partnerId = DEMO_PARTNERS.paycove.id;
  // The partner sign-in form's slug (decision 0057): its token is checked before the partner is looked up.
  ids.partner = 'toast';
  ids.companyIdToken = 'x'.repeat(32);
  // Integrations (decision 0033): Harborview's demo payroll connection.
  ids.integrationId = demoId('integration:harborview:paycove');
  // A well-formed invitation token that no invitation has (creating an account, issue 11 part B).
  ids.token = 'x'.repeat(43);
  // Invoices and payments (issue 12 item 4): an invoice no company has, so no example pays one.
  ids.invoiceId = '00000000-0000-4000-8000-000000000000';
  // Carriers' EDI details (decision 0065): operations only, and no carrier has this id.
  ids.carrierId = '00000000-0000-4000-8000-000000000000';
  // Open-enrollment setups (decision 0036): operations only, so any id is refused first.
  ids.setupId = '00000000-0000-4000-8000-000000000000';
  // Claims help (decision 0045): a claim no form has, so each valid example is refused with 404.
  ids.claimId = '00000000-0000-4000-8000-000000000000';
  // No broker-of-record carrier change has it: operations' status moves answer 403/404 (decision 0048).
  ids.carrierChangeId = '00000000-0000-4000-8000-000000000000';
  // The offline payment-setup provider's intent (decision 0053), in this process's memory.
  const intent = await suite.app.paymentSetup.createSetupIntent({
    customerId: 'cus_offline_corpus',
    metadata: {},
    idempotencyKey: 'bad-input-corpus',
  });
  ids.setupIntentId = intent.id;
  ids.setupIntentClientSecret = intent.clientSecret;
  // No large group quote request has it: operations' status moves answer 403/404 (decision 0054).
  ids.quoteRequestId = '00000000-0000-4000-8000-000000000000';
  // No application has it: application review is operations only, so the examples answer 403 (decision 0064).
  ids.applicationId = '00000000-0000-4000-8000-000000000000';
  // Plan documents (decision 0070): no plan has it; links are operations', SBC uploads brokers' and operations'.
  ids.planId = '00000000-0000-4000-8000-000000000000';
});

/** The write routes of the OpenAPI document; DELETE last (a DELETE wrongly accepted may end the session). */
function listWriteRoutes(): WriteRoute[] {
  const doc = suite.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: WriteRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of WRITE_METHODS) {
      const op = operations[method];
      if (!op) continue;
      const upper = method.toUpperCase() as WriteRoute['method'];
      routes.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        bodySchema: op.requestBody?.content?.['application/json']?.schema ?? null,
      });
    }
  }
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** A value for a schema with nothing better known: the first enum value, a sample of each property. */
function sampleFromSchema(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text';
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.[0];
  if (variant) return sampleFromSchema(variant);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sampleFromSchema(s)]),
      );
    case 'array':
      return [sampleFromSchema(schema.items)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 'text';
    default:
      return 'text';
  }
}

/** `{employeeFormId}` strings replaced by the caller's ids. */
function fillIds(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/^\{(\w+)\}$/, (m, name: string) => ids[name] ?? m);
  if (Array.isArray(value)) return value.map(fillIds);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillIds(v)]));
  return value;
}

function exampleOf(route: WriteRoute): unknown {
  if (!route.bodySchema) return undefined;
  const known = ROUTE_EXAMPLES[route.key];
  return fillIds(known ? known.body : sampleFromSchema(route.bodySchema));
}

/** The sub-schema at a path, when the schema names it. */
function schemaAt(schema: JsonSchema | null | undefined, path: Path): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema ?? undefined;
  for (const key of path) {
    if (!current) return undefined;
    current =
      typeof key === 'number'
        ? current.items
        : (current.properties?.[key] ??
          (typeof current.additionalProperties === 'object' ? current.additionalProperties : undefined));
  }
  return current;
}

function isNullable(route: WriteRoute, path: Path): boolean {
  const s = schemaAt(route.bodySchema, path);
  const dotted = path.join('.');
  return (
    s?.nullable === true ||
    (Array.isArray(s?.type) && s.type.includes('null')) ||
    (s?.anyOf ?? []).some((x) => x.type === 'null') ||
    (ROUTE_EXAMPLES[route.key]?.nullable ?? []).includes(dotted)
  );
}

/** Every value of a body with its path (containers too), the root excluded. */
function listValues(body: unknown, path: Path = []): Array<{ path: Path; value: unknown }> {
  const out: Array<{ path: Path; value: unknown }> = [];
  if (Array.isArray(body)) {
    body.forEach((v, i) => {
      out.push({ path: [...path, i], value: v });
      out.push(...listValues(v, [...path, i]));
    });
  } else if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      out.push({ path: [...path, k], value: v });
      out.push(...listValues(v, [...path, k]));
    }
  }
  return out;
}

function setAt(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = value;
  return copy;
}

const isRawJson = (v: unknown): v is RawJson =>
  typeof v === 'object' && v !== null && 'rawJson' in v && Object.keys(v).length === 1;

/** JSON text of a body, raw JSON values written as they are. */
function toJsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (!isRawJson(value)) return value;
    raws.push(value.rawJson);
    return `__raw_${raws.length - 1}__`;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)]!);
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const US_DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const AMOUNT_TEXT = /^\$[\d,]+(?:\.\d{2})?$/;
const PNG_DATA_URL = /^data:image\/png;base64,/;
const DEEP_FIELD = JSON.parse(`${'['.repeat(100)}1${']'.repeat(100)}`);

/** The corpus for one route: whole bodies, then each field of the example mutated in turn. */
function buildRequests(route: WriteRoute): Request[] {
  const example = exampleOf(route);
  const takesFiles = Boolean(ROUTE_EXAMPLES[route.key]?.multipart);
  const requests: Request[] = [];
  for (const c of BODY_CASES) {
    // Without a body a route that takes none is called properly: that is no bad input.
    if (c.payload === undefined && c.example === undefined && !route.bodySchema && !takesFiles) continue;
    requests.push(bodyCaseRequest(c, example));
  }
  // A route that takes files is sent bad files and broken multipart bodies too.
  if (takesFiles)
    for (const c of MULTIPART_CASES) {
      const body = c.raw ?? multipartBody(c.parts ?? []);
      requests.push({ name: c.name, contentType: body.contentType, payload: body.payload });
    }
  if (example === undefined || typeof example !== 'object' || example === null) return requests;

  const json = (name: string, body: unknown, fieldWithControl?: string): Request => ({
    name,
    payload: toJsonText(body),
    contentType: 'application/json',
    ...(fieldWithControl ? { fieldWithControl } : {}),
  });
  for (const m of UNKNOWN_FIELD_MUTATIONS)
    requests.push(json(m.name, { ...(example as object), ...(m.value as object) }));
  for (const bad of ROUTE_EXAMPLES[route.key]?.badBodies ?? [])
    requests.push(json(bad.name, { ...(example as object), ...bad.fields }));

  for (const { path, value } of listValues(example)) {
    const dotted = path.join('.');
    const mutate = (m: Mutation, prefix = '') =>
      requests.push(json(`${dotted}: ${prefix}${m.name}`, setAt(example, path, m.value)));
    for (const m of WRONG_TYPES) if (kindOf(m.value) !== kindOf(value)) mutate(m, 'wrong type ');
    if (value !== null && !isNullable(route, path)) mutate({ name: 'null', value: null });
    if (path.length === 1) mutate({ name: '100 levels deep', value: DEEP_FIELD });
    if (typeof value === 'string') {
      for (const { name, char } of CONTROL_CHARACTERS) {
        const half = Math.ceil(value.length / 2);
        const dirty = `${value.slice(0, half)}${char}${value.slice(half)}`;
        requests.push(json(`${dotted}: ${name}`, setAt(example, path, dirty), dotted));
      }
      mutate({ name: '1 MB string', value: ONE_MEGABYTE });
      if (US_DATE.test(value)) for (const m of DATE_MUTATIONS) mutate(m, 'date ');
      if (AMOUNT_TEXT.test(value)) for (const m of AMOUNT_TEXT_MUTATIONS) mutate(m, 'amount ');
      if (PNG_DATA_URL.test(value)) for (const m of SIGNATURE_MUTATIONS) mutate(m, 'signature ');
    }
    if (typeof value === 'number') for (const m of NUMBER_MUTATIONS) mutate(m, 'number ');
  }
  return requests;
}

function bodyCaseRequest(c: BodyCase, example: unknown): Request {
  const base = { name: c.name, ...(c.query ? { query: c.query } : {}) };
  if (c.example === undefined)
    return { ...base, ...(c.contentType ? { contentType: c.contentType } : {}), payload: c.payload };
  const exampleText = example === undefined ? undefined : toJsonText(example);
  switch (c.example) {
    case 'wrapped-in-array':
      return { ...base, contentType: 'application/json', payload: `[${exampleText ?? ''}]` };
    case 'as-content-type':
      return { ...base, contentType: c.contentType, payload: exampleText ?? 'text' };
    case 'with-bad-query':
      return exampleText === undefined
        ? base
        : { ...base, contentType: 'application/json', payload: exampleText };
  }
}

/** The route's URL with real ids; enum parameters take each of their values in turn. */
function urlOf(route: WriteRoute, turn: number): string {
  return route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const param = route.pathParams.find((p) => p.name === name);
    const values = param?.schema?.enum;
    if (values?.length) return String(values[turn % values.length]);
    const id = ids[name];
    if (!id) throw new Error(`No value for the path parameter ${name} of ${route.key}: add it to the ids.`);
    return id;
  });
}

async function send(caller: Caller, route: WriteRoute, request: Request, turn: number) {
  const headers: Record<string, string> = {
    cookie: caller.agent.cookie,
    'x-csrf-token': caller.agent.csrfToken,
  };
  // The caller's If-Match is the application's version: it goes to the application's writes. A write whose
  // body names a `version` is based on its own record's, which the corpus sends (and varies) in the body.
  if (caller.ifMatch && !('version' in (route.bodySchema?.properties ?? {})))
    headers['if-match'] = caller.ifMatch;
  if (request.contentType) headers['content-type'] = request.contentType;
  return suite.app.inject({
    method: route.method,
    url: urlOf(route, turn) + (request.query ?? ''),
    headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

type TableFingerprint = { rows: number; digest: string };
let tableNames: string[] | null = null;

/**
 * Every table's rows as a fingerprint (how many, and a digest of their sorted JSON), read in one query: two
 * snapshots differ in a table exactly when its rows do (sessions' last_seen_at aside, which every request
 * moves).
 */
async function snapshotTables(): Promise<Map<string, TableFingerprint>> {
  const db = suite.db;
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
  tableNames ??= rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((r) => String(r.table_name));
  const row = (table: string) =>
    table === 'sessions' ? `(row_to_json(t)::jsonb - 'last_seen_at')::text` : 'row_to_json(t)::text';
  const query = tableNames
    .map(
      (table) =>
        `select '${table}' as name, count(*)::int as n, md5(coalesce(string_agg(r, E'\\n' order by r), '')) as digest from (select ${row(table)} as r from "${table}" t) s`,
    )
    .join(' union all ');
  const out = new Map<string, TableFingerprint>();
  for (const r of rowsOf(await db.execute(sql.raw(query))))
    out.set(String(r.name), { rows: Number(r.n), digest: String(r.digest) });
  return out;
}

/** The tables whose rows differ, each with its row count before and after, leaving out the given tables. */
function diffTables(
  before: Map<string, TableFingerprint>,
  after: Map<string, TableFingerprint>,
  ignored: readonly string[] = [],
): string[] {
  const changed: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    if (ignored.includes(table)) continue;
    const a = before.get(table);
    const b = after.get(table);
    if (a && b && a.digest === b.digest && a.rows === b.rows) continue;
    changed.push(`${table} (${a?.rows ?? 0} → ${b?.rows ?? 0} rows)`);
  }
  return changed;
}

const ERROR_KEYS = new Set(['error', 'code', 'fieldErrors']);
/**
 * docs/spec/3 §7 names `success` and `errors` in update_credentials' answer (decision 0058): the one error shape with
 * those two beside it, `errors` holding the same messages.
 */
const SPEC_ERROR_KEYS: Record<string, ReadonlySet<string>> = {
  'PUT /api/v2/accounts/update_credentials': new Set([...ERROR_KEYS, 'success', 'errors']),
};
function hasErrorShape(body: string, routeKey: string): boolean {
  try {
    const json: unknown = JSON.parse(body);
    const keys = SPEC_ERROR_KEYS[routeKey] ?? ERROR_KEYS;
    return errorBodySchema.safeParse(json).success && Object.keys(json as object).every((k) => keys.has(k));
  } catch {
    return false;
  }
}

describe('the bad-input corpus on every write route', () => {
  it('answers every bad body with a 4xx in the one error shape, at its field, and writes nothing', async () => {
    const routes = listWriteRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const missingExamples = routes.filter(
      (r) => r.bodySchema && !ROUTE_EXAMPLES[r.key] && !Object.keys(r.bodySchema.properties ?? {}).length,
    );
    // A body the schema does not describe needs an example in the corpus, or its fields go untested.
    expect(missingExamples.map((r) => r.key)).toEqual([]);

    // Admin mode is opened (and audited) before any snapshot is taken.
    const opened = await admin.get(`/api/v1/employee_applications/${ids.employeeFormId}`);
    expect(opened.statusCode).toBe(200);
    const current = await employee.get('/api/v1/employee_applications/current');
    const callers: Caller[] = [
      { name: 'employee', agent: employee, ifMatch: current.headers.etag?.toString() ?? null },
      { name: 'admin', agent: admin, ifMatch: opened.headers.etag?.toString() ?? null },
    ];

    const serverErrors: string[] = [];
    const notErrorShape: string[] = [];
    const accepted: string[] = [];
    const fieldNotNamed: string[] = [];
    const written: string[] = [];
    let sent = 0;
    let turn = 0;
    // Nothing is sent between one route's last request and the next route's first: one snapshot serves as the
    // first's after and the next's before.
    let before = await snapshotTables();
    for (const caller of callers) {
      for (const route of routes) {
        const requests = buildRequests(route);
        for (const request of requests) {
          const res = await send(caller, route, request, turn++);
          sent++;
          const where = `${caller.name} ${route.key} [${request.name}] → ${res.statusCode}`;
          if (res.statusCode >= 500) serverErrors.push(`${where} ${res.body.slice(0, 200)}`);
          else if (res.statusCode < 400) accepted.push(where);
          if (!hasErrorShape(res.body, route.key)) notErrorShape.push(`${where} ${res.body.slice(0, 200)}`);
          if (request.fieldWithControl && res.statusCode === 400) {
            const fieldErrors = (JSON.parse(res.body) as { fieldErrors?: Record<string, string> })
              .fieldErrors;
            if (!fieldErrors?.[request.fieldWithControl])
              fieldNotNamed.push(`${where} ${JSON.stringify(fieldErrors)}`);
          }
        }
        const after = await snapshotTables();
        const changed = diffTables(before, after, WRITES_ALLOWED_WHILE_REFUSING[route.key]);
        if (changed.length > 0) written.push(`${caller.name} ${route.key}: ${changed.join('; ')}`);
        before = after;
      }
    }

    const report = { serverErrors, accepted, notErrorShape, fieldNotNamed, written };
    for (const [name, list] of Object.entries(report))
      if (list.length > 0) console.log(`${name} (${list.length}):\n  ${list.join('\n  ')}`);
    console.log(
      `bad-input corpus: ${sent} requests, ${routes.length} write routes, ${serverErrors.length} answered 5xx`,
    );
    expect(sent).toBeGreaterThan(1_000);
    expect(report).toEqual({
      serverErrors: [],
      accepted: [],
      notErrorShape: [],
      fieldNotNamed: [],
      written: [],
    });
  }, 900_000); // thousands of requests: minutes on a loaded machine (CI runs two files at once)

  it('can see a write: the valid contact example saves and changes the snapshot', async () => {
    const route = listWriteRoutes().find((r) => r.key === 'PUT /api/v1/employee_forms/{employeeFormId}')!;
    const current = await employee.get('/api/v1/employee_applications/current');
    const caller = { name: 'employee', agent: employee, ifMatch: current.headers.etag?.toString() ?? null };
    const before = await snapshotTables();
    const res = await send(caller, route, validRequest(route), 0);
    expect(res.statusCode).toBe(200);
    const changed = diffTables(before, await snapshotTables());
    expect(changed.some((c) => c.startsWith('employee_forms'))).toBe(true);
  });

  it('accepts each unmutated example, so each bad body above failed because of its one change', async () => {
    const answers: string[] = [];
    // In turn, as the employee (or the administrator where employees may not call); DELETE last.
    for (const route of listWriteRoutes()) {
      const refusedBecause = ROUTE_EXAMPLES[route.key]?.refusedBecause;
      let res = await sendValid(employee, route);
      if (res.statusCode === 403) res = await sendValid(admin, route);
      const ok = res.statusCode < 300;
      if (ok === Boolean(refusedBecause))
        answers.push(`${route.key} → ${res.statusCode} ${refusedBecause ?? ''} ${res.body.slice(0, 200)}`);
    }
    expect(answers).toEqual([]);
  });
});

/** The route's example as it is (no body for a route that takes none). */
function validRequest(route: WriteRoute): Request {
  const files = ROUTE_EXAMPLES[route.key]?.multipart;
  if (files) {
    const { payload, contentType } = multipartBody(files);
    return { name: 'valid example', contentType, payload };
  }
  const example = exampleOf(route);
  return example === undefined
    ? { name: 'valid example' }
    : { name: 'valid example', contentType: 'application/json', payload: toJsonText(example) };
}

async function sendValid(agent: Agent, route: WriteRoute) {
  const current = await agent.get(
    agent === employee
      ? '/api/v1/employee_applications/current'
      : `/api/v1/employee_applications/${ids.employeeFormId}`,
  );
  const caller = { name: 'caller', agent, ifMatch: current.headers.etag?.toString() ?? null };
  return send(caller, route, validRequest(route), 0);
}
