import { io, type Socket } from 'socket.io-client';
import { TOAST_DURATION_MS } from '@chess-quest/protocol/constants';
import type { AuthUser } from '@chess-quest/protocol/auth';
import {
  AWAY_AFTER_IDLE_MS,
  formatClock,
  gameDeltaSchema,
  invitationSchema,
  lobbyCountsSchema,
  multiplayerGameSchema,
  onlinePlayerSchema,
  type Ack,
  type ClientToServerEvents,
  type GameDelta,
  type Invitation,
  type MultiplayerGame,
  type RespondBody,
  type ServerToClientEvents,
} from '@chess-quest/protocol/multiplayer';
import { raceSummarySchema, type RaceSummary } from '@chess-quest/protocol/puzzle-races';
import type { z } from 'zod';
import { useConnectionStore, type SocketStatus } from '../stores/connection-store';
import { useGamesStore } from '../stores/games-store';
import { useInvitationsStore } from '../stores/invitations-store';
import { useLobbyStore } from '../stores/lobby-store';
import { ApiError, apiJson } from './api-client';
import { queryClient } from './query-client';
import { readIdList, tabStorage, writeIdList } from './tab-storage';
import { toast, type ToastInput } from './toast';
import { authKeys, multiplayerKeys } from '../api/query-keys';

// The one Socket.IO connection of a signed-in tab. Only the signed-in multiplayer chunks import
// this module, so socket.io-client never weighs on the landing page.

export type ChessSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** How long an acknowledgement may take before the caller falls back to REST. */
const ACK_TIMEOUT_MS = 8000;
/** A refused handshake is not retried by Socket.IO itself; we try again after this long. */
const RETRY_REFUSED_AFTER_MS = 5000;
const CLOCK_PINGS = 3;

let socket: ChessSocket | null = null;

/** A push from the server is outside input too: a malformed one is dropped, not shown. */
function validated<T>(schema: z.ZodType<T>, event: string, handle: (value: T) => void) {
  return (payload: unknown) => {
    const parsed = schema.safeParse(payload);
    if (parsed.success) handle(parsed.data);
    else console.warn(`Ignored a malformed ${event} push`, parsed.error.issues);
  };
}

/**
 * Clock offset (server minus browser) from the ping with the shortest round trip, assuming the
 * server read its clock halfway through it.
 */
async function measureClockOffset(target: ChessSocket): Promise<void> {
  let best: { rtt: number; offset: number } | null = null;
  for (let i = 0; i < CLOCK_PINGS && target.connected; i += 1) {
    const sentAt = Date.now();
    try {
      const serverNow = await target.timeout(ACK_TIMEOUT_MS).emitWithAck('time:ping');
      const receivedAt = Date.now();
      const rtt = receivedAt - sentAt;
      if (typeof serverNow === 'number' && (!best || rtt < best.rtt)) best = { rtt, offset: serverNow - (sentAt + rtt / 2) };
    } catch {
      return;
    }
  }
  if (best) useConnectionStore.getState().setClockOffset(Math.round(best.offset));
}

/** Reports "away" while the tab is hidden or untouched for AWAY_AFTER_IDLE_MS, "online" again after. */
function watchPresence(target: ChessSocket): void {
  let reported: 'online' | 'away' = 'online';
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastActivity = 0;

  const report = (status: 'online' | 'away') => {
    if (status === reported) return;
    reported = status;
    if (target.connected) target.emit('presence:set', { status });
  };
  const onActivity = () => {
    // Pointer moves come many times a second; restarting the idle timer once a second is plenty.
    const now = Date.now();
    if (now - lastActivity < 1000 && reported === 'online') return;
    lastActivity = now;
    clearTimeout(idleTimer);
    if (document.visibilityState === 'visible') report('online');
    idleTimer = setTimeout(() => report('away'), AWAY_AFTER_IDLE_MS);
  };

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') report('away');
    else onActivity();
  });
  for (const event of ['pointerdown', 'keydown', 'pointermove', 'scroll'] as const) {
    window.addEventListener(event, onActivity, { passive: true });
  }
  onActivity();
  // A new connection starts as online on the server; repeat an "away" it has not heard.
  target.on('connect', () => {
    if (reported === 'away') target.emit('presence:set', { status: 'away' });
  });
}

/**
 * Spec §4: answers a challenge (invite:respond over the socket, or POST /api/multiplayer/respond
 * while it is down), then refreshes invitations and, on accept, games. The one way to answer,
 * for the Invitations panel and the challenge's toast alike.
 */
export async function answerInvitation(body: RespondBody): Promise<Invitation> {
  const invitation = await viaSocketOrRest(
    () => socketRequest('invite:respond', body),
    async () => invitationSchema.parse(await apiJson<unknown>('POST', '/api/multiplayer/respond', body)),
  );
  useInvitationsStore.getState().upsert(invitation);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: multiplayerKeys.invitations() }),
    queryClient.invalidateQueries({ queryKey: multiplayerKeys.games() }),
  ]);
  return invitation;
}

/** The live game's page (the route table's multiplayer/games/:gameId). */
const gamePage = (gameId: string) => `/multiplayer/games/${encodeURIComponent(gameId)}`;

/**
 * Spec: a toast for a new challenge ('New challenge!' from X), on whichever screen the child is,
 * with Accept and Decline in it: Accept opens the game at once. It stays until the challenge
 * would expire, and the Invitations panel in Play → Multiplayer still lists it.
 */
export function announceNewChallenge(invitation: Invitation): void {
  const answer = (response: RespondBody['response']) => answerInvitation({ invitationId: invitation.id, response });
  toast({
    title: 'New challenge!',
    description: `${invitation.senderName} wants to play a ${formatClock(invitation.timeControl)} game.`,
    duration: Math.max(TOAST_DURATION_MS, Date.parse(invitation.expiresAt) - Date.now() || 0),
    buttons: [
      {
        label: 'Accept',
        altText: 'Accept the challenge in the Invitations panel of Play → Multiplayer.',
        run: async () => {
          const answered = await answer('accept');
          return answered.gameId ? gamePage(answered.gameId) : undefined;
        },
      },
      {
        label: 'Decline',
        variant: 'outline',
        altText: 'Decline the challenge in the Invitations panel of Play → Multiplayer.',
        run: async () => {
          await answer('decline');
        },
      },
    ],
  });
}

const TOLD_KEY = 'chess-quest.told-news';
/** The newest ids kept: far more than a child has invitations at once. */
const TOLD_KEPT = 100;

/**
 * The invitations and races already told in this tab, kept across its page loads
 * (sessionStorage): each is told once, whether it came by push or by the read after a
 * connection opened. Without storage, once per page.
 */
export function readTold(storage: Pick<Storage, 'getItem'> | null): Set<string> {
  return new Set(readIdList(storage, TOLD_KEY));
}

export function writeTold(storage: Pick<Storage, 'setItem'> | null, told: Set<string>): void {
  writeIdList(storage, TOLD_KEY, [...told].slice(-TOLD_KEPT));
}

let toldNews: Set<string> | null = null;
const told = () => (toldNews ??= readTold(tabStorage()));

function onInvitationPush(invitation: Invitation): void {
  const store = useInvitationsStore.getState();
  const isNew = store.byId[invitation.id] === undefined;
  store.upsert(invitation);
  const viewerId = queryClient.getQueryData<AuthUser | null>(authKeys.user())?.id;
  if (!isNew || invitation.status !== 'pending' || invitation.receiverId !== viewerId || told().has(invitation.id)) return;
  told().add(invitation.id);
  writeTold(tabStorage(), told());
  announceNewChallenge(invitation);
}

/**
 * A new puzzle-race invitation for this child, said once per race on any screen, like a new
 * challenge; null for every other push. The banner with Join waits at the top of Play →
 * Multiplayer: a child elsewhere gets a button to it, a child already there is told to look up.
 */
export function raceInvitationNews(
  race: RaceSummary,
  viewerId: string | undefined,
  announced: Set<string>,
  onMultiplayerPage = false,
): ToastInput | null {
  if (!viewerId || race.status !== 'waiting' || announced.has(race.raceId)) return null;
  const me = race.players.find((player) => player.childId === viewerId);
  if (!me || me.isHost || me.status !== 'invited') return null;
  announced.add(race.raceId);
  const host = race.players.find((player) => player.isHost)?.username ?? 'A friend';
  if (onMultiplayerPage) {
    return { title: 'Puzzle race!', description: `${host} invites you to a puzzle race. Join it at the top of this page.` };
  }
  return {
    title: 'Puzzle race!',
    description: `${host} invites you to a puzzle race. Join it in Play → Multiplayer.`,
    buttons: [{ label: 'Go to the race', altText: 'Open Play → Multiplayer to join the race.', run: () => '/multiplayer' }],
  };
}

function onRacePush(race: RaceSummary): void {
  const viewerId = queryClient.getQueryData<AuthUser | null>(authKeys.user())?.id;
  const news = raceInvitationNews(race, viewerId, told(), window.location.pathname === '/multiplayer');
  if (!news) return;
  writeTold(tabStorage(), told());
  toast(news);
}

/**
 * What was pushed while this tab had no connection (the moment between two pages, a dropped
 * line) is read once the connection is up: a challenge or a race invitation sent then is still
 * told, once. Without it a child who changed page at that moment was never told.
 */
async function catchUpOnNews(): Promise<void> {
  const [race, invitations] = await Promise.allSettled([
    apiJson<{ race: unknown }>('GET', '/api/puzzle-races/current'),
    apiJson<unknown>('GET', '/api/multiplayer/invitations'),
  ]);
  // Read failures are left alone: the banner and the Invitations panel in Play → Multiplayer
  // still show what is waiting.
  if (race.status === 'fulfilled') {
    const parsed = raceSummarySchema.safeParse(race.value.race);
    if (parsed.success) onRacePush(parsed.data);
  }
  if (invitations.status === 'fulfilled') {
    const parsed = invitationSchema.array().safeParse(invitations.value);
    if (parsed.success) parsed.data.forEach(onInvitationPush);
  }
}

/** The whole game over the socket (game:watch also joins its room), kept in the store. */
async function readWholeGame(gameId: string): Promise<MultiplayerGame> {
  const game = await socketRequest('game:watch', { gameId });
  useGamesStore.getState().upsert(game);
  return game;
}

/**
 * A move, draw offer or ending as a delta (decision 028): applied to the game held, or, when
 * a change was missed (or the game is not held yet), the whole game is read again.
 */
function onGameDelta(delta: GameDelta): void {
  if (useGamesStore.getState().applyDelta(delta)) return;
  readWholeGame(delta.id).catch(() => {
    // The REST poll (while disconnected) or the next push brings it.
  });
}

/** The game after the answer to one's own move: the delta applied, else the whole game read again. */
export async function gameAfterDelta(delta: GameDelta, held: MultiplayerGame | undefined): Promise<MultiplayerGame> {
  if (held) useGamesStore.getState().upsert(held);
  if (useGamesStore.getState().applyDelta(delta)) return useGamesStore.getState().byId[delta.id]!;
  return readWholeGame(delta.id);
}

function createSocket(): ChessSocket {
  // WebSocket first, long-polling only when a WebSocket cannot open (a proxy that refuses
  // upgrades): the default order (poll, then upgrade) costs a page load four HTTP requests and
  // their handlers before the connection is up (decision 007).
  const created: ChessSocket = io({ withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true });
  const setStatus = (status: SocketStatus) => useConnectionStore.getState().setStatus(status);

  created.on('connect', () => {
    setStatus('connected');
    void measureClockOffset(created);
    void catchUpOnNews();
  });
  created.on('disconnect', () => {
    setStatus('disconnected');
    // Rooms are gone with the connection; the lobby is joined again on reconnect.
    useLobbyStore.getState().leave();
  });
  created.on('connect_error', () => {
    setStatus('disconnected');
    if (!created.active) setTimeout(() => created.connect(), RETRY_REFUSED_AFTER_MS);
  });

  created.on('lobby:player', validated(onlinePlayerSchema, 'lobby:player', (p) => useLobbyStore.getState().upsert(p)));
  created.on('lobby:counts', validated(lobbyCountsSchema, 'lobby:counts', (c) => useLobbyStore.getState().setOnline(c.online)));
  created.on('invitation:update', validated(invitationSchema, 'invitation:update', onInvitationPush));
  created.on('game:started', validated(multiplayerGameSchema, 'game:started', (g) => useGamesStore.getState().markStarted(g)));
  created.on('game:delta', validated(gameDeltaSchema, 'game:delta', onGameDelta));
  created.on('race:update', validated(raceSummarySchema, 'race:update', onRacePush));

  watchPresence(created);
  // Leaving or reloading the page closes the connection at once, instead of leaving the
  // server a connection that looks alive (and keeps the child "online") until pings fail.
  window.addEventListener('pagehide', () => created.disconnect());
  // Back/forward cache: the same page comes back, so its socket must too.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) created.connect();
  });
  return created;
}

/** The tab's socket, connected on first use (only signed-in screens call this). */
export function getSocket(): ChessSocket {
  socket ??= createSocket();
  return socket;
}

export function useSocketStatus(): SocketStatus {
  return useConnectionStore((state) => state.status);
}

export function useClockOffset(): number {
  return useConnectionStore((state) => state.clockOffsetMs);
}

/** The socket could not carry the request (down, or no answer in time): the caller may use REST. */
export class SocketUnavailableError extends Error {
  constructor(reason: string) {
    super(`Live connection unavailable: ${reason}`);
    this.name = 'SocketUnavailableError';
  }
}

type AckEvent = 'lobby:join' | 'invite:send' | 'invite:respond' | 'game:watch' | 'game:move' | 'game:resign' | 'game:draw';
type LastParam<F> = F extends (...args: infer P) => unknown ? (P extends [...unknown[], infer L] ? L : never) : never;
type AckCallback<E extends AckEvent> = LastParam<ClientToServerEvents[E]>;
export type AckData<E extends AckEvent> = AckCallback<E> extends (result: Ack<infer T>) => void ? T : never;

type LooseEmitter = { emit: (event: string, ...args: unknown[]) => void };

/**
 * Emits an event that is acknowledged with an Ack and resolves with its data. A refusal
 * (`ok: false`) rejects with an ApiError of the same status and message REST would give, so
 * the screens treat both channels alike.
 */
export function socketRequest<E extends AckEvent>(event: E, ...body: [] | [unknown]): Promise<AckData<E>> {
  const target = getSocket();
  if (!target.connected) return Promise.reject(new SocketUnavailableError('not connected'));
  return new Promise((resolve, reject) => {
    const onAck = (error: Error | null, result: Ack<AckData<E>>) => {
      if (error) reject(new SocketUnavailableError('no answer in time'));
      else if (result.ok) resolve(result.data);
      else {
        // The refusal's body as REST would send it ({ code?, message, field? }).
        const { ok: _ok, status, ...errorBody } = result;
        reject(new ApiError(status, JSON.stringify(errorBody), ''));
      }
    };
    (target.timeout(ACK_TIMEOUT_MS) as unknown as LooseEmitter).emit(event, ...body, onAck);
  });
}

/** Over the socket while it is connected, else (or when it does not answer) over REST. */
export async function viaSocketOrRest<T>(overSocket: () => Promise<T>, overRest: () => Promise<T>): Promise<T> {
  if (getSocket().connected) {
    try {
      return await overSocket();
    } catch (error) {
      if (!(error instanceof SocketUnavailableError)) throw error;
    }
  }
  return overRest();
}
