import { toGameDelta, type GameDelta, type MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import type { RateLimiter } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import type { FactLog } from '../../events/outbox';
import type { GameEnds } from './game-end';
import { gameViews } from './game-view';
import type { GameRow } from './rows';
import type { LobbyIndex } from './lobby-index';
import type { Presence } from './presence';

/** What every part of the multiplayer service shares. */
export interface MultiplayerContext {
  db: Database;
  /** In-process pushes of this node (the gateway): moves, clocks, invitations. */
  events: DomainEvents;
  /** Facts for reactions that must not be lost (rewards, the parent's live view). */
  facts: FactLog;
  presence: Presence;
  /** The children present, by rating: what a lobby join reads (kept by `lobbyOrder`). */
  lobbyIndex: LobbyIndex;
  now: () => Date;
  /** Colours at the start of a game; injectable so tests can fix them. */
  random: () => number;
  inviteLimiter: RateLimiter;
  /** Where a failed background write (the lobby index) is reported. */
  onBackgroundError: (error: unknown) => void;
  /** Another feature's part of a game's end, in the ending's transaction (arenas score the game there). */
  gameEnded?: GameEnds['ended'];
}

/**
 * Tells everyone about a game after its transaction committed (myColor null: each
 * receiver knows its colour). Parents hear of starts and endings through the facts those
 * transactions wrote.
 */
export async function announceGame(ctx: MultiplayerContext, row: GameRow, type: 'game.changed' | 'game.started'): Promise<MultiplayerGame> {
  const [game] = await gameViews(ctx.db, [row], ctx.now());
  if (!game) throw new Error('game view missing');
  if (type === 'game.started') ctx.events.emit({ type, game });
  else ctx.events.emit({ type, game: toGameDelta(game) });
  return game;
}

/** Tells everyone of a move, as the delta it already is (decision 028). */
export function announceMove(ctx: MultiplayerContext, delta: GameDelta): void {
  ctx.events.emit({ type: 'game.changed', game: delta });
}
