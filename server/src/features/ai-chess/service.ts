import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Chess, Move } from 'chess.js';
import {
  AI_GAME_MESSAGES,
  type AiDifficulty,
  type AiGame,
  type AiHint,
  type AiReview,
  type Color,
  type CreateAiGameBody,
} from '@chess-quest/protocol/ai-chess';
import {
  BUDDIES,
  BUDDY_IDS,
  BUDDY_MESSAGES,
  BUDDY_START_STRENGTH,
  buddyLine,
  buddyTexts,
  type AiGameBuddy,
  type BuddyId,
  type BuddyList,
  type BuddyStyle,
} from '@chess-quest/protocol/buddies';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { localizeText } from '../../content/i18n/localize';
import type { Database, Tx } from '../../db/client';
import { aiBuddyLevels, aiGameMoves, aiGames } from '../../db/schema/ai';
import { childProfiles } from '../../db/schema/accounts';
import { storyChapters } from '../../db/schema/content';
import { playerRatings } from '../../db/schema/multiplayer';
import { puzzleAttempts, userStory } from '../../db/schema/progress';
import {
  buddyStartStrength,
  levelForStrength,
  nextStrength,
  START_AI_GAMES_READ,
  type BuddyStartHistory,
  type ChildOutcome,
} from '../../engine/buddy-policy';
import type { FactLog } from '../../events/outbox';
import { biggestMistakes, REVIEW_DEPTH } from '../../engine/review';
import { EngineBusyError, EngineClosedError, EngineCrashedError, EngineTimeoutError } from '../../engine/errors';
import { conflict, illegalMove, locked, notFound, premiumRequired, unavailable } from '../../http/errors';
import { canPlayHardAi, canUseHints } from '../../domain/premium';
import { otherColor, outcomeOf, replay, toColor, uciOf } from '@chess-quest/protocol/chess/game-rules';
import { playPlayerMove } from '@chess-quest/protocol/chess/player-move';

type AiGameRow = typeof aiGames.$inferSelect;

/** What the AI games need of the engine pool (server/src/engine). */
export interface AiEngine {
  chooseMove(fen: string, level: AiDifficulty, options: { seed: number; history?: string[] }): Promise<{ uci: string; san: string }>;
  chooseBuddyMove(
    fen: string,
    options: { seed: number; history?: string[]; strength: number; style: BuddyStyle },
  ): Promise<{ uci: string; san: string }>;
  analyse(
    fen: string,
    options?: { multiPv?: number; depth?: number },
  ): Promise<{ uci: string; san: string; scoreCp: number | null; mate: number | null }[]>;
}

export interface AiGamesOptions {
  db: Database;
  facts: FactLog;
  engine: AiEngine;
  /** The AI "thinks" at least this long, so its reply feels natural; 0 in tests. */
  thinkingPauseMs?: (seed: number) => number;
  now?: () => Date;
}

/** 150-400 ms, decided by the game's seed and ply so a replay is identical. */
export function naturalPause(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43758.5453;
  return 150 + Math.floor((x - Math.floor(x)) * 250);
}

/**
 * An overloaded or stuck engine is a passing state: 503 and a kind message. The game
 * stays on the AI's turn, and the next read of the game plays it.
 */
function asServiceUnavailable(error: unknown): never {
  if (
    error instanceof EngineBusyError ||
    error instanceof EngineTimeoutError ||
    error instanceof EngineCrashedError ||
    error instanceof EngineClosedError
  ) {
    throw unavailable(AI_GAME_MESSAGES.busy);
  }
  throw error;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The child playing, with what a finished game's fact needs: the account and the child's calendar day. */
export interface AiPlayer {
  accountId: string;
  childId: string;
  day: string;
}

/** What a buddy game shows: who plays, the line said at the start and, once over, at the end. */
export function buddyOf(row: Pick<AiGameRow, 'buddy' | 'seed' | 'gameResult' | 'winner'>): AiGameBuddy | null {
  if (!row.buddy) return null;
  const character = BUDDIES[row.buddy];
  const ending =
    !row.gameResult || row.gameResult === 'abandoned'
      ? null
      : row.gameResult === 'draw'
        ? 'draw'
        : row.winner === 'player'
          ? 'childWon'
          : 'childLost';
  return {
    id: character.id,
    name: character.name,
    startLine: buddyLine(character.startLines, row.seed),
    endLine: ending ? buddyLine(character.endLines[ending], row.seed) : null,
  };
}

/** The story chapters that unlock buddies, and which of them the child has finished. */
async function buddyUnlocks(db: Database | Tx, childId: string, locale: Locale = SOURCE_LOCALE) {
  const chapters = await db.select({ id: storyChapters.id, number: storyChapters.chapterNumber, title: storyChapters.title }).from(storyChapters);
  const done = await db
    .select({ number: storyChapters.chapterNumber })
    .from(userStory)
    .innerJoin(storyChapters, eq(storyChapters.id, userStory.chapterId))
    .where(and(eq(userStory.childId, childId), eq(userStory.completed, true)));
  // The chapter titles and the buddies' words in the child's language (issue 27, decision record 047).
  const titles = new Map(chapters.map((c) => [c.number, localizeText('story', c.id, 'title', c.title, locale)]));
  const finished = new Set(done.map((d) => d.number));
  return BUDDY_IDS.map((id) => {
    const character = BUDDIES[id];
    const texts = locale === SOURCE_LOCALE ? character : buddyTexts(id, locale);
    const chapter = character.unlockChapter;
    return {
      id,
      name: texts.name,
      style: character.style,
      styleText: texts.styleText,
      unlocked: chapter === null || finished.has(chapter),
      unlockChapter: chapter === null ? null : { number: chapter, title: titles.get(chapter) ?? `Chapter ${chapter}` },
    };
  });
}

export function createAiGamesService({ db, facts, engine, thinkingPauseMs = naturalPause, now = () => new Date() }: AiGamesOptions) {
  /** The `ai.game.finished` fact of a game that has just ended, in the transaction that ended it. */
  async function recordFinished(tx: Tx, player: AiPlayer, row: AiGameRow): Promise<void> {
    if (!row.gameResult) return;
    const result = row.gameResult === 'draw' ? 'draw' : row.winner === 'player' ? 'win' : 'loss';
    if (row.buddy && row.gameResult !== 'abandoned')
      await moveBuddyStrength(tx, row.childId, row.buddyStrength ?? BUDDY_START_STRENGTH, result === 'win' ? 'w' : result === 'draw' ? 'd' : 'l');
    const childMoves = row.moves.filter((_, i) => (i % 2 === 0) === (row.playerColor === 'white'));
    await facts.record(tx, {
      type: 'ai.game.finished',
      accountId: player.accountId,
      childId: row.childId,
      at: (row.finishedAt ?? now()).toISOString(),
      day: player.day,
      gameId: row.id,
      level: row.difficulty,
      colour: row.playerColor,
      result,
      reason: row.termination ?? 'unknown',
      childMoves,
      moves: row.moves,
    });
  }

  /** The buddy's strength follows the result, once per game: this runs in the transaction that ends it. */
  async function moveBuddyStrength(tx: Tx, childId: string, startStrength: number, outcome: ChildOutcome): Promise<void> {
    // The first buddy game started where the child's history put it (buddyStrengthOf): the scale moves from there.
    await tx.insert(aiBuddyLevels).values({ childId, strength: startStrength }).onConflictDoNothing();
    const [state] = await tx.select().from(aiBuddyLevels).where(eq(aiBuddyLevels.childId, childId)).for('update');
    if (!state) throw new Error('buddy level row missing');
    const next = nextStrength(state, outcome);
    await tx.update(aiBuddyLevels).set(next).where(eq(aiBuddyLevels.childId, childId));
  }

  /** The buddy's strength for the child's next game: its own once it has played the buddy, else from the child's history. */
  async function buddyStrengthOf(childId: string): Promise<number> {
    const [state] = await db.select({ strength: aiBuddyLevels.strength }).from(aiBuddyLevels).where(eq(aiBuddyLevels.childId, childId));
    if (state) return state.strength;
    return buddyStartStrength(await buddyStartHistory(childId)).strength;
  }

  /** What the server knows of a child before its first buddy game (decision 042, "The first game"). */
  async function buddyStartHistory(childId: string): Promise<BuddyStartHistory> {
    const games = await db
      .select({ difficulty: aiGames.difficulty, winner: aiGames.winner, gameResult: aiGames.gameResult })
      .from(aiGames)
      .where(and(eq(aiGames.childId, childId), isNull(aiGames.buddy), isNotNull(aiGames.finishedAt), ne(aiGames.gameResult, 'abandoned')))
      .orderBy(desc(aiGames.finishedAt))
      .limit(START_AI_GAMES_READ);
    const [live] = await db
      .select({ rating: playerRatings.rating, games: playerRatings.gamesPlayed })
      .from(playerRatings)
      .where(eq(playerRatings.childId, childId));
    const [profile] = await db.select({ rating: childProfiles.puzzleRating }).from(childProfiles).where(eq(childProfiles.id, childId));
    const [tried] = await db
      .select({ count: sql<number>`count(distinct ${puzzleAttempts.puzzleId})::int` })
      .from(puzzleAttempts)
      .where(eq(puzzleAttempts.childId, childId));
    return {
      aiGames: games.map((g) => ({
        level: g.difficulty,
        result: g.gameResult === 'draw' ? 'draw' : g.winner === 'player' ? 'win' : 'loss',
      })),
      live: live ?? null,
      puzzles: { rating: profile?.rating ?? BUDDY_START_STRENGTH, tried: Number(tried?.count ?? 0) },
    };
  }

  async function load(childId: string, gameId: string): Promise<AiGameRow> {
    const [row] = await db
      .select()
      .from(aiGames)
      .where(and(eq(aiGames.id, gameId), eq(aiGames.childId, childId)));
    // Someone else's game answers exactly like a missing one.
    if (!row) throw notFound(AI_GAME_MESSAGES.notFound);
    return row;
  }

  async function lastMoveOf(gameId: string) {
    const [last] = await db.select().from(aiGameMoves).where(eq(aiGameMoves.gameId, gameId)).orderBy(desc(aiGameMoves.ply)).limit(1);
    return last ?? null;
  }

  function toApi(row: AiGameRow, aiMove: Move | null, lastMove: { from: string; to: string } | null): AiGame {
    return {
      id: row.id,
      difficulty: row.difficulty,
      playerColor: row.playerColor,
      currentTurn: row.currentTurn,
      boardState: row.boardState,
      moves: row.moves,
      gameResult: row.gameResult,
      winner: row.winner,
      termination: row.termination,
      timeControl: row.timeControl,
      lastMove,
      buddy: buddyOf(row),
      aiMove: aiMove ? { san: aiMove.san, uci: uciOf(aiMove), by: 'ai' } : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  async function present(row: AiGameRow, aiMove: Move | null = null): Promise<AiGame> {
    const last = await lastMoveOf(row.id);
    return toApi(row, aiMove, last ? { from: last.uci.slice(0, 2), to: last.uci.slice(2, 4) } : null);
  }

  /**
   * Applies one move in one transaction: the move row, the position and the version move
   * together, and a move sent twice (or by two nodes) finds the version changed and stops.
   */
  async function applyMove(player: AiPlayer, row: AiGameRow, chess: Chess, move: Move, by: 'player' | 'ai', timeTakenMs: number): Promise<AiGameRow> {
    const outcome = outcomeOf(chess);
    const finishedAt = outcome ? now() : null;
    const moves = [...row.moves, move.san];
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(aiGames)
        .set({
          boardState: chess.fen(),
          moves,
          currentTurn: toColor(chess.turn()),
          version: row.version + 1,
          ...(outcome
            ? {
                gameResult: outcome.gameResult,
                termination: outcome.termination,
                winner: outcome.winningColor === null ? null : outcome.winningColor === row.playerColor ? 'player' : 'ai',
                finishedAt,
              }
            : {}),
        })
        .where(and(eq(aiGames.id, row.id), eq(aiGames.version, row.version), isNull(aiGames.gameResult)))
        .returning();
      if (!updated) throw conflict('That move was already played. The board has been refreshed.');
      await tx.insert(aiGameMoves).values({
        gameId: row.id,
        ply: moves.length,
        san: move.san,
        uci: uciOf(move),
        fenAfter: chess.fen(),
        by,
        timeTakenMs: Math.max(0, Math.round(timeTakenMs)),
      });
      await recordFinished(tx, player, updated);
      return updated;
    });
  }

  /** Plays the AI's move when it is the AI's turn in an active game. */
  async function playAiTurn(player: AiPlayer, row: AiGameRow): Promise<{ row: AiGameRow; aiMove: Move | null }> {
    if (row.gameResult || row.currentTurn === row.playerColor) return { row, aiMove: null };
    const started = Date.now();
    const chess = replay(row.moves);
    const history = chess.history({ verbose: true }).map(uciOf);
    const seed = row.seed + row.moves.length;
    const choice = await (
      row.buddy && row.buddyStrength !== null
        ? engine.chooseBuddyMove(row.boardState, { seed, history, strength: row.buddyStrength, style: BUDDIES[row.buddy].style })
        : engine.chooseMove(row.boardState, row.difficulty, { seed, history })
    ).catch(asServiceUnavailable);
    const pause = thinkingPauseMs(row.seed + row.moves.length) - (Date.now() - started);
    if (pause > 0) await wait(pause);
    const move = chess.move({ from: choice.uci.slice(0, 2), to: choice.uci.slice(2, 4), promotion: choice.uci[4] });
    const updated = await applyMove(player, row, chess, move, 'ai', Date.now() - started);
    return { row: updated, aiMove: move };
  }

  return {
    /** `locale`: the language a refusal's values are in (the buddy's name, the chapter's title); the game itself is English. */
    async create(player: AiPlayer, subscriptionStatus: string, body: CreateAiGameBody, locale: Locale = SOURCE_LOCALE): Promise<AiGame> {
      if (body.difficulty === 'hard' && !canPlayHardAi(subscriptionStatus)) {
        throw premiumRequired(AI_GAME_MESSAGES.hardIsPremium).because('ai.hardIsPremium');
      }
      let buddy: { id: BuddyId; strength: number } | null = null;
      if (body.buddy) {
        const summary = (await buddyUnlocks(db, player.childId)).find((b) => b.id === body.buddy);
        if (!summary) throw notFound('No such buddy.');
        if (!summary.unlocked && summary.unlockChapter) {
          const { number, title } = summary.unlockChapter;
          // The English sentence, and its values in the reader's language with the chapter's id (issue 27).
          const [chapter] = await db.select({ id: storyChapters.id }).from(storyChapters).where(eq(storyChapters.chapterNumber, number));
          const said = locale === SOURCE_LOCALE ? summary : (await buddyUnlocks(db, player.childId, locale)).find((b) => b.id === body.buddy)!;
          throw locked(BUDDY_MESSAGES.locked(summary.name, number, title)).because('buddies.locked', {
            buddy: body.buddy,
            name: said.name,
            chapter: number,
            chapterId: chapter?.id ?? '',
            title: said.unlockChapter?.title ?? title,
          });
        }
        buddy = { id: body.buddy, strength: await buddyStrengthOf(player.childId) };
      }
      // A buddy game records the level nearest its strength, so every reader of the level still understands it.
      const difficulty: AiDifficulty = buddy ? levelForStrength(buddy.strength) : (body.difficulty ?? 'easy');
      const chess = replay([]);
      const [row] = await db
        .insert(aiGames)
        .values({
          childId: player.childId,
          difficulty,
          buddy: buddy?.id ?? null,
          buddyStrength: buddy?.strength ?? null,
          playerColor: body.playerColor,
          currentTurn: 'white',
          boardState: chess.fen(),
          timeControl: body.timeControl,
        })
        .returning();
      if (!row) throw new Error('AI game insert returned nothing');
      // Choosing black means the AI moves first.
      const { row: after, aiMove } = await playAiTurn(player, row);
      return present(after, aiMove);
    },

    async get(player: AiPlayer, gameId: string): Promise<AiGame> {
      let row = await load(player.childId, gameId);
      // An AI turn interrupted earlier (restart, engine time-out) is played now.
      if (!row.gameResult && row.currentTurn !== row.playerColor) row = (await playAiTurn(player, row)).row;
      return present(row);
    },

    async move(player: AiPlayer, gameId: string, text: string): Promise<AiGame> {
      let row = await load(player.childId, gameId);
      if (row.gameResult) throw conflict(AI_GAME_MESSAGES.gameOver);
      if (row.currentTurn !== row.playerColor) {
        row = (await playAiTurn(player, row)).row;
        throw conflict(AI_GAME_MESSAGES.notYourTurn);
      }
      const chess = replay(row.moves);
      const played = playPlayerMove(chess, text);
      if (!played.ok) throw illegalMove(played.message);
      const move = played.move;
      const last = await lastMoveOf(row.id);
      const thinkingSince = last?.createdAt ?? row.createdAt;
      const afterPlayer = await applyMove(player, row, chess, move, 'player', now().getTime() - thinkingSince.getTime());
      const { row: afterAi, aiMove } = await playAiTurn(player, afterPlayer);
      return present(afterAi, aiMove);
    },

    async resign(player: AiPlayer, gameId: string): Promise<AiGame> {
      const row = await load(player.childId, gameId);
      if (row.gameResult) throw conflict(AI_GAME_MESSAGES.gameOver);
      const aiColor: Color = otherColor(row.playerColor);
      const updated = await db.transaction(async (tx) => {
        const [resigned] = await tx
          .update(aiGames)
          .set({
            gameResult: aiColor === 'white' ? 'white_wins' : 'black_wins',
            winner: 'ai',
            termination: 'resignation',
            finishedAt: now(),
            version: sql`${aiGames.version} + 1`,
          })
          .where(and(eq(aiGames.id, row.id), isNull(aiGames.gameResult)))
          .returning();
        if (!resigned) throw conflict(AI_GAME_MESSAGES.gameOver);
        await recordFinished(tx, player, resigned);
        return resigned;
      });
      return present(updated);
    },

    /** The buddies, which the child has met, and how to meet the others. */
    async buddies(childId: string, locale: Locale = SOURCE_LOCALE): Promise<BuddyList> {
      return { buddies: await buddyUnlocks(db, childId, locale) };
    },

    async listActive(childId: string): Promise<AiGame[]> {
      const rows = await db
        .select()
        .from(aiGames)
        .where(and(eq(aiGames.childId, childId), isNull(aiGames.gameResult)))
        .orderBy(desc(aiGames.createdAt));
      return Promise.all(rows.map((row) => present(row)));
    },

    async listCompleted(childId: string): Promise<AiGame[]> {
      const rows = await db
        .select()
        .from(aiGames)
        .where(and(eq(aiGames.childId, childId), isNotNull(aiGames.gameResult)))
        .orderBy(desc(aiGames.finishedAt))
        .limit(50);
      return Promise.all(rows.map((row) => present(row)));
    },

    async hint(childId: string, subscriptionStatus: string, gameId: string): Promise<AiHint> {
      if (!canUseHints(subscriptionStatus)) throw premiumRequired(AI_GAME_MESSAGES.hintIsPremium).because('ai.hintIsPremium');
      const row = await load(childId, gameId);
      if (row.gameResult) throw conflict(AI_GAME_MESSAGES.gameOver);
      if (row.currentTurn !== row.playerColor) throw conflict(AI_GAME_MESSAGES.notYourTurn);
      const [best] = await engine.analyse(row.boardState, { multiPv: 1, depth: REVIEW_DEPTH }).catch(asServiceUnavailable);
      if (!best) throw unavailable(AI_GAME_MESSAGES.busy);
      return { san: best.san, uci: best.uci, from: best.uci.slice(0, 2), to: best.uci.slice(2, 4) };
    },

    /** The child's two biggest mistakes, each with the better move, judged by the engine. */
    async review(childId: string, gameId: string): Promise<AiReview> {
      const row = await load(childId, gameId);
      if (!row.gameResult) throw conflict(AI_GAME_MESSAGES.reviewNotReady);
      const moves = await db.select().from(aiGameMoves).where(eq(aiGameMoves.gameId, row.id)).orderBy(asc(aiGameMoves.ply));
      const mistakes = await biggestMistakes(
        engine,
        moves.map((move) => ({ ply: move.ply, san: move.san, uci: move.uci, fenAfter: move.fenAfter, byChild: move.by === 'player' })),
      );
      return { mistakes };
    },
  };
}

export type AiGamesService = ReturnType<typeof createAiGamesService>;
