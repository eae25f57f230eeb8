import { type EmployeeListQuery, employeeListQuerySchema } from '@shared/schemas/employees';

/**
 * Manage employees keeps its list in the address (decision 0021): `tab`, `q` (the search), `sort`, `dir`,
 * `page` and `size`, so a reload, the back button or a shared link shows the same page. A value the list does
 * not know falls back to its default, one value at a time.
 */
const PARAMS = {
  tab: 'tab',
  search: 'q',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  pageSize: 'size',
} as const satisfies Record<keyof EmployeeListQuery, string>;

const DEFAULTS = employeeListQuerySchema.parse({});

/** The list's query from the address's search parameters. */
export function readEmployeeListQuery(params: URLSearchParams): EmployeeListQuery {
  const query: Record<string, unknown> = {};
  for (const [field, param] of Object.entries(PARAMS)) {
    const raw = params.get(param);
    if (raw === null) continue;
    const parsed = employeeListQuerySchema.shape[field as keyof EmployeeListQuery].safeParse(raw);
    if (parsed.success) query[field] = parsed.data;
  }
  return { ...DEFAULTS, ...query } as EmployeeListQuery;
}

/**
 * The address's search parameters for a change of the list: values equal to their default are left out,
 * other parameters (company_id_token) are kept. A new tab, search, sort or page size starts at page 1.
 */
export function writeEmployeeListQuery(
  params: URLSearchParams,
  current: EmployeeListQuery,
  change: Partial<EmployeeListQuery>,
): URLSearchParams {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  const next: EmployeeListQuery = { ...current, ...(resetsPage ? { page: 1 } : {}), ...change };
  const result = new URLSearchParams(params);
  for (const [field, param] of Object.entries(PARAMS)) {
    const value = next[field as keyof EmployeeListQuery];
    if (value === DEFAULTS[field as keyof EmployeeListQuery]) result.delete(param);
    else result.set(param, String(value));
  }
  return result;
}
