import { inArray } from 'drizzle-orm';
import { Chess } from 'chess.js';
import type { Fact } from '@chess-quest/protocol/facts';
import { FIRST_MOVE_MS } from '@chess-quest/protocol/multiplayer';
import type { Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { games } from '../../db/schema/multiplayer';
import { ratingsOf } from '../../domain/ratings';
import type { MultiplayerContext } from './context';
import { activeGamesOf, gameViews } from './game-view';
import type { GameRow } from './rows';

/** Two children an arena's pairing wave paired, with the colours and the clock it chose. */
export interface PairedGame {
  whiteId: string;
  blackId: string;
  baseSeconds: number;
  incrementSeconds: number;
}

/**
 * Games another feature pairs (arenas, issue 25): made inside the caller's transaction, so the
 * pairing and its games commit together or not at all, and announced only after that commit.
 */
export function arenaGameActions(ctx: MultiplayerContext) {
  return {
    /** The children of `childIds` who are in a live game now (not to be paired again). */
    async inLiveGame(tx: Tx, childIds: readonly string[]): Promise<Set<string>> {
      if (childIds.length === 0) return new Set();
      const rows = await activeGamesOf(tx, childIds);
      return new Set(rows.flatMap((row) => [row.whiteId, row.blackId]));
    },

    /**
     * Starts one game per pair in `tx` (each with its `multiplayer.game.started` facts), as a
     * challenge accepted would: white's first-move timer runs, each clock starts after its own
     * first move. Answers the rows; `announce` tells the players once the caller committed.
     */
    async startPairedGames(tx: Tx, pairs: readonly PairedGame[]): Promise<{ games: GameRow[]; announce: () => Promise<void> }> {
      if (pairs.length === 0) return { games: [], announce: async () => undefined };
      const at = ctx.now();
      const ratings = await ratingsOf(
        tx,
        pairs.flatMap((p) => [p.whiteId, p.blackId]),
      );
      const fen = new Chess().fen();
      const rows = await tx
        .insert(games)
        .values(
          pairs.map((pair) => ({
            whiteId: pair.whiteId,
            blackId: pair.blackId,
            fen,
            timeControl: pair.baseSeconds,
            incrementSeconds: pair.incrementSeconds,
            whiteTimeLeftMs: pair.baseSeconds * 1000,
            blackTimeLeftMs: pair.baseSeconds * 1000,
            turnStartedAt: at,
            deadlineAt: new Date(at.getTime() + FIRST_MOVE_MS),
            currentTurn: 'white' as const,
            whiteRatingBefore: ratings.get(pair.whiteId),
            blackRatingBefore: ratings.get(pair.blackId),
            createdAt: at,
          })),
        )
        .returning();
      // multiplayer.game.started for each player, as recordGameStarted writes it, in one batch.
      const players = await tx
        .select({ id: childProfiles.id, accountId: childProfiles.accountId, username: childProfiles.username })
        .from(childProfiles)
        .where(inArray(childProfiles.id, [...new Set(pairs.flatMap((p) => [p.whiteId, p.blackId]))]));
      const byId = new Map(players.map((p) => [p.id, p]));
      const facts: Fact[] = [];
      for (const row of rows) {
        const white = byId.get(row.whiteId);
        const black = byId.get(row.blackId);
        if (!white || !black) continue;
        const started = { type: 'multiplayer.game.started', at: row.createdAt.toISOString(), gameId: row.id } as const;
        facts.push({ ...started, accountId: white.accountId, childId: white.id, colour: 'white', opponentUsername: black.username });
        facts.push({ ...started, accountId: black.accountId, childId: black.id, colour: 'black', opponentUsername: white.username });
      }
      await ctx.facts.record(tx, facts);
      return {
        games: rows,
        announce: async () => {
          for (const game of await gameViews(ctx.db, rows, ctx.now())) ctx.events.emit({ type: 'game.started', game });
        },
      };
    },
  };
}

declare module '../../platform/ports' {
  interface Ports {
    /** Arenas (issue 25): which of these children are in a live game now, read in the pairing wave's transaction. */
    childrenInLiveGames(tx: Tx, childIds: readonly string[]): Promise<Set<string>>;
    /**
     * Arenas: starts the paired games in the wave's transaction (they commit with the pairing or
     * not at all); `announce` pushes game:started to both players once the caller committed.
     */
    startPairedGames(tx: Tx, pairs: readonly PairedGame[]): Promise<{ games: GameRow[]; announce: () => Promise<void> }>;
  }
}
