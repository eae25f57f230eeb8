/**
 * Matching the server's field errors (`{ 'dependents.0.bornAt': 'Required' }`) to a form's fields. Request
 * bodies sometimes wrap the form (`employeeHealthAccount.yearlyContributionAmount`) or the form wraps the body
 * (`beneficiaryPair.beneficiary1Name`), so a key also matches a field it ends with or that ends with it.
 */

/** Every leaf path of a form value, dotted: { dependents: [{ bornAt }] } → ['dependents', 'dependents.0.bornAt']. */
export function listFieldPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const paths: string[] = prefix ? [prefix] : [];
  for (const [key, child] of entries) paths.push(...listFieldPaths(child, prefix ? `${prefix}.${key}` : key));
  return paths;
}

export interface MatchedFieldErrors {
  /** [form field path, message], in the order the server sent them. */
  fields: Array<[string, string]>;
  /** Messages that belong to no field of the form (shown with the form-level error). */
  unmatched: string[];
}

/** Finds the form field each server error belongs to; `aliases` maps server keys the form names differently. */
export function matchServerFieldErrors(
  fieldErrors: Readonly<Record<string, string>>,
  fieldPaths: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): MatchedFieldErrors {
  const known = new Set(fieldPaths);
  const fields: Array<[string, string]> = [];
  const unmatched: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const path = aliases[key] ?? resolvePath(key, known);
    if (path) fields.push([path, message]);
    else unmatched.push(message);
  }
  return { fields, unmatched };
}

function resolvePath(key: string, known: ReadonlySet<string>): string | null {
  if (known.has(key)) return key;
  let best: string | null = null;
  for (const path of known) {
    if (key.endsWith(`.${path}`) || path.endsWith(`.${key}`)) {
      if (!best || path.length > best.length) best = path;
    }
  }
  return best;
}
