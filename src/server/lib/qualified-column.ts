import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column named with its table (`"employee_forms"."id"`) whatever the query around it. Drizzle leaves columns
 * unqualified in a select from one table, where a correlated subquery would read the name as one of its own
 * tables' columns: an outer column a subquery refers to must be written with this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
