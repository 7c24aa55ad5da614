import { and, eq, getTableName, is, ne, or, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';
import { childProfiles, sessions } from '../../db/schema/accounts';

// A parent's rights over what is kept about a child (issue 10; COPPA, the UK Age
// Appropriate Design Code): see all of it, and have it deleted. Which tables hold a child's
// data is read from the schema's foreign keys, so a table added later is exported and
// counted without anyone remembering to list it here.

interface ChildTable {
  table: PgTable;
  name: string;
  columns: PgColumn[];
}

let childTables: ChildTable[] | null = null;

/** Every table with a column that points at child_profiles.id, with those columns. */
export function tablesHoldingChildData(): ChildTable[] {
  childTables ??= (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table): ChildTable[] => {
      const config = getTableConfig(table);
      const columns = config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => getTableName(ref.foreignTable) === getTableName(childProfiles))
        .flatMap((ref) => ref.columns);
      return columns.length > 0 ? [{ table, name: config.name, columns }] : [];
    });
  return childTables!;
}

const naming = (table: ChildTable, childId: string): SQL => or(...table.columns.map((column) => eq(column, childId)))!;

export interface ChildDataExport {
  exportedAt: string;
  /** What each part is, for a parent reading the file. */
  about: string;
  profile: Record<string, unknown>;
  /** Table name → every row of it about this child (games: also the other player's id). */
  records: Record<string, Record<string, unknown>[]>;
}

/** Everything kept about one child (its profile already checked to be the account's), as one JSON document. */
export async function exportChildData(db: Database, profile: typeof childProfiles.$inferSelect): Promise<ChildDataExport> {
  const childId = profile.id;
  const records: ChildDataExport['records'] = {};
  for (const entry of tablesHoldingChildData()) {
    records[entry.name] = (await db.select().from(entry.table).where(naming(entry, childId))) as Record<string, unknown>[];
  }
  return {
    exportedAt: new Date().toISOString(),
    about:
      'Everything Chess Quest keeps about this child: the profile, and every record that names the child ' +
      '(lessons and story progress, puzzle attempts, points and streaks, time played per day, games against ' +
      'the computer and other children, invitations, achievements, mini challenge runs, customization and shares).',
    profile: { ...profile },
    records,
  };
}

/** Rows anywhere that still name the child (sessions included): 0 after an erasure. */
export async function rowsNamingChild(db: Database, childId: string): Promise<number> {
  let total = 0;
  for (const entry of tablesHoldingChildData()) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(entry.table)
      .where(naming(entry, childId));
    total += Number(row?.n ?? 0);
  }
  const [profile] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(childProfiles)
    .where(eq(childProfiles.id, childId));
  const [session] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(sql`${sessions.data}::text like ${`%${childId}%`}`);
  return total + Number(profile?.n ?? 0) + Number(session?.n ?? 0);
}

/**
 * Signs out every other session acting for the child (another device), so none is left
 * naming a child that no longer exists; the session making the erasure is moved to another
 * child by the route.
 */
export async function forgetChildSessions(db: Database, childId: string, keepSid: string): Promise<void> {
  await db.delete(sessions).where(and(sql`${sessions.data} -> 'passport' -> 'user' ->> 'childId' = ${childId}`, ne(sessions.sid, keepSid)));
}
