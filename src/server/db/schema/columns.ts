import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Dollars with cents; read back as numbers. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
