import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chess } from 'chess.js';
import type { Fact } from '@chess-quest/protocol/facts';
import { migrationsFolder, type DatabaseHandle } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { aiGameMoves, aiGames } from '../../db/schema/ai';
import { createDispatcher } from '../../events/dispatcher';
import { Outbox } from '../../events/outbox';
import { openTestDatabase, featureEngines } from '../../test/services';
import { heatmapFrom } from './heatmap';
import { openingOf } from './openings';
import { createAnalyticsService, explainMistake } from './service';
import { createAnalyticsSubscriber } from './subscriber';

const engines = await featureEngines();
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date(Date.UTC(2026, 10, 20, 12));

/** A stand-in engine is not needed for the heat map; replay tests of the engine live with the API test. */
const noEngine = { analyse: async () => [] };

describe('heat map maths', () => {
  it('adds up per square, keeps the most used piece and the win rate, caps the list at 10', () => {
    const map = heatmapFrom(
      'all',
      [
        { square: 'e4', piece: 'p', moves: 3, wins: 3, timeMs: 6000 },
        { square: 'e4', piece: 'n', moves: 1, wins: 0, timeMs: 4000 },
        { square: 'a1', piece: 'r', moves: 1, wins: 1, timeMs: 1000 },
      ],
      'Sicilian defence',
    );
    expect(map).toMatchObject({ totalMoves: 5, avgMoveTime: 2.2, favoriteOpening: 'Sicilian defence' });
    expect(map.squares).toEqual([
      { square: 'a1', count: 1, pieceType: 'rook', winRate: 100 },
      { square: 'e4', count: 4, pieceType: 'pawn', winRate: 75 },
    ]);
    expect(map.mostUsedSquares.map((s) => s.square)).toEqual(['e4', 'a1']);
    const many = heatmapFrom(
      'all',
      'abcdefgh'.split('').flatMap((f) => [
        { square: `${f}3`, piece: 'p' as const, moves: 1, wins: 0, timeMs: 0 },
        { square: `${f}4`, piece: 'p' as const, moves: 2, wins: 0, timeMs: 0 },
      ]),
      null,
    );
    expect(many.mostUsedSquares).toHaveLength(10);
    expect(many.mostUsedSquares.slice(0, 8).every((s) => s.count === 2)).toBe(true);
    expect(heatmapFrom('week', [], null)).toEqual({
      timeframe: 'week',
      totalMoves: 0,
      avgMoveTime: 0,
      favoriteOpening: null,
      squares: [],
      mostUsedSquares: [],
    });
  });

  it('names openings from the ECO table', () => {
    expect(openingOf(['e4', 'c5', 'Nf3'])?.name).toMatch(/Sicilian/);
    expect(openingOf(['a3', 'h6', 'Ra2'])?.eco).toBe('A00');
    expect(openingOf([])).toBeNull();
    expect(explainMistake(7, 'Qh5', 'Nf3', 310)).toBe("On move 7 you played Qh5. Nf3 was better: Qh5 gave away about 3 pawns' worth.");
  });
});

describe.each(engines)('the heat map of a child’s own games on %s', (engine) => {
  let database: DatabaseHandle;
  let outbox: Outbox;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    outbox = new Outbox();
    outbox.subscribe(createAnalyticsSubscriber());
  });
  afterAll(async () => {
    await database?.close();
  });

  async function newChild() {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: `heat.${Math.random().toString(36).slice(2)}@example.com` })
      .returning();
    const [child] = await database.db
      .insert(childProfiles)
      .values({ accountId: account!.id, firstName: 'Leo', age: 9, username: `Rook${Math.random().toString(36).slice(2, 8)}` })
      .returning();
    return { accountId: account!.id, childId: child!.id };
  }

  /** An AI game as the AI service stores it, with the child's move times, and its fact. */
  async function playAiGame(
    who: { accountId: string; childId: string },
    colour: 'white' | 'black',
    sans: string[],
    times: number[],
    result: 'win' | 'loss',
    finishedAt: Date,
    deliver = true,
  ) {
    const chess = new Chess();
    const [game] = await database.db
      .insert(aiGames)
      .values({
        childId: who.childId,
        difficulty: 'easy',
        playerColor: colour,
        boardState: chess.fen(),
        moves: sans,
        gameResult: colour === 'white' ? (result === 'win' ? 'white_wins' : 'black_wins') : result === 'win' ? 'black_wins' : 'white_wins',
        winner: result === 'win' ? 'player' : 'ai',
        finishedAt,
      })
      .returning();
    let mine = 0;
    for (const [index, san] of sans.entries()) {
      const move = chess.move(san);
      const byChild = (move.color === 'w') === (colour === 'white');
      await database.db.insert(aiGameMoves).values({
        gameId: game!.id,
        ply: index + 1,
        san,
        uci: move.from + move.to,
        fenAfter: chess.fen(),
        by: byChild ? 'player' : 'ai',
        timeTakenMs: byChild ? times[mine++]! : 300,
        createdAt: new Date(finishedAt.getTime() - (sans.length - index) * 1000),
      });
    }
    const fact: Fact = {
      type: 'ai.game.finished',
      ...who,
      at: finishedAt.toISOString(),
      day: '2026-11-20',
      gameId: game!.id,
      level: 'easy',
      colour,
      result,
      reason: result === 'win' ? 'checkmate' : 'resignation',
      childMoves: sans.filter((_, i) => (i % 2 === 0) === (colour === 'white')),
      moves: sans,
    };
    if (!deliver) return game!.id;
    await outbox.record(database.db, fact);
    await createDispatcher(database, outbox).drain();
    return game!.id;
  }

  it('counts a hand-counted pair of games exactly, by timeframe, and never another child’s moves', async () => {
    const who = await newChild();
    const other = await newChild();
    // Game 1, 20 days ago, won as White: e4 (pawn), Bc4 (bishop), Qh5 (queen), Qxf7# (queen, a capture).
    await playAiGame(
      who,
      'white',
      ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
      [2000, 4000, 6000, 8000],
      'win',
      new Date(NOW.getTime() - 20 * DAY),
    );
    // Game 2, yesterday, lost as White: e4 (pawn) and Nf3 (knight).
    await playAiGame(who, 'white', ['e4', 'c5', 'Nf3'], [1000, 3000], 'loss', new Date(NOW.getTime() - DAY));
    await playAiGame(other, 'black', ['d4', 'd5', 'c4', 'e6'], [500, 500], 'loss', new Date(NOW.getTime() - DAY));

    const analytics = createAnalyticsService({ db: database.db, engine: noEngine, now: () => NOW });
    const all = await analytics.heatmap(who.childId, 'active', 'all');
    // 6 moves, 24 s in all: 4.0 s each. e4 twice (one game won, one lost: 50 %), h5 once, f7 once (won).
    expect(all.totalMoves).toBe(6);
    expect(all.avgMoveTime).toBe(4);
    expect(all.squares).toEqual([
      { square: 'f3', count: 1, pieceType: 'knight', winRate: 0 },
      { square: 'c4', count: 1, pieceType: 'bishop', winRate: 100 },
      { square: 'e4', count: 2, pieceType: 'pawn', winRate: 50 },
      { square: 'h5', count: 1, pieceType: 'queen', winRate: 100 },
      { square: 'f7', count: 1, pieceType: 'queen', winRate: 100 },
    ]);
    expect(all.mostUsedSquares[0]).toEqual({ square: 'e4', count: 2, pieceType: 'pawn', winRate: 50 });
    expect(all.favoriteOpening).toMatch(/Sicilian/);

    const week = await analytics.heatmap(who.childId, 'active', 'week');
    expect(week).toMatchObject({ totalMoves: 2, avgMoveTime: 2 });
    expect(week.squares.map((s) => s.square)).toEqual(['f3', 'e4']);
    expect((await analytics.heatmap(who.childId, 'active', 'month')).totalMoves).toBe(6);

    const games = await analytics.listGames(who.childId, 'active');
    expect(games.map((g) => [g.result, g.moveCount, g.opponent])).toEqual([
      ['loss', 3, 'Easy computer'],
      ['win', 7, 'Easy computer'],
    ]);
    const replay = await analytics.replay(who.childId, 'active', games[1]!.id);
    expect(replay.moves.map((m) => m.capture)).toEqual([false, false, false, false, false, false, true]);
    await expect(analytics.replay(other.childId, 'active', games[1]!.id)).rejects.toMatchObject({ status: 404 });
    await expect(analytics.heatmap(who.childId, 'inactive', 'all')).rejects.toMatchObject({ status: 403, code: 'premium_required' });
  });

  it('tells a replayed game’s mistake in the language asked for (issue 27)', async () => {
    const who = await newChild();
    const start = new Chess();
    const startFen = start.fen();
    start.move('e4');
    const afterE4 = start.fen();
    // A stand-in engine: d4 was best at the start, and after e4 the opponent is 2 pawns up; nothing else costs anything.
    const engine = {
      analyse: async (fen: string) => [
        fen === startFen
          ? { uci: 'd2d4', san: 'd4', scoreCp: 0, mate: null }
          : { uci: 'a2a3', san: 'a3', scoreCp: fen === afterE4 ? 200 : 0, mate: null },
      ],
    };
    await playAiGame(who, 'white', ['e4', 'c5', 'Nf3'], [1000, 3000], 'loss', new Date(NOW.getTime() - DAY));
    const analytics = createAnalyticsService({ db: database.db, engine, now: () => NOW });
    const [game] = await analytics.listGames(who.childId, 'active');
    const english = await analytics.replay(who.childId, 'active', game!.id);
    expect(english.mistakes).toEqual([
      { ply: 1, played: 'e4', better: 'd4', explanation: "On move 1 you played e4. d4 was better: e4 gave away about 2 pawns' worth." },
    ]);
    const spanish = await analytics.replay(who.childId, 'active', game!.id, 'es');
    expect(spanish.mistakes).toEqual([
      { ply: 1, played: 'e4', better: 'd4', explanation: 'En la jugada 1 jugaste e4. d4 era mejor: e4 regaló lo que valen unos 2 peones.' },
    ]);
    expect(spanish.moves).toEqual(english.moves);
  });

  it('back-fills games finished before the subscriber existed, once (migration 0007)', async () => {
    const who = await newChild();
    await playAiGame(
      who,
      'white',
      ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#'],
      [2000, 4000, 6000, 8000],
      'win',
      new Date(NOW.getTime() - DAY),
      false,
    );
    const analytics = createAnalyticsService({ db: database.db, engine: noEngine, now: () => NOW });
    expect((await analytics.heatmap(who.childId, 'active', 'all')).totalMoves).toBe(0);
    const statements = readFileSync(`${migrationsFolder}/0007_analytics_backfill.sql`, 'utf8').split('--> statement-breakpoint');
    for (let run = 0; run < 2; run += 1) for (const statement of statements) await database.db.execute(sql.raw(statement));
    const map = await analytics.heatmap(who.childId, 'active', 'all');
    expect(map).toMatchObject({ totalMoves: 4, avgMoveTime: 5 });
    expect(map.squares.find((s) => s.square === 'f7')).toEqual({ square: 'f7', count: 1, pieceType: 'queen', winRate: 100 });
    expect((await analytics.listGames(who.childId, 'active')).map((g) => [g.result, g.opponent, g.moveCount])).toEqual([['win', 'Easy computer', 7]]);
  });
});
