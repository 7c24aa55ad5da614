import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, is, sql } from 'drizzle-orm';
import { check, getTableConfig, PgDialect, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AI_DIFFICULTIES } from '@chess-quest/protocol/ai-chess';
import { testEngines } from '../test/services';
import { useTestDatabase } from '../test/fixture';
import * as schema from './schema';
import { oneOf } from './schema/checks';

// Every enumeration is written once, in protocol/ (issue 23): the schema's text enums and CHECK
// lists read it from there. These tests fail when the schema grows its own copy of an enum, when
// a CHECK list drifts from its protocol array, and when a protocol array changed but no
// migration followed, so the database would still refuse (or still accept) the old values.

type EnumValues = readonly (string | number)[];

const protocolDir = fileURLToPath(new URL('../../../protocol/src/', import.meta.url));

/** Every array of strings or numbers protocol/ exports, by "module.NAME". */
async function protocolArrays(): Promise<Map<EnumValues, string>> {
  const arrays = new Map<EnumValues, string>();
  const modules = readdirSync(protocolDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of modules) {
    const exports = (await import(path.join(protocolDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      const isEnumArray = Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' || typeof v === 'number');
      if (isEnumArray && !arrays.has(value)) arrays.set(value, `${file.replace(/\.ts$/, '')}.${name}`);
    }
  }
  return arrays;
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const dialect = new PgDialect({ casing: 'snake_case' });

/** The CHECK constraints of the form `"table"."column" in (...)`, with their values as oneOf wrote them. */
function checkLists(of: readonly PgTable[]): { name: string; table: PgTable; column: string; values: EnumValues }[] {
  const lists = [];
  for (const table of of) {
    for (const check of getTableConfig(table).checks) {
      const match = /^"[a-z_]+"\."([a-z_]+)" in \((.*)\)$/.exec(dialect.sqlToQuery(check.value).sql);
      if (match) lists.push({ name: check.name, table, column: match[1]!, values: parseValues(match[2]!) });
    }
  }
  return lists;
}

/** `'a', 'b'` or `300, 600` (also inside PostgreSQL's `ARRAY['a'::text, 'b'::text]`) → the values. */
function parseValues(list: string): EnumValues {
  return [...list.matchAll(/'((?:[^']|'')*)'(?:::text)?|(-?\d+)/g)].map(([, text, number]) =>
    text !== undefined ? text.replaceAll("''", "'") : Number(number),
  );
}

const same = (a: EnumValues, b: EnumValues) => JSON.stringify(a) === JSON.stringify(b);

/** Text enum columns whose values are not an array protocol/ exports (a copy, even an equal one). */
function enumCopies(of: readonly PgTable[], arrays: Map<EnumValues, string>): string[] {
  return of.flatMap((table) =>
    Object.values(getTableColumns(table))
      .filter((column) => column.enumValues !== undefined && !arrays.has(column.enumValues))
      .map((column) => `${getTableConfig(table).name}.${column.name}: [${column.enumValues!.join(', ')}]`),
  );
}

/** CHECK lists that are no protocol array (in its order), or list other values than their column's enum. */
function checkDrift(of: readonly PgTable[], arrays: Map<EnumValues, string>): string[] {
  return checkLists(of).flatMap(({ name, table, column, values }) => {
    const problems = [];
    if (![...arrays.keys()].some((array) => same(array, values))) problems.push(`${name}: [${values.join(', ')}] is no array of protocol/`);
    const enumValues = Object.values(getTableColumns(table)).find((c) => c.name === column)?.enumValues;
    if (enumValues && !same(enumValues, values)) problems.push(`${name}: [${values.join(', ')}] is not the enum of ${column}`);
    return problems;
  });
}

describe('enumerations of the database schema', () => {
  it('every text enum column takes its values from an array protocol/ exports, not a copy', async () => {
    const enumColumns = tables.flatMap((table) => Object.values(getTableColumns(table)).filter((column) => column.enumValues));
    expect(enumColumns.length).toBeGreaterThan(30);
    expect(enumCopies(tables, await protocolArrays()), 'import these from protocol/ instead of writing them in the schema').toEqual([]);
  });

  it('every CHECK list is a protocol array, in its order, and the enum of its column', async () => {
    expect(checkLists(tables).length).toBeGreaterThan(40);
    expect(checkDrift(tables, await protocolArrays())).toEqual([]);
  });

  it('tells a copied enum and a drifted CHECK list apart from the real thing', async () => {
    const arrays = await protocolArrays();
    const copied = pgTable(
      'copied',
      { level: text('level', { enum: ['easy', 'medium', 'hard'] }), side: text('side', { enum: AI_DIFFICULTIES }) },
      (t) => [check('copied_level_check', oneOf(t.level, ['easy', 'medium', 'hard'])), check('copied_side_check', oneOf(t.side, ['easy', 'hard']))],
    );
    expect(enumCopies([copied], arrays)).toEqual(['copied.level: [easy, medium, hard]']);
    expect(checkDrift([copied], arrays)).toEqual([
      'copied_side_check: [easy, hard] is no array of protocol/',
      'copied_side_check: [easy, hard] is not the enum of side',
    ]);
    expect(parseValues(`ARRAY['it''s'::text, 'b'::text]`)).toEqual(["it's", 'b']);
    expect(parseValues('300, 600')).toEqual([300, 600]);
  });
});

describe.each(await testEngines())('the migrated database on %s', (engine) => {
  const test = useTestDatabase(engine);

  it('holds every CHECK list as the schema (and so protocol/) has it: a changed enum came with its migration', async () => {
    const result = (await test.db.execute(
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace`,
    )) as unknown as { rows: { name: string; definition: string }[] };
    const inDatabase = new Map(result.rows.map((row) => [row.name, row.definition]));
    const lists = checkLists(tables);
    const drifted = lists
      .map(({ name, values }) => {
        const definition = inDatabase.get(name);
        const array = definition && /= ANY \(+ARRAY\[(.*)\]\)/.exec(definition);
        const stored = array ? parseValues(array[1]!) : definition ? [definition] : ['(missing)'];
        return JSON.stringify(stored) === JSON.stringify(values) ? null : `${name}: database [${stored.join(', ')}], schema [${values.join(', ')}]`;
      })
      .filter((line) => line !== null);
    expect(drifted, 'run npm run db:generate and commit the migration').toEqual([]);
  });
});
