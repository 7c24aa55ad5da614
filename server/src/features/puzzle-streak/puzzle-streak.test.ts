import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PUZZLE_STREAK_RULES,
  puzzleStreakStateSchema,
  streakMoveResultSchema,
  type StreakMoveResult,
  type StreakRun,
} from '@chess-quest/protocol/puzzle-streak';
import { parentDashboardSchema } from '@chess-quest/protocol/parent';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { puzzles } from '../../db/schema/content';
import { xpLedger } from '../../db/schema/gamification';
import { puzzleStreakRuns } from '../../db/schema/puzzle-streak';
import { createPuzzleShelf } from '../../domain/puzzle-shelf';
import { newFamily, useTestServer, type Family } from '../../test/fixture';
import { readJson } from '../../test/http-client';
import { recordedFacts, settleFacts } from '../../test/facts';
import { featureEngines } from '../../test/services';
import { createPuzzleStreakService, pickStreakPuzzle, streakTarget, type StreakSolver } from './service';

const engines = await featureEngines();

describe.each(engines)('Puzzle Streak on %s', (engine) => {
  const server = useTestServer(engine);

  const stateOf = (family: Family) => family.client.getJson('/api/puzzle-streak', puzzleStreakStateSchema);
  const start = (family: Family) => family.client.postJson('/api/puzzle-streak/runs', undefined, puzzleStreakStateSchema, 201);
  const send = (family: Family, runId: string, body: unknown) => family.client.post(`/api/puzzle-streak/runs/${runId}/moves`, body);
  const move = (family: Family, runId: string, body: unknown) =>
    family.client.postJson(`/api/puzzle-streak/runs/${runId}/moves`, body, streakMoveResultSchema);

  async function lineOf(puzzleId: string): Promise<{ solution: string[]; rating: number }> {
    const [row] = await server.db.select({ solution: puzzles.solution, rating: puzzles.rating }).from(puzzles).where(eq(puzzles.id, puzzleId));
    return row!;
  }

  /** The move the line wants now in the run's puzzle. */
  async function rightMove(run: StreakRun): Promise<string> {
    const { solution } = await lineOf(run.puzzle!.id);
    return solution[run.puzzle!.played.length]!;
  }

  /** Plays the run's current puzzle to its end, answering each move right. */
  async function solvePuzzle(family: Family, run: StreakRun): Promise<StreakMoveResult> {
    let current = run;
    for (;;) {
      const result = await move(family, current.id, { step: current.step, move: await rightMove(current) });
      if (result.outcome === 'solved') return result;
      expect(result.outcome).toBe('right');
      expect(result.reply).toMatch(/^[a-h][1-8][a-h][1-8][qrbn]?$/);
      current = result.run;
    }
  }

  /** A move of the run's position that is not the line's (a legal one where one exists). */
  async function wrongMove(run: StreakRun): Promise<string> {
    const { Chess } = await import('chess.js');
    const expected = await rightMove(run);
    const legal = new Chess(run.puzzle!.fen).moves({ verbose: true }).map((m) => m.from + m.to + (m.promotion ?? ''));
    return legal.find((uci) => uci.slice(0, 4) !== expected.slice(0, 4)) ?? 'a1a2';
  }

  it('starts with nothing, then a run whose puzzle shows no line; each solved puzzle brings a harder one, never an easier one, none twice', async () => {
    const family = await newFamily(server);
    expect(await stateOf(family)).toEqual({ run: null, best: 0, runsLeftToday: PUZZLE_STREAK_RULES.freeRunsPerDay });
    const started = await start(family);
    expect(started.runsLeftToday).toBe(0);
    let run = started.run!;
    expect(run).toMatchObject({ streak: 0, step: 0, ended: false, missed: null });
    expect(run.puzzle).not.toHaveProperty('solution');
    expect(JSON.stringify(started)).not.toContain((await lineOf(run.puzzle!.id)).solution[0]!.slice(0, 4) + '"');
    const [child] = await server.db.select({ rating: childProfiles.puzzleRating }).from(childProfiles).where(eq(childProfiles.id, family.childId));
    const firstTarget = streakTarget(child!.rating, 0);
    expect(Math.abs(run.puzzle!.rating - firstTarget)).toBeLessThanOrEqual(100);

    const ratings = [run.puzzle!.rating];
    const seen = new Set([run.puzzle!.id]);
    for (let solved = 1; solved <= 6; solved += 1) {
      const result = await solvePuzzle(family, run);
      expect(result).toMatchObject({ outcome: 'solved', best: solved, newBest: true });
      run = result.run;
      expect(run).toMatchObject({ streak: solved, ended: false });
      expect(run.puzzle!.played).toEqual([]);
      expect(seen.has(run.puzzle!.id)).toBe(false);
      seen.add(run.puzzle!.id);
      ratings.push(run.puzzle!.rating);
    }
    for (let i = 1; i < ratings.length; i += 1) expect(ratings[i]).toBeGreaterThanOrEqual(ratings[i - 1]!);
    expect(ratings[ratings.length - 1]! - ratings[0]!).toBeGreaterThanOrEqual(6 * PUZZLE_STREAK_RULES.ratingStep - 100);

    // A reload finds the run where it was, the same puzzle and step.
    const reloaded = await stateOf(family);
    expect(reloaded.run).toEqual(run);
    expect(reloaded.best).toBe(6);
  });

  it('one wrong move ends the run: the line’s move is shown, nothing more is taken, the run cannot be played again', async () => {
    const family = await newFamily(server);
    let run = (await start(family)).run!;
    run = (await solvePuzzle(family, run)).run;
    run = (await solvePuzzle(family, run)).run;
    const wrong = await wrongMove(run);
    const expected = await rightMove(run);
    const ended = await move(family, run.id, { step: run.step, move: wrong });
    expect(ended).toMatchObject({ outcome: 'wrong', reply: null, best: 2, newBest: true });
    expect(ended.run).toMatchObject({ streak: 2, ended: true, missed: { given: wrong, expected } });

    // No replay: the same step again, the next step, the right move: all refused, nothing moves.
    for (const body of [
      { step: run.step, move: expected },
      { step: run.step + 1, move: expected },
    ]) {
      const refused = await send(family, run.id, body);
      expect(refused.status).toBe(409);
      expect((await readJson(refused)).message).toMatch(/ended/);
    }
    const after = await stateOf(family);
    expect(after.run).toEqual(ended.run);
    expect(after.best).toBe(2);
    // A free account's run of the day is used: the next one is tomorrow (or Premium).
    const again = await family.client.post('/api/puzzle-streak/runs', undefined);
    expect(again.status).toBe(403);
    expect((await readJson(again)).message).toMatch(/free streak for today/);

    const [fact] = await recordedFacts(server.db, { childId: family.childId, types: ['puzzle_streak.ended'] });
    expect(fact).toMatchObject({ type: 'puzzle_streak.ended', runId: run.id, streak: 2, bestBefore: 0 });
  });

  it('a move sent twice counts once: the second names a step already answered and is refused', async () => {
    const family = await newFamily(server);
    const run = (await start(family)).run!;
    const body = { step: run.step, move: await rightMove(run) };
    const [a, b] = await Promise.all([send(family, run.id, body), send(family, run.id, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect((await readJson(refused)).message).toMatch(/already answered/);
    const after = (await stateOf(family)).run!;
    expect(after.step).toBe(1);
    expect(after.streak + after.puzzle!.played.length / 2).toBeGreaterThan(0);
    expect(after.streak).toBeLessThanOrEqual(1);
  });

  it('refuses a second run while one goes on, and two starts at once make one run', async () => {
    const family = await newFamily(server);
    const [a, b] = await Promise.all([
      family.client.post('/api/puzzle-streak/runs', undefined),
      family.client.post('/api/puzzle-streak/runs', undefined),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const rows = await server.db.select().from(puzzleStreakRuns).where(eq(puzzleStreakRuns.childId, family.childId));
    expect(rows).toHaveLength(1);
  });

  it('validates every input with a 400 naming the field, and another child’s run is not found', async () => {
    const family = await newFamily(server);
    const other = await newFamily(server);
    const run = (await start(family)).run!;
    const cases: [string, unknown, RegExp][] = [
      [run.id, { step: 0 }, /move/],
      [run.id, { step: 0, move: 'Qh7' }, /move/],
      [run.id, { step: -1, move: 'e2e4' }, /step/],
      [run.id, { step: 1.5, move: 'e2e4' }, /step/],
      [run.id, { move: 'e2e4' }, /step/],
      ['not-a-run', { step: 0, move: 'e2e4' }, /id/],
    ];
    for (const [id, body, field] of cases) {
      const response = await send(family, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await readJson(response)).message).toMatch(field);
    }
    const foreign = await send(other, run.id, { step: 0, move: 'e2e4' });
    expect(foreign.status).toBe(404);
    expect((await stateOf(family)).run).toEqual(run);
  });

  it('keeps the best across runs, pays points once per length past the best, from the run’s fact; the parent dashboard shows it', async () => {
    const family = await newFamily(server, { unlocked: true });
    const dashboardBest = async () =>
      (await family.client.getJson(`/api/parent/children/${family.childId}/dashboard`, parentDashboardSchema)).puzzleStreakBest;
    expect(await dashboardBest()).toBe(0);
    const shelf = createPuzzleShelf(server.db);
    const [account] = await server.db.select().from(accounts).where(eq(accounts.id, family.accountId));
    const solver: StreakSolver = { accountId: account!.id, child: { id: family.childId, puzzleRating: 600 }, subscriptionStatus: 'inactive' };
    const service = createPuzzleStreakService({ db: server.db, facts: server.running.outbox, shelf });
    const line = async (run: StreakRun) => (await lineOf(run.puzzle!.id)).solution;

    async function playRun(day: string, solves: number) {
      let run = (await service.start(solver, { today: day, timeZone: 'UTC' })).run!;
      for (let i = 0; i < solves; i += 1) {
        for (;;) {
          const result = await service.move(solver, run.id, { step: run.step, move: (await line(run))[run.puzzle!.played.length]! });
          run = result.run;
          if (result.outcome === 'solved') break;
        }
      }
      const expected = (await line(run))[run.puzzle!.played.length]!;
      const { Chess } = await import('chess.js');
      const wrong = new Chess(run.puzzle!.fen)
        .moves({ verbose: true })
        .map((m) => m.from + m.to + (m.promotion ?? ''))
        .find((uci) => uci.slice(0, 4) !== expected.slice(0, 4))!;
      return service.move(solver, run.id, { step: run.step, move: wrong });
    }

    // Only the streak's own units: the days played may unlock achievements of their own.
    const streakPoints = async () =>
      (await server.db.select().from(xpLedger).where(eq(xpLedger.childId, family.childId)))
        .filter((row) => row.sourceKey.startsWith('xp:puzzle-streak:'))
        .reduce((sum, row) => sum + row.points, 0);
    const pointsBefore = 0;
    expect(await playRun('2026-11-20', 3)).toMatchObject({ best: 3, newBest: true });
    await settleFacts(server.running);
    expect((await streakPoints()) - pointsBefore).toBe(3 * PUZZLE_STREAK_RULES.pointsPerNewBest);
    // A shorter run the next day: the best stays, no points.
    expect(await playRun('2026-11-21', 1)).toMatchObject({ best: 3, newBest: false });
    await settleFacts(server.running);
    expect((await streakPoints()) - pointsBefore).toBe(3 * PUZZLE_STREAK_RULES.pointsPerNewBest);
    // Past the best: only the new lengths pay.
    expect(await playRun('2026-11-22', 5)).toMatchObject({ best: 5, newBest: true });
    await settleFacts(server.running);
    expect((await streakPoints()) - pointsBefore).toBe(5 * PUZZLE_STREAK_RULES.pointsPerNewBest);
    expect(await dashboardBest()).toBe(5);
    // The same end facts delivered again pay nothing more.
    const ends = await recordedFacts(server.db, { childId: family.childId, types: ['puzzle_streak.ended'] });
    expect(ends.map((fact) => (fact as { streak: number }).streak)).toEqual([3, 1, 5]);
    await server.db.transaction(async (tx) => {
      for (const fact of ends) await server.running.outbox.record(tx, fact);
    });
    await settleFacts(server.running);
    expect(await streakPoints()).toBe(5 * PUZZLE_STREAK_RULES.pointsPerNewBest);
    expect((await service.bestsOf([family.childId, '6f1c1c36-8d7e-4a4c-9a55-2f0f4e0d0009'])).get(family.childId)).toBe(5);
  });

  it('picks the nearest unused puzzle at or above the floor', () => {
    const rows = [400, 450, 500, 520, 700].map((rating, i) => ({ id: `p${i}`, rating }) as never);
    expect(pickStreakPuzzle(rows, 460, 0, new Set())).toMatchObject({ id: 'p1' });
    expect(pickStreakPuzzle(rows, 480, 500, new Set())).toMatchObject({ id: 'p2' });
    expect(pickStreakPuzzle(rows, 480, 500, new Set(['p2', 'p3']))).toMatchObject({ id: 'p4' });
    expect(pickStreakPuzzle(rows, 480, 800, new Set())).toBeNull();
  });
});
