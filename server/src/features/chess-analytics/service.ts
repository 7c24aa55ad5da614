import { and, desc, eq } from 'drizzle-orm';
import { Chess } from 'chess.js';
import {
  ANALYTICS_MESSAGES,
  FREE_HEATMAP_TIMEFRAME,
  type Heatmap,
  type HeatmapTimeframe,
  type ReplayGame,
  type ReplayGameSummary,
} from '@chess-quest/protocol/chess-analytics';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import type { Database } from '../../db/client';
import { analyticsGames } from '../../db/schema/analytics';
import { biggestMistakes, MATE_CP, type ReviewEngine } from '../../engine/review';
import { notFound, premiumRequired } from '../../http/errors';
import { isPremium } from '../../domain/premium';
import { readHeatmap } from './heatmap';
import { mistakeSentence } from './mistake-sentences';

type GameRow = typeof analyticsGames.$inferSelect;

export interface AnalyticsDeps {
  db: Database;
  engine: ReviewEngine;
  now?: () => Date;
}

function summary(row: GameRow): ReplayGameSummary {
  return {
    id: row.gameId,
    source: row.source,
    colour: row.colour,
    result: row.result,
    opponent: row.opponent,
    moveCount: row.moves.length,
    opening: row.openingName,
    finishedAt: row.finishedAt.toISOString(),
  };
}

/** A mistake in a child's words, in the reader's language: what was played, what was better, how much it cost. */
export function explainMistake(moveNumber: number, played: string, better: string, lossCp: number, locale: Locale = SOURCE_LOCALE): string {
  const cost = lossCp >= MATE_CP / 2 ? 'mate' : Math.max(1, Math.round(lossCp / 100));
  return mistakeSentence(locale, { moveNumber, played, better, cost });
}

/**
 * Spec §6: analytics are premium. A free child gets a real preview of its own play (issue 22):
 * the heat map of the last 7 days, and its latest game with the first mistake in it; the rest
 * answers premium_required.
 */
export function createAnalyticsService({ db, engine, now = () => new Date() }: AnalyticsDeps) {
  const latestGames = (childId: string, limit: number) =>
    db.select().from(analyticsGames).where(eq(analyticsGames.childId, childId)).orderBy(desc(analyticsGames.finishedAt)).limit(limit);

  return {
    async heatmap(childId: string, subscriptionStatus: string, timeframe: HeatmapTimeframe): Promise<Heatmap> {
      if (!isPremium(subscriptionStatus) && timeframe !== FREE_HEATMAP_TIMEFRAME)
        throw premiumRequired(ANALYTICS_MESSAGES.premiumTimeframe).because('analytics.premiumTimeframe');
      return readHeatmap(db, childId, timeframe, now());
    },

    /** Premium: the last 50 games; free: the latest one. */
    async listGames(childId: string, subscriptionStatus: string): Promise<ReplayGameSummary[]> {
      const rows = await latestGames(childId, isPremium(subscriptionStatus) ? 50 : 1);
      return rows.map(summary);
    },

    /** A finished game of the child with its moves and the engine's two biggest mistakes, told in `locale`. */
    async replay(childId: string, subscriptionStatus: string, gameId: string, locale: Locale = SOURCE_LOCALE): Promise<ReplayGame> {
      const premium = isPremium(subscriptionStatus);
      const [row] = await db
        .select()
        .from(analyticsGames)
        .where(and(eq(analyticsGames.childId, childId), eq(analyticsGames.gameId, gameId)));
      // Another child's game answers exactly like a missing one.
      if (!row) throw notFound(ANALYTICS_MESSAGES.notFound);
      if (!premium) {
        const [latest] = await latestGames(childId, 1);
        if (latest?.gameId !== row.gameId) throw premiumRequired(ANALYTICS_MESSAGES.premiumGames).because('analytics.premiumGames');
      }
      const chess = new Chess();
      const mine = row.colour === 'white' ? 'w' : 'b';
      const played = row.moves.map((san, index) => {
        const move = chess.move(san);
        return {
          ply: index + 1,
          san: move.san,
          uci: `${move.from}${move.to}${move.promotion ?? ''}`,
          fenAfter: chess.fen(),
          byChild: move.color === mine,
          from: move.from,
          to: move.to,
          capture: move.captured !== undefined,
        };
      });
      const found = await biggestMistakes(engine, played).catch(() => []);
      // The free preview tells the game's first mistake (the earliest of the engine's two).
      const mistakes = premium ? found : [...found].sort((a, b) => a.ply - b.ply).slice(0, 1);
      return {
        ...summary(row),
        moves: played.map(({ san, from, to, capture }) => ({ san, from, to, capture })),
        mistakes: mistakes.map((m) => ({
          ply: m.ply,
          played: m.played.san,
          better: m.better.san,
          explanation: explainMistake(m.moveNumber, m.played.san, m.better.san, m.lossCp, locale),
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
