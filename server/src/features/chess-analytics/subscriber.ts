import { and, eq } from 'drizzle-orm';
import { Chess } from 'chess.js';
import type { FactOf } from '@chess-quest/protocol/facts';
import type { Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { aiGameMoves } from '../../db/schema/ai';
import { analyticsGames, analyticsMoves } from '../../db/schema/analytics';
import { gameMoves } from '../../db/schema/multiplayer';
import type { FactSubscriber } from '../../events/outbox';
import { openingOf } from './openings';

type GameFact = FactOf<'ai.game.finished'> | FactOf<'multiplayer.game.finished'>;

const LEVEL_NAMES = { easy: 'Easy computer', medium: 'Medium computer', hard: 'Hard computer' } as const;

/** The time and moment of each of the child's moves, by ply, from the game's own move rows. */
async function moveTimes(tx: Tx, fact: GameFact): Promise<Map<number, { ms: number; at: Date }>> {
  const rows =
    fact.type === 'ai.game.finished'
      ? await tx
          .select({ ply: aiGameMoves.ply, ms: aiGameMoves.timeTakenMs, at: aiGameMoves.createdAt })
          .from(aiGameMoves)
          .where(and(eq(aiGameMoves.gameId, fact.gameId), eq(aiGameMoves.by, 'player')))
      : await tx
          .select({ ply: gameMoves.ply, ms: gameMoves.timeTakenMs, at: gameMoves.createdAt })
          .from(gameMoves)
          .where(and(eq(gameMoves.gameId, fact.gameId), eq(gameMoves.movedBy, fact.childId)));
  return new Map(rows.map((row) => [row.ply, { ms: row.ms, at: row.at }]));
}

/** Every move the child played in a finished game, with the square it went to and its time. */
export async function recordGame(tx: Tx, fact: GameFact): Promise<void> {
  const times = await moveTimes(tx, fact);
  const chess = new Chess();
  const mine = fact.colour === 'white' ? 'w' : 'b';
  const won = fact.result === 'win';
  const rows: (typeof analyticsMoves.$inferInsert)[] = [];
  for (const [index, san] of fact.moves.entries()) {
    let move;
    try {
      move = chess.move(san);
    } catch {
      break;
    }
    if (move.color !== mine) continue;
    const ply = index + 1;
    const time = times.get(ply);
    rows.push({
      childId: fact.childId,
      gameId: fact.gameId,
      ply,
      playedAt: time?.at ?? new Date(fact.at),
      square: move.to,
      piece: move.piece,
      capture: move.captured !== undefined,
      timeMs: Math.max(0, time?.ms ?? 0),
      won,
    });
  }
  const opening = openingOf(fact.moves);
  await tx
    .insert(analyticsGames)
    .values({
      childId: fact.childId,
      gameId: fact.gameId,
      source: fact.type === 'ai.game.finished' ? 'ai' : 'live',
      colour: fact.colour,
      result: fact.result,
      reason: fact.reason,
      opponent: fact.type === 'ai.game.finished' ? LEVEL_NAMES[fact.level] : fact.opponentUsername,
      moves: fact.moves,
      openingEco: opening?.eco ?? null,
      openingName: opening?.name ?? null,
      finishedAt: new Date(fact.at),
    })
    .onConflictDoNothing();
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(analyticsMoves)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
}

/** Keeps the child's own games and moves for the heat map and the replay (exactly once per game). */
export function createAnalyticsSubscriber(): FactSubscriber {
  return {
    name: 'analytics',
    handles: ['ai.game.finished', 'multiplayer.game.finished'],
    async handle(fact, { tx }) {
      if (fact.type !== 'ai.game.finished' && fact.type !== 'multiplayer.game.finished') return;
      const [child] = await tx.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.id, fact.childId));
      if (!child) return;
      await recordGame(tx, fact);
    },
  };
}
