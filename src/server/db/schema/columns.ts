import { type AnyPgColumn, boolean, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A point in time that the database sets to now when the row is written. */
export const timestampNow = (name: string) => timestamptz(name).notNull().defaultNow();

export const timestamps = {
  createdAt: timestampNow('created_at'),
  updatedAt: timestampNow('updated_at'),
};

/** A random uuid primary key. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** A yes/no that is never null: false unless set (or `initial`). */
export const flag = (name: string, initial = false) => boolean(name).notNull().default(initial);

/** A percentage with two decimals; read back as a number. */
export const percentage = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** The eligibility quiz's four answers (null while unanswered), as the company and each employee give them. */
export const eligibilityAnswers = () => ({
  isEnrollingW2: boolean('is_enrolling_w2'),
  spouseOnlyGroup: boolean('spouse_only_group'),
  partnershipWithSpouses: boolean('partnership_with_spouses'),
  decliningEmployee: boolean('declining_employee'),
  updatedAt: timestampNow('updated_at'),
});
