import type { MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import type { RateLimiter } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { gameView, gameViews, profilesOf, type GameRow, type PlayerProfile, type ViewMove } from './game-view';
import type { Presence } from './presence';

/** What every part of the multiplayer service shares. */
export interface MultiplayerContext {
  db: Database;
  events: DomainEvents;
  presence: Presence;
  now: () => Date;
  /** Colours at the start of a game; injectable so tests can fix them. */
  random: () => number;
  inviteLimiter: RateLimiter;
}

/** What a caller already holds of a game, so announcing it reads nothing again. */
export interface KnownGameParts {
  names: Map<string, PlayerProfile>;
  moves: readonly ViewMove[];
}

/**
 * Tells everyone about a game after its transaction committed (myColor null: each
 * receiver knows its colour). A finished game is also news for both players' parents.
 */
export async function announceGame(
  ctx: MultiplayerContext,
  row: GameRow,
  type: 'game.changed' | 'game.started',
  known?: KnownGameParts,
): Promise<MultiplayerGame> {
  const game = known ? gameView(row, known.names, known.moves, ctx.now()) : (await gameViews(ctx.db, [row], ctx.now()))[0];
  if (!game) throw new Error('game view missing');
  ctx.events.emit({ type, game });
  if (type === 'game.changed' && row.status === 'finished') {
    const players = known?.names ?? (await profilesOf(ctx.db, [row.whiteId, row.blackId]));
    const at = (row.finishedAt ?? ctx.now()).toISOString();
    for (const player of players.values()) {
      ctx.events.emit({ type: 'child.activity', accountId: player.accountId, childId: player.id, kind: 'game.finished', at });
    }
  }
  return game;
}
