import {
  type ContributionRowValues,
  contributionTermsOf,
} from '@client/components/form/contribution-rows-field';
import { SERVICE_LINES, type ServiceLine } from '@shared/domain/enums';
import { createRenewalDetailsSchema, type RenewalDetails } from '@shared/schemas/contribution';
import { LIFE_CONTRIBUTION, type RenewalRecord } from '@shared/schemas/renewal';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * Renewal details as the form holds them: the rows of every line in one array (ContributionRowsField's shape),
 * the waiting period and the signature. The shared schema (createRenewalDetailsSchema) reads the rows by line;
 * these helpers turn one shape into the other and place its errors (and the server's) at the form's fields.
 */
export type DetailsFormValues = {
  probationaryPeriod: string;
  rows: ContributionRowValues[];
  signatureStrokes: unknown[];
  signatureImageDataUrl: string;
};

export function toFormValues(record: RenewalRecord): DetailsFormValues {
  return {
    probationaryPeriod: record.probationaryPeriod ?? '',
    rows: SERVICE_LINES.flatMap((line) =>
      record.contributions[line].map((row) => ({
        id: row.id,
        serviceLine: line,
        name: row.name,
        ...contributionTermsOf(row),
        ...(line === 'life' ? LIFE_CONTRIBUTION : {}),
      })),
    ),
    signatureStrokes: [],
    signatureImageDataUrl: '',
  };
}

/** The rows by line, and where each line's n-th row sits in the form's array. */
export function groupRows(rows: readonly ContributionRowValues[]) {
  const contributions = Object.fromEntries(
    SERVICE_LINES.map((l) => [l, [] as ContributionRowValues[]]),
  ) as Record<ServiceLine, ContributionRowValues[]>;
  const formIndex: Record<string, number> = {};
  rows.forEach((row, index) => {
    const line = row.serviceLine as ServiceLine;
    if (!contributions[line]) return;
    formIndex[`${line}.${contributions[line].length}`] = index;
    contributions[line].push(row);
  });
  return { contributions, formIndex };
}

/** A schema's or the server's key (contributions.medical.0.name) as the form names it (rows.3.name, rows.medical). */
export function toFormKey(key: string, formIndex: Readonly<Record<string, number>>): string {
  const match = /^contributions\.([a-z_]+)(?:\.(\d+)(\..+)?)?$/.exec(key);
  if (!match) return key;
  const [, line, n, rest] = match;
  if (n === undefined) return `rows.${line}`;
  const index = formIndex[`${line}.${n}`];
  return index === undefined ? key : `rows.${index}${rest ?? ''}`;
}

/** The server keys of a failed save, mapped to the form's (the form kit's `aliases`). */
export function serverAliases(rows: readonly ContributionRowValues[]): Record<string, string> {
  const { formIndex } = groupRows(rows);
  const aliases: Record<string, string> = {};
  for (const [key, index] of Object.entries(formIndex)) {
    for (const field of [
      'name',
      'contributionType',
      'employeePercentage',
      'dependentPercentage',
      'employeeFixedAmount',
      'dependentFixedAmount',
    ])
      aliases[`contributions.${key}.${field}`] = `rows.${index}.${field}`;
  }
  for (const line of SERVICE_LINES) aliases[`contributions.${line}`] = `rows.${line}`;
  return aliases;
}

function setError(errors: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node = errors;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      if (!node[part]) node[part] = { type: 'custom', message };
      return;
    }
    node[part] = (node[part] as Record<string, unknown>) ?? (/^\d+$/.test(parts[i + 1]!) ? [] : {});
    node = node[part] as Record<string, unknown>;
  });
}

/** The form's resolver: the shared details schema over the rows by line, its errors at the form's fields. */
export function createDetailsResolver(
  lines: readonly ServiceLine[],
): Resolver<DetailsFormValues, unknown, RenewalDetails> {
  const schema = createRenewalDetailsSchema(lines);
  return async (values) => {
    const { contributions, formIndex } = groupRows(values.rows);
    const result = schema.safeParse({
      probationaryPeriod: values.probationaryPeriod || undefined,
      contributions,
      signatureImageDataUrl: values.signatureImageDataUrl,
    });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues)
      setError(errors, toFormKey(issue.path.map(String).join('.'), formIndex), issue.message);
    return { values: {}, errors: errors as FieldErrors<DetailsFormValues> };
  };
}
