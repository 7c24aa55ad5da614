import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column in ('a', 'b')` with the values inlined: CHECK constraints cannot take bind
 * parameters, and drizzle-kit copies the SQL text into the migration verbatim.
 */
export const oneOf = (column: AnyColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(', '))})`;
