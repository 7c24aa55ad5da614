import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { childProfiles } from './accounts';

/** Column builders and enumerations shared by the domain files; this file holds no tables. */

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

/**
 * `column in ('a', 'b')` with the values inlined: CHECK constraints cannot take bind
 * parameters, and drizzle-kit copies the SQL text into the migration verbatim.
 */
export const oneOf = (column: AnyColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.raw(
    values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(', '),
  )})`;

/** Enumerations used by more than one domain file. */
export const rarities = ['common', 'rare', 'epic', 'legendary'] as const;
export const tiers = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export const timeControls = [300, 600, 900, 1800] as const;
export const colors = ['white', 'black'] as const;
export const gameResults = ['white_wins', 'black_wins', 'draw'] as const;
export const terminations = [
  'checkmate',
  'stalemate',
  'threefold',
  'fifty_moves',
  'insufficient_material',
  'resignation',
  'agreement',
  'timeout',
  'abandonment',
] as const;
