import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { PARENT_DASHBOARD_LIST_LENGTHS } from '@chess-quest/protocol/constants';
import type { GameOutcome, ParentDashboard } from '@chess-quest/protocol/parent';
import type { Database } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { aiGames } from '../../db/schema/ai';
import { arenaPairings, arenas } from '../../db/schema/arenas';
import { games } from '../../db/schema/multiplayer';

type Games = ParentDashboard['games'];

export function multiplayerOutcome(result: string | null, winnerId: string | null, childId: string): GameOutcome {
  if (result === 'draw') return 'Draw';
  return winnerId === childId ? 'Won' : 'Lost';
}

/** A resigned or abandoned game against the AI counts as lost. */
export function aiOutcome(gameResult: string | null, winner: string | null): GameOutcome {
  if (gameResult === 'draw') return 'Draw';
  return winner === 'player' ? 'Won' : 'Lost';
}

/** Played, won and the latest games (multiplayer from `games`, AI from `ai_games`) of one child. */
export async function gameStats(db: Database, childId: string, since: Date): Promise<Games & { playedSince: number; wonSince: number }> {
  const mine = or(eq(games.whiteId, childId), eq(games.blackId, childId));
  const finished = and(mine, eq(games.status, 'finished'));
  const won = sql<number>`count(*) filter (where ${games.winnerId} = ${childId})::integer`;
  const recent = sql<number>`count(*) filter (where ${games.finishedAt} >= ${since})::integer`;
  const recentWon = sql<number>`count(*) filter (where ${games.finishedAt} >= ${since} and ${games.winnerId} = ${childId})::integer`;
  const [mp] = await db
    .select({ played: sql<number>`count(*)::integer`, won, recent, recentWon })
    .from(games)
    .where(finished);

  const aiFinished = and(eq(aiGames.childId, childId), isNotNull(aiGames.gameResult));
  const [ai] = await db
    .select({
      played: sql<number>`count(*)::integer`,
      won: sql<number>`count(*) filter (where ${aiGames.winner} = 'player')::integer`,
      recent: sql<number>`count(*) filter (where ${aiGames.finishedAt} >= ${since})::integer`,
      recentWon: sql<number>`count(*) filter (where ${aiGames.finishedAt} >= ${since} and ${aiGames.winner} = 'player')::integer`,
    })
    .from(aiGames)
    .where(aiFinished);

  const limit = PARENT_DASHBOARD_LIST_LENGTHS.games;
  const latest = await db.select().from(games).where(finished).orderBy(desc(games.finishedAt), desc(games.createdAt)).limit(limit);
  const live = await db
    .select()
    .from(games)
    .where(and(mine, eq(games.status, 'active')))
    .orderBy(desc(games.createdAt));
  const opponentIds = [...latest, ...live].map((game) => (game.whiteId === childId ? game.blackId : game.whiteId));
  // Only the generated username of another family's child, never its first name.
  const opponents = opponentIds.length
    ? await db.select({ id: childProfiles.id, username: childProfiles.username }).from(childProfiles).where(inArray(childProfiles.id, opponentIds))
    : [];
  // The arena a game was played in (issue 25): the parent reads "Arena: Pawn Arena".
  const gameIds = [...latest, ...live].map((game) => game.id);
  const arenaNames = gameIds.length
    ? await db
        .select({ gameId: arenaPairings.gameId, name: arenas.name })
        .from(arenaPairings)
        .innerJoin(arenas, eq(arenas.id, arenaPairings.arenaId))
        .where(and(inArray(arenaPairings.gameId, gameIds), eq(arenaPairings.childId, childId)))
    : [];
  const arenaOf = (game: typeof games.$inferSelect) => arenaNames.find((a) => a.gameId === game.id)?.name ?? null;
  const nameOf = (game: typeof games.$inferSelect) => {
    const id = game.whiteId === childId ? game.blackId : game.whiteId;
    return opponents.find((o) => o.id === id)?.username ?? 'A player';
  };
  const latestAi = await db.select().from(aiGames).where(aiFinished).orderBy(desc(aiGames.finishedAt), desc(aiGames.createdAt)).limit(limit);

  const played = (mp?.played ?? 0) + (ai?.played ?? 0);
  const wins = (mp?.won ?? 0) + (ai?.won ?? 0);
  return {
    played,
    won: wins,
    winRate: played === 0 ? null : Math.round((wins / played) * 100),
    multiplayer: latest.map((game) => ({
      id: game.id,
      opponent: nameOf(game),
      outcome: multiplayerOutcome(game.result, game.winnerId, childId),
      reason: game.termination ?? null,
      playedAt: (game.finishedAt ?? game.createdAt).toISOString(),
      arenaName: arenaOf(game),
    })),
    ai: latestAi.map((game) => ({
      id: game.id,
      difficulty: game.difficulty,
      outcome: aiOutcome(game.gameResult, game.winner),
      reason: game.termination ?? null,
      playedAt: (game.finishedAt ?? game.createdAt).toISOString(),
    })),
    live: live.map((game) => ({ id: game.id, opponent: nameOf(game), startedAt: game.createdAt.toISOString(), arenaName: arenaOf(game) })),
    playedSince: (mp?.recent ?? 0) + (ai?.recent ?? 0),
    wonSince: (mp?.recentWon ?? 0) + (ai?.recentWon ?? 0),
  };
}
