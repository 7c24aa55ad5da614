import { z } from 'zod';
import type { ErrorCode } from './error-codes';
import { DEFAULT_TIME_CONTROL_SECONDS, RATING_BAND_LOWER_BOUNDS, TIME_CONTROL_OPTIONS_SECONDS } from './constants';
import { colorSchema, terminationSchema, type Color } from './ai-chess';
import type { ThemeKind } from './customization';
import { gameResultSchema } from './enums';
import { MAX_EQUIPPED_BADGES, type RewardPush } from './achievements';
import type { RaceSummary } from './puzzle-races';
import type { ChildActivity } from './parent';
import type { AssignmentCompletedPush } from './class-assignments';
import type { ClassRace } from './class-race';
import type { ClassChangedPush } from './class-live';
import type { ArenaMePush, ArenaStandingsPush, ArenaUpdatePush, ArenaView } from './arenas';

// The contract of live multiplayer: REST bodies and answers (spec §7) and every Socket.IO
// event, validated on both sides. Server and web import it from here and nowhere else.

/** Children never type free text to each other: a challenge carries one of these or nothing. */
export const CHALLENGE_MESSAGES = [
  'Want to play a game?',
  'Good luck, have fun!',
  "Let's have a friendly game!",
  'Ready for a challenge?',
  'Rematch?',
  'I am practising, be kind!',
] as const;
export type ChallengeMessage = (typeof CHALLENGE_MESSAGES)[number];

/** How long an invitation stays pending. */
export const INVITATION_TTL_MS = 3 * 60 * 1000;
/** How long a disconnected player shows as online before going offline. */
export const PRESENCE_GRACE_MS = 10_000;
/** Idle time after which the web client reports "away". */
export const AWAY_AFTER_IDLE_MS = 2 * 60 * 1000;
/** A player away from an active game this long loses it by abandonment. */
export const ABANDON_AFTER_MS = 90_000;
/**
 * Gentle ratings (docs/decisions/017-gentle-ratings.md): a child's first games find their
 * level and the rating is not shown as a number until they are played; after that one game
 * moves a rating by at most GENTLE_MAX_CHANGE points.
 */
export const PROVISIONAL_GAMES = 5;
export const GENTLE_MAX_CHANGE = 16;
/**
 * Each side's clock starts after its own first move (as on Lichess); until then that side
 * has this long to make it, or the game is called off with no winner and no rating change.
 */
export const FIRST_MOVE_MS = 60_000;

/** Challenges one child may send per minute. */
export const INVITE_RATE_LIMIT = { invites: 10, windowMs: 60_000 } as const;

export const timeControlSchema = z.union(
  TIME_CONTROL_OPTIONS_SECONDS.map((seconds) => z.literal(seconds)) as unknown as [
    z.ZodLiteral<300>,
    z.ZodLiteral<600>,
    z.ZodLiteral<900>,
    z.ZodLiteral<1800>,
  ],
  { error: `timeControl must be one of ${TIME_CONTROL_OPTIONS_SECONDS.join(', ')} seconds` },
);

/** Seconds as the spec shows time controls: minutes:seconds, e.g. 600 → "10:00". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Spec §9 rating colour bands: 0 below 1000, 1 for 1000-1499, 2 for 1500-1999, 3 from 2000. */
export function ratingBand(rating: number): 0 | 1 | 2 | 3 {
  let band = 0;
  RATING_BAND_LOWER_BOUNDS.forEach((lower, index) => {
    if (rating >= lower) band = index;
  });
  return band as 0 | 1 | 2 | 3;
}

export const presenceStatusSchema = z.enum(['online', 'in_game', 'away', 'offline']);
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

/** A badge a child chose to wear, as other players see it beside the username. */
export const wornBadgeSchema = z.object({ name: z.string(), icon: z.string(), color: z.string() });
export type WornBadge = z.infer<typeof wornBadgeSchema>;
/** GET /api/multiplayer/players/:id/badges → the badges that player wears, oldest first. */
export const wornBadgesSchema = z.array(wornBadgeSchema).max(MAX_EQUIPPED_BADGES);

/** Spec §3 Online player. Never a real name: username is the generated kid-safe one. */
export const onlinePlayerSchema = z.object({
  userId: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  level: z.number().int(),
  rating: z.number().int(),
  /** Still finding their level: show "New player", not the number. */
  provisional: z.boolean(),
  status: presenceStatusSchema,
  /** The badges the child chose to wear (at most three), shown beside the username. */
  badges: wornBadgesSchema,
});
export type OnlinePlayer = z.infer<typeof onlinePlayerSchema>;

/**
 * The lobby a child sees (issue 16, decision 029): the viewer and the LOBBY_PAGE.size players
 * nearest its rating, with how many children are online in all. Cards come and go by pushes
 * from the rating bands the page covers (the whole lobby while it fits on one page).
 */
export const LOBBY_PAGE = { size: 50, bandWidth: 100 } as const;
export const lobbyPageSchema = z.object({
  players: z.array(onlinePlayerSchema).max(LOBBY_PAGE.size + 1),
  /** Children online now, the viewer included. */
  online: z.number().int().min(0),
  /** True when every child online is on the page. */
  complete: z.boolean(),
});
export type LobbyPage = z.infer<typeof lobbyPageSchema>;
export const lobbyCountsSchema = z.object({ online: z.number().int().min(0) });

/** The rating band a card's changes are pushed to. */
export function lobbyBand(rating: number): number {
  return Math.floor(Math.max(0, rating) / LOBBY_PAGE.bandWidth);
}

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'cancelled'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

/** Spec §3 Invitation, plus who it is for and the game an acceptance started. */
export const invitationSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  receiverId: z.string(),
  receiverName: z.string(),
  timeControl: z.number().int(),
  message: z.string().nullable(),
  status: invitationStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  gameId: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export { gameResultSchema, type GameResult } from './enums';

export const gameMoveSchema = z.object({
  ply: z.number().int(),
  san: z.string(),
  uci: z.string(),
  timeTakenMs: z.number().int(),
  whiteTimeLeftMs: z.number().int(),
  blackTimeLeftMs: z.number().int(),
});
export type GameMove = z.infer<typeof gameMoveSchema>;

export const GAME_STATUSES = ['active', 'finished', 'aborted'] as const;

/**
 * Why a live game was called off before it really began (the multiplayer.game.aborted fact):
 * the side to move let its first-move timer run out, or a player pressed Abort first.
 */
export const GAME_ABORT_REASONS = ['no_first_move', 'called_off'] as const;
export type GameAbortReason = (typeof GAME_ABORT_REASONS)[number];

/**
 * Spec §3 Multiplayer game, as the game screen needs it. whiteTimeLeft/blackTimeLeft are
 * milliseconds at `serverNow`; the side to move's clock has been running since
 * `turnStartedAt`, so a client shows remaining = timeLeft - (its now - serverNow, corrected).
 */
export const multiplayerGameSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  gameStatus: z.enum(GAME_STATUSES),
  whitePlayerId: z.string(),
  blackPlayerId: z.string(),
  whitePlayerName: z.string(),
  blackPlayerName: z.string(),
  whiteRating: z.number().int(),
  blackRating: z.number().int(),
  /** A provisional rating is not shown as a number (PROVISIONAL_GAMES). */
  whiteProvisional: z.boolean(),
  blackProvisional: z.boolean(),
  whiteTimeLeft: z.number().int(),
  blackTimeLeft: z.number().int(),
  timeControl: z.number().int(),
  currentTurn: colorSchema,
  fen: z.string(),
  moves: z.array(gameMoveSchema),
  lastMove: z.object({ from: z.string(), to: z.string() }).nullable(),
  result: gameResultSchema.nullable(),
  /**
   * How it ended. For a game called off ('aborted'): 'timeout' when the first-move timer ran
   * out, 'resignation' when a player gave up before their own first move (null on older rows).
   */
  termination: terminationSchema.nullable(),
  winnerId: z.string().nullable(),
  drawOfferedBy: colorSchema.nullable(),
  /**
   * While the side to move has not made its first move: when the game is called off if it
   * still has not (ISO). Its clock does not run meanwhile. Null once both sides have moved.
   */
  firstMoveDeadline: z.string().nullable(),
  /** Bumped by every change; a move names the version it was made on. */
  version: z.number().int(),
  /** The viewer's colour, or null for a spectator (a parent watching). */
  myColor: colorSchema.nullable(),
  /** Rating changes once the game is finished. */
  whiteRatingAfter: z.number().int().nullable(),
  blackRatingAfter: z.number().int().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Server clock when this state was read, ISO; clients correct their ticking by it. */
  serverNow: z.string(),
});
export type MultiplayerGame = z.infer<typeof multiplayerGameSchema>;

/**
 * A change of a game as it is pushed and answered (issue 16, decision 028): the game without
 * its move list, plus the number of moves and the latest move. The same size at ply 80 as at
 * ply 2. A client holding version `version - 1` applies it (appending `move` when `ply` is one
 * more than it has); any other client has missed a change and reads the whole game again
 * (`game:watch` or GET /api/multiplayer/games/:id).
 */
export const gameDeltaSchema = multiplayerGameSchema.omit({ moves: true }).extend({
  ply: z.number().int().min(0),
  move: gameMoveSchema.nullable(),
});
export type GameDelta = z.infer<typeof gameDeltaSchema>;

/** The delta that brings a game to `game`'s state. */
export function toGameDelta(game: MultiplayerGame): GameDelta {
  const { moves, ...rest } = game;
  return { ...rest, ply: moves.length, move: moves.at(-1) ?? null };
}

/**
 * `held` brought up to `delta`, or null when it cannot be (a change was missed, or `held` is
 * another game): then the whole game must be read again. A delta `held` already has (an
 * older or the same version) answers `held` unchanged.
 */
export function applyGameDelta(held: MultiplayerGame | undefined, delta: GameDelta): MultiplayerGame | null {
  if (!held || held.id !== delta.id) return null;
  if (delta.version <= held.version) return held;
  if (delta.version !== held.version + 1) return null;
  const { ply, move, ...rest } = delta;
  if (ply === held.moves.length) return { ...rest, moves: held.moves };
  if (ply === held.moves.length + 1 && move && move.ply === ply) return { ...rest, moves: [...held.moves, move] };
  return null;
}

/** GET /api/chess-games/user: spec §3 Chess game (multiplayer history). */
export const chessGameHistorySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  whitePlayerId: z.string(),
  blackPlayerId: z.string(),
  whitePlayerName: z.string(),
  blackPlayerName: z.string(),
  winner: z.string().nullable(),
  result: gameResultSchema.nullable(),
  termination: terminationSchema.nullable(),
  /** From the child's side. */
  outcome: z.enum(['won', 'lost', 'draw']).nullable(),
  moveCount: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ChessGameHistory = z.infer<typeof chessGameHistorySchema>;

const uuid = (what: string) => z.uuid({ error: `${what} must be a UUID` });

/** POST /api/multiplayer/invite (and socket invite:send). */
export const inviteBodySchema = z.object({
  receiverId: uuid('receiverId'),
  timeControl: timeControlSchema.default(DEFAULT_TIME_CONTROL_SECONDS),
  message: z.enum(CHALLENGE_MESSAGES, { error: 'message must be one of the offered phrases' }).optional().nullable(),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/** POST /api/multiplayer/respond (and socket invite:respond). */
export const respondBodySchema = z.object({
  invitationId: uuid('invitationId'),
  response: z.enum(['accept', 'decline'], { error: 'response must be accept or decline' }),
});
export type RespondBody = z.infer<typeof respondBodySchema>;

/** The answer to a challenge: the invitation as it now is, and the game when it was accepted. */
export const respondResponseSchema = z.object({ invitation: invitationSchema, game: multiplayerGameSchema.nullable() });
export type RespondResponse = z.infer<typeof respondResponseSchema>;

export const gameIdSchema = z.object({ id: uuid('game id') });
export const playerIdSchema = z.object({ id: uuid('player id') });

/** POST /api/multiplayer/games/:id/move (and socket game:move). */
export const multiplayerMoveBodySchema = z.object({
  move: z
    .string({ error: 'move is required' })
    .trim()
    .min(2, 'move must be a move such as e4, Nf3 or g1f3')
    .max(10, 'move must be a move such as e4, Nf3 or g1f3'),
  /**
   * The game version the move was made on. Sent twice (retry, two tabs, two nodes), the
   * second copy finds a newer version and is answered with the current state, not applied.
   */
  version: z.number({ error: 'version must be a number' }).int().min(0).optional(),
});
export type MultiplayerMoveBody = z.infer<typeof multiplayerMoveBodySchema>;

/** POST /api/multiplayer/games/:id/draw (and socket game:draw). */
export const drawBodySchema = z.object({
  action: z.enum(['offer', 'accept', 'decline'], { error: 'action must be offer, accept or decline' }),
});
export type DrawBody = z.infer<typeof drawBodySchema>;

// ---------------------------------------------------------------- Socket.IO events

/** Every acknowledgement has this shape; `status` mirrors the HTTP status REST would give. */
/** A socket answer: the data, or the refusal REST would give (status and its `{ code, message, field? }` body). */
export type Ack<T> = { ok: true; data: T } | { ok: false; status: number; code: ErrorCode; message: string; field?: string };

export const presenceBodySchema = z.object({
  status: z.enum(['online', 'away'], { error: 'status must be online or away' }),
});

/** Events the server pushes. Rooms: lobby, player:<childId>, game:<gameId>, parent:<accountId>. */
export interface ServerToClientEvents {
  /** A player arrived, changed status or left (status offline): to the lobby sockets whose page covers its rating band. */
  'lobby:player': (player: OnlinePlayer) => void;
  /** How many children are online, at most every few seconds: to every lobby socket. */
  'lobby:counts': (counts: z.infer<typeof lobbyCountsSchema>) => void;
  /** A new or changed invitation: to sender and receiver. */
  'invitation:update': (invitation: Invitation) => void;
  /** A game began: to both players only (a client opens the game on it; parents hear of it as account:activity). */
  'game:started': (game: MultiplayerGame) => void;
  /** A move, draw offer or ending, as a delta (decision 028): to the game room and both players. */
  'game:delta': (delta: GameDelta) => void;
  /** Something of the account's children changed (parent dashboard refreshes). */
  'account:activity': (activity: ChildActivity) => void;
  /** The child earned something (achievement, medal, badge, level, daily challenge): to the child's sockets. */
  'reward:earned': (reward: RewardPush) => void;
  /** Themes this child just unlocked ("New theme unlocked!"): to the child's own room. */
  'theme:unlocked': (event: { themes: { id: string; kind: ThemeKind; name: string }[] }) => void;
  /** A puzzle race this child is in (or invited to) changed: to every player's room. */
  'race:update': (race: RaceSummary) => void;
  /** A student finished a class assignment: to the account room of each of the class's teachers (issue 24). */
  'assignment:completed': (completion: AssignmentCompletedPush) => void;
  /** The class race was opened, started or called off by a teacher: to the rooms of the class's students (issue 24, class-play). */
  'class-race:update': (race: ClassRace) => void;
  /** Something a class's teachers see changed (a student's activity, the class race): to their account rooms (issue 24). */
  'class:changed': (change: ClassChangedPush) => void;
  /** Arenas (issue 25): the standings rows that changed, to the arena's room. */
  'arena:standings': (push: ArenaStandingsPush) => void;
  /** Arenas: the arena's summary after its status changed (countdown, running, ending, finished with the podium), to its room. */
  'arena:update': (arena: ArenaUpdatePush) => void;
  /** Arenas: the child's own state in an arena changed (paired with a game, scored, paused), to the child's room. */
  'arena:me': (me: ArenaMePush) => void;
}

export interface ClientToServerEvents {
  /** Joins the lobby; answers the page of players nearest the child's rating and the count online. */
  'lobby:join': (ack: (result: Ack<LobbyPage>) => void) => void;
  'lobby:leave': () => void;
  'presence:set': (body: unknown) => void;
  'invite:send': (body: unknown, ack: (result: Ack<Invitation>) => void) => void;
  'invite:respond': (body: unknown, ack: (result: Ack<Invitation>) => void) => void;
  /** Joins a game's room (player or parent spectator); answers its state. */
  'game:watch': (body: unknown, ack: (result: Ack<MultiplayerGame>) => void) => void;
  'game:unwatch': (body: unknown) => void;
  /** A teacher of the class follows a game between two of its students, read-only (class-play); answers its state. */
  'class-game:watch': (body: unknown, ack: (result: Ack<MultiplayerGame>) => void) => void;
  'game:move': (body: unknown, ack: (result: Ack<GameDelta>) => void) => void;
  'game:resign': (body: unknown, ack: (result: Ack<MultiplayerGame>) => void) => void;
  'game:draw': (body: unknown, ack: (result: Ack<MultiplayerGame>) => void) => void;
  /** Arenas (issue 25): watches an arena (its room; the child counts as here and is paired); answers the arena view. */
  'arena:watch': (body: unknown, ack: (result: Ack<ArenaView>) => void) => void;
  'arena:unwatch': (body: unknown) => void;
  /** Round-trip probe for clock correction and benchmarks. */
  'time:ping': (ack: (serverNow: number) => void) => void;
}

/** Socket bodies carry the game id beside the REST body. */
export const socketMoveSchema = multiplayerMoveBodySchema.extend({ gameId: uuid('gameId') });
export const socketGameRefSchema = z.object({ gameId: uuid('gameId') });
export const socketDrawSchema = drawBodySchema.extend({ gameId: uuid('gameId') });

/**
 * The clock of a side at `nowMs`: its stored time minus, for the side to move, the time
 * since its turn started. Never below zero.
 */
export function remainingMs(
  game: Pick<MultiplayerGame, 'whiteTimeLeft' | 'blackTimeLeft' | 'currentTurn' | 'gameStatus' | 'serverNow'> &
    Partial<Pick<MultiplayerGame, 'firstMoveDeadline'>>,
  color: Color,
  nowMs: number,
): number {
  const stored = color === 'white' ? game.whiteTimeLeft : game.blackTimeLeft;
  // Before its first move a side's clock has not started.
  if (game.gameStatus !== 'active' || game.currentTurn !== color || game.firstMoveDeadline) return stored;
  return Math.max(0, stored - Math.max(0, nowMs - Date.parse(game.serverNow)));
}
