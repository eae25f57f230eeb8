import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1)`: membership in a list of values sent as one array parameter. Drizzle's `inArray` writes one
 * parameter per value, so a list of hundreds of ids costs a query text of its own (prepared afresh on
 * PostgreSQL for every length) and most of the request's time in building it; this query text never changes.
 */
export function anyOf(column: Column, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...values])})`;
}
