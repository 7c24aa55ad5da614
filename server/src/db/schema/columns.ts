import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { childProfiles } from './accounts';

/**
 * Column builders shared by the domain files; this file holds no tables. Enumerations are not
 * written here: every text enum and CHECK list reads its values from protocol/ (enums.test.ts).
 */

export const uuidPk = () => uuid('id').primaryKey().defaultRandom();

/** A child profile's row: deleting the profile deletes its data. */
export const childRef = (name = 'child_id') =>
  uuid(name)
    .notNull()
    .references(() => childProfiles.id, { onDelete: 'cascade' });

export const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => tstz('created_at').notNull().defaultNow();

/** $onUpdate keeps it current on every Drizzle update without each service remembering to. */
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// accounts.ts uses oneOf too, and columns.ts imports accounts.ts: oneOf lives apart so the two do not import each other.
export { oneOf } from './checks';
