import { INVITE_RATE_LIMIT } from '@chess-quest/protocol/multiplayer';
import { memoryRateLimiter, type RateLimiter } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import type { FactLog } from '../../events/outbox';
import type { GameEnds } from './game-end';
import { arenaGameActions } from './arena-games';
import type { MultiplayerContext } from './context';
import { gameActions } from './games';
import { invitationActions } from './invitations';
import { memoryLobbyIndex, type LobbyIndex } from './lobby-index';
import { playerCards } from './players';
import type { Presence } from './presence';
import { sweeper } from './sweeper';

export interface MultiplayerDeps {
  db: Database;
  events: DomainEvents;
  facts: FactLog;
  presence: Presence;
  /** The children present by rating; shared through Redis when nodes share presence. */
  lobbyIndex?: LobbyIndex;
  now?: () => Date;
  /** Challenges per child per window (INVITE_RATE_LIMIT); Redis-backed when nodes share it. */
  inviteLimiter?: RateLimiter;
  /** Decides colours (below 0.5: the challenger plays white). */
  random?: () => number;
  /** Where a failed sweeper pass is reported. */
  onSweepError?: (error: unknown) => void;
  /** Where a failed background write (the lobby index) is reported. */
  onBackgroundError?: (error: unknown) => void;
  /** Another feature's part of a game's end, in the ending's transaction (the arenas port). */
  gameEnded?: GameEnds['ended'];
}

/**
 * Live multiplayer, server-authoritative: presence-aware lobby, challenges, games with
 * clocks, endings and Glicko-2 ratings. Every change is announced on `events` after its
 * transaction committed; the Socket.IO gateway and the REST routes are thin adapters.
 */
export function createMultiplayerService(deps: MultiplayerDeps) {
  const ctx: MultiplayerContext = {
    db: deps.db,
    events: deps.events,
    facts: deps.facts,
    presence: deps.presence,
    lobbyIndex: deps.lobbyIndex ?? memoryLobbyIndex(),
    now: deps.now ?? (() => new Date()),
    random: deps.random ?? Math.random,
    inviteLimiter: deps.inviteLimiter ?? memoryRateLimiter(INVITE_RATE_LIMIT.invites, INVITE_RATE_LIMIT.windowMs, () => ctx.now().getTime()),
    onBackgroundError: deps.onBackgroundError ?? (() => undefined),
    ...(deps.gameEnded ? { gameEnded: deps.gameEnded } : {}),
  };
  const players = playerCards(ctx);
  const invitations = invitationActions(ctx, players);
  const games = gameActions(ctx);
  const sweeps = sweeper(ctx, games, invitations.expireInvitations, players.reconcileLobby);
  const arenaGames = arenaGameActions(ctx);

  return {
    playerCard: players.playerCard,
    lobbyPage: players.lobbyPage,
    onlineCount: players.onlineCount,
    /** The lobby page's players (the REST list for clients without a socket). */
    listPlayers: async (viewerId: string) => (await players.lobbyPage(viewerId)).players,
    wornBadges: players.wornBadges,
    invite: invitations.invite,
    respond: invitations.respond,
    listInvitations: invitations.listInvitations,
    listGames: games.listGames,
    getGame: games.getGame,
    move: games.move,
    moveDelta: games.moveDelta,
    resign: games.resign,
    draw: games.draw,
    history: games.history,
    /** For arenas (issue 25): who of these is in a live game, and games started in the pairing wave's transaction. */
    inLiveGame: arenaGames.inLiveGame,
    startPairedGames: arenaGames.startPairedGames,
    sweep: sweeps.sweep,
    startSweeper: (intervalMs?: number) => sweeps.startSweeper(intervalMs, deps.onSweepError),
  };
}

export type MultiplayerService = ReturnType<typeof createMultiplayerService>;
