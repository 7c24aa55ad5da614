import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonModules } from '../content/lessons/index';
import { useTestDatabase } from '../test/fixture';
import { testEngines } from '../test/services';
import { modules, puzzles } from './schema/content';
import { seedCatalogs } from './seed';

describe.each(await testEngines())('the catalog seed on %s', (engine) => {
  const database = useTestDatabase(engine);

  it('writes every catalog row on a fresh database, nothing on a second start, and only what changed', async () => {
    const { db } = database;
    expect(await seedCatalogs(db)).toBeGreaterThan(lessonModules.length);
    expect(await seedCatalogs(db)).toBe(0);

    const first = lessonModules[0]!;
    await db.update(modules).set({ title: 'Changed by hand', steps: [] }).where(eq(modules.id, first.id));
    const [puzzle] = await db.select().from(puzzles).limit(1);
    await db
      .update(puzzles)
      .set({ hints: ['a stale hint'], rating: puzzle!.rating + 1 })
      .where(eq(puzzles.id, puzzle!.id));
    expect(await seedCatalogs(db)).toBe(2);
    const [row] = await db.select().from(modules).where(eq(modules.id, first.id));
    expect(row!.title).toBe(first.title);
    expect(row!.steps).toEqual(first.steps);
    const [again] = await db.select().from(puzzles).where(eq(puzzles.id, puzzle!.id));
    expect(again).toEqual(puzzle);
    expect(await seedCatalogs(db)).toBe(0);
  });
});
