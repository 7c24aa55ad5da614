import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm';
import { Chess } from 'chess.js';
import type { Color } from '@chess-quest/protocol/ai-chess';
import { parseMoveInput } from '@chess-quest/protocol/chess/move-input';
import {
  toGameDelta,
  type ChessGameHistory,
  type DrawBody,
  type GameDelta,
  type MultiplayerGame,
  type MultiplayerMoveBody,
} from '@chess-quest/protocol/multiplayer';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { games } from '../../db/schema/multiplayer';
import { otherColor, toColor, uciOf } from '@chess-quest/protocol/chess/game-rules';
import { moveRefusalMessage } from '@chess-quest/protocol/chess/player-move';
import { conflict, illegalMove, notFound } from '../../http/errors';
import { clocksAfterMove, flagFallen, hasMoved, nextDeadline, onFirstMove, timeoutEnding } from './clocks';
import { announceGame, announceMove, type MultiplayerContext } from './context';
import { abortGame, drawEnding, endingAfterMove, finishGame, winEnding, type GameEnds } from './game-end';
import { colorOf, forViewer, gameView, gameViews, historyViews } from './game-view';
import type { Ending, Executor, GameRow } from './rows';
import { MULTIPLAYER_MESSAGES as M } from './messages';
import { loadPlayState, recordMove, type MoveChanges, type PlayState, type StoredMove } from './play-state';

const START_FEN = new Chess().fen();
const GAME_LIST_LENGTH = 20;
const HISTORY_LENGTH = 50;

/** Thrown when the optimistic version check failed: nothing was written. */
class MovedOn extends Error {}

/**
 * True when `text` is the last move of the game and this child made it: a retry, a second
 * tab or a second node sending the same move, answered with the state instead of an error.
 */
function isRepeat(moves: readonly StoredMove[], childId: string, text: string): boolean {
  const [before, last] = [moves.at(-2), moves.at(-1)];
  if (!last || last.movedBy !== childId) return false;
  const parsed = parseMoveInput(before?.fenAfter ?? START_FEN, text);
  return parsed.ok && uciOf(parsed.move) === last.uci;
}

/** A loser's flag shows exactly zero once it fell. */
const flagChanges = (row: GameRow) => (row.currentTurn === 'white' ? { whiteTimeLeftMs: 0 } : { blackTimeLeftMs: 0 });

export function gameActions(ctx: MultiplayerContext) {
  const { db, now } = ctx;

  async function loadGame(executor: Executor, gameId: string, lock = false): Promise<GameRow | undefined> {
    const query = executor.select().from(games).where(eq(games.id, gameId));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The game and the child's colour in it; anyone else's game answers like a missing one. */
  async function playerGame(childId: string, gameId: string): Promise<{ row: GameRow; color: Color }> {
    const row = await loadGame(db, gameId);
    const color = row ? colorOf(row, childId) : null;
    if (!row || !color) throw notFound(M.gameNotFound);
    return { row, color };
  }

  /** The game from a loaded state, as `childId` sees it. */
  const view = (state: PlayState, childId: string) => forViewer(gameView(state.row, state.names, state.moves, now()), childId);

  /**
   * The delta to a state read with only its recent moves (decision 028): the game without its
   * move list, its ply and its last move; `childId` null for everyone.
   */
  const deltaOf = (state: Pick<PlayState, 'row' | 'names' | 'moves' | 'plies'>, childId: string | null): GameDelta => {
    const game = gameView(state.row, state.names, state.moves, now());
    const { moves, ...rest } = childId ? forViewer(game, childId) : game;
    return { ...rest, ply: state.plies, move: moves.at(-1) ?? null };
  };

  /** Tells everyone, then answers the player. */
  async function announced(row: GameRow, childId: string): Promise<MultiplayerGame> {
    return forViewer(await announceGame(ctx, row, 'game.changed'), childId);
  }

  /**
   * Runs `work` in a transaction that may end a game; what the ending hands over for after the
   * commit (an arena's pushes) runs once it committed, never for a rolled-back try.
   */
  async function endingTransaction<T>(work: (tx: Tx, ends: GameEnds) => Promise<T>): Promise<T> {
    let effects: (() => Promise<void>)[] = [];
    const result = await db.transaction((tx) => {
      effects = [];
      const ends: GameEnds = { facts: ctx.facts, afterCommit: (effect) => effects.push(effect), ...(ctx.gameEnded ? { ended: ctx.gameEnded } : {}) };
      return work(tx, ends);
    });
    for (const effect of effects) await effect().catch(ctx.onBackgroundError);
    return result;
  }

  /** Stores the move that ended the game, and the ending with both players' ratings, together. */
  async function recordFinalMove(seen: GameRow, ending: Ending, changes: MoveChanges, move: StoredMove, at: Date) {
    return endingTransaction((tx, ends) => finishGame(tx, ends, seen, ending, at, changes, { ...move, createdAt: at }));
  }

  /**
   * Ends a game whose flag fell, in its own transaction; null if it is not (or no longer) due.
   * A first move never made calls the game off instead: nobody loses a game not begun.
   */
  async function endOnTime(tx: Tx, ends: GameEnds, row: GameRow, at: Date): Promise<GameRow | null> {
    if (!flagFallen(row, at)) return null;
    if (onFirstMove(row)) return abortGame(tx, ends, row, at, { reason: 'no_first_move', by: row.currentTurn });
    return finishGame(tx, ends, row, timeoutEnding(row), at, flagChanges(row));
  }

  /**
   * Runs `act` on the locked game of a player; a fallen flag ends the game on time instead.
   * Used by resign and draw, which happen rarely and need no optimistic path.
   */
  async function withLockedGame(
    childId: string,
    gameId: string,
    act: (tx: Tx, ends: GameEnds, row: GameRow, color: Color, at: Date) => Promise<GameRow | null>,
  ): Promise<MultiplayerGame> {
    const { color } = await playerGame(childId, gameId);
    const updated = await endingTransaction(async (tx, ends) => {
      const row = await loadGame(tx, gameId, true);
      if (!row || row.status !== 'active') throw conflict(M.gameOver);
      const at = now();
      return (await endOnTime(tx, ends, row, at)) ?? (await act(tx, ends, row, color, at));
    });
    if (!updated) throw conflict(M.movedOn);
    return announced(updated, childId);
  }

  async function setDrawOffer(tx: Tx, row: GameRow, offeredBy: Color | null) {
    const [updated] = await tx
      .update(games)
      .set({ drawOfferedBy: offeredBy, version: sql`${games.version} + 1` })
      .where(eq(games.id, row.id))
      .returning();
    return updated ?? null;
  }

  const actions = {
    loadGame,

    async getGame(viewer: { childId: string; accountId: string }, gameId: string): Promise<MultiplayerGame> {
      const state = await loadPlayState(db, gameId);
      if (!state) throw notFound(M.gameNotFound);
      // A parent may watch a game of their child; nobody else may see it at all.
      const allowed = colorOf(state.row, viewer.childId) !== null || [...state.names.values()].some((p) => p.accountId === viewer.accountId);
      if (!allowed) throw notFound(M.gameNotFound);
      return view(state, viewer.childId);
    },

    async listGames(childId: string): Promise<MultiplayerGame[]> {
      const rows = await db
        .select()
        .from(games)
        .where(or(eq(games.whiteId, childId), eq(games.blackId, childId)))
        .orderBy(desc(sql`${games.status} = 'active'`), desc(sql`coalesce(${games.finishedAt}, ${games.createdAt})`))
        .limit(GAME_LIST_LENGTH);
      return (await gameViews(db, rows, now())).map((game) => forViewer(game, childId));
    },

    async history(childId: string): Promise<ChessGameHistory[]> {
      const rows = await db
        .select()
        .from(games)
        .where(and(or(eq(games.whiteId, childId), eq(games.blackId, childId)), eq(games.status, 'finished')))
        .orderBy(desc(games.finishedAt))
        .limit(HISTORY_LENGTH);
      return historyViews(db, rows, childId);
    },

    /**
     * Plays a move and answers the delta (the socket's answer): the game is read with its
     * recent moves only, so a move costs the same at ply 80 as at ply 2.
     */
    async moveDelta(childId: string, gameId: string, body: MultiplayerMoveBody): Promise<GameDelta> {
      let state = await loadPlayState(db, gameId, 'recent');
      const color = state ? colorOf(state.row, childId) : null;
      if (!state || !color) throw notFound(M.gameNotFound);
      const repeatOr = (current: PlayState, error: Error) => {
        if (isRepeat(current.moves, childId, body.move)) return deltaOf(current, childId);
        throw error;
      };
      const row = state.row;
      if (body.version !== undefined && body.version < row.version) return repeatOr(state, conflict(M.movedOn));
      if (row.status !== 'active') return repeatOr(state, conflict(M.gameOver));
      if (row.currentTurn !== color) return repeatOr(state, conflict(M.notYourTurn));

      const at = now();
      if (flagFallen(row, at)) {
        // Too late: the move is not played, the game ends on time.
        const ended = await endingTransaction(async (tx, ends) => {
          const locked = await loadGame(tx, gameId, true);
          return locked ? endOnTime(tx, ends, locked, at) : null;
        });
        if (ended) return toGameDelta(await announced(ended, childId));
        throw conflict(M.gameOver);
      }

      // The game's history is in the stored FENs: no replay from the first move. The move
      // is read once, and a refusal says kindly what is wrong.
      const parsed = parseMoveInput(row.fen, body.move);
      if (!parsed.ok) throw illegalMove(moveRefusalMessage(row.fen, body.move, parsed));
      const chess = new Chess(parsed.move.after);
      const move = parsed.move;
      const clocks = clocksAfterMove(row, at);
      const next = toColor(chess.turn());
      const changes: MoveChanges = {
        fen: chess.fen(),
        whiteTimeLeftMs: clocks.whiteTimeLeftMs,
        blackTimeLeftMs: clocks.blackTimeLeftMs,
        currentTurn: next,
        turnStartedAt: at,
        deadlineAt: nextDeadline(chess.fen(), at, next === 'white' ? clocks.whiteTimeLeftMs : clocks.blackTimeLeftMs),
        // An offer stands until the offerer's opponent moves: moving instead declines it.
        drawOfferedBy: row.drawOfferedBy === otherColor(color) ? null : row.drawOfferedBy,
      };
      const stored: StoredMove = {
        ply: state.plies + 1,
        san: move.san,
        uci: uciOf(move),
        fenAfter: changes.fen,
        movedBy: childId,
        timeTakenMs: clocks.timeTakenMs,
        whiteTimeLeftMs: clocks.whiteTimeLeftMs,
        blackTimeLeftMs: clocks.blackTimeLeftMs,
      };
      const moves = [...state.moves, stored];
      // The start position can repeat only while no pawn has moved and nothing was taken,
      // and then every move is among the recent ones.
      const ending = endingAfterMove(chess, state.moves.length === state.plies ? START_FEN : null, moves);
      try {
        const updated = ending ? await recordFinalMove(row, ending, changes, stored, at) : await recordMove(db, row, changes, stored, at);
        if (!updated) throw new MovedOn();
        const played = { row: updated, names: state.names, moves, plies: stored.ply };
        announceMove(ctx, deltaOf(played, null));
        return deltaOf(played, childId);
      } catch (error) {
        if (!(error instanceof MovedOn) && !isUniqueViolation(error)) throw error;
        state = (await loadPlayState(db, gameId, 'recent')) ?? state;
        return repeatOr(state, conflict(M.movedOn));
      }
    },

    /** Plays a move and answers the whole game (REST, for clients without a socket). */
    async move(childId: string, gameId: string, body: MultiplayerMoveBody): Promise<MultiplayerGame> {
      await actions.moveDelta(childId, gameId, body);
      const state = await loadPlayState(db, gameId);
      if (!state) throw notFound(M.gameNotFound);
      return view(state, childId);
    },

    /**
     * Resigns the game; before the player's own first move it is called off instead (as on
     * Lichess): nobody wins or loses a game not begun, and ratings stay the same.
     */
    resign: (childId: string, gameId: string) =>
      withLockedGame(childId, gameId, (tx, ends, row, color, at) =>
        hasMoved(row, color)
          ? finishGame(tx, ends, row, winEnding(otherColor(color), 'resignation'), at)
          : abortGame(tx, ends, row, at, { reason: 'called_off', by: color }),
      ),

    draw: (childId: string, gameId: string, body: DrawBody) =>
      withLockedGame(childId, gameId, async (tx, ends, row, color, at) => {
        const opponent = otherColor(color);
        if (body.action === 'offer') {
          if (row.drawOfferedBy === color) throw conflict(M.drawAlreadyOffered);
          // Both offered: that is an agreement.
          if (row.drawOfferedBy === opponent) return finishGame(tx, ends, row, drawEnding('agreement'), at);
          return setDrawOffer(tx, row, color);
        }
        if (row.drawOfferedBy !== opponent) throw conflict(M.noDrawOffer);
        if (body.action === 'accept') return finishGame(tx, ends, row, drawEnding('agreement'), at);
        return setDrawOffer(tx, row, null);
      }),

    /** For the sweeper: ends one game whose flag fell, if this node gets its lock. */
    async sweepOneTimeout(at: Date): Promise<GameRow | null> {
      return endingTransaction(async (tx, ends) => {
        const [row] = await tx
          .select()
          .from(games)
          .where(and(eq(games.status, 'active'), lte(games.deadlineAt, at)))
          .orderBy(asc(games.deadlineAt))
          .limit(1)
          .for('update', { skipLocked: true });
        return row ? endOnTime(tx, ends, row, at) : null;
      });
    },

    /** For the sweeper: `absent` loses by abandonment, if the game is unchanged and not locked. */
    async abandon(row: Pick<GameRow, 'id' | 'version'>, absent: Color, at: Date): Promise<GameRow | null> {
      return endingTransaction(async (tx, ends) => {
        const [locked] = await tx
          .select()
          .from(games)
          .where(and(eq(games.id, row.id), eq(games.version, row.version), eq(games.status, 'active')))
          .for('update', { skipLocked: true });
        return locked ? finishGame(tx, ends, locked, winEnding(otherColor(absent), 'abandonment'), at) : null;
      });
    },
  };
  return actions;
}

export type GameActions = ReturnType<typeof gameActions>;
