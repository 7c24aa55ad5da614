import { msg } from '@lingui/core/macro';
import type { AuthUser } from '@chess-quest/protocol/auth';
import { classChangedPushSchema } from '@chess-quest/protocol/class-live';
import { classRaceSchema, type ClassRace } from '@chess-quest/protocol/class-play';
import {
  applyGameDelta,
  gameDeltaSchema,
  multiplayerGameSchema,
  type Ack,
  type GameDelta,
  type MultiplayerGame,
} from '@chess-quest/protocol/multiplayer';
import { authKeys } from '../../api/query-keys';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { socketWith, validated, type ChessSocket, type LivePart } from '../../lib/socket/connection';
import { invalidateSoon } from '../../lib/socket/invalidate-soon';
import { ACK_TIMEOUT_MS } from '../../lib/socket/requests';
import { toast, type ToastInput } from '../../lib/toast';
import { classPlayKeys } from './api/keys';

const LOBBY_PATH = '/class/play';
const RACE_PATH = '/multiplayer/race';

/**
 * What a student is told of the class race on any screen: the teacher opened it (join it on
 * Play with my class) or started it with this child in it (go to the race); null otherwise.
 */
export function classRaceNews(race: ClassRace, viewerId: string | undefined, path: string): ToastInput | null {
  if (!viewerId) return null;
  if (race.status === 'open' && race.entrants.length === 0) {
    if (path === LOBBY_PATH)
      return { title: i18n._(msg`Class puzzle race!`), description: i18n._(msg`Your teacher opened a race. Join it at the top of this page.`) };
    return {
      title: i18n._(msg`Class puzzle race!`),
      description: i18n._(msg`Your teacher opened a puzzle race for your class.`),
      buttons: [{ label: i18n._(msg`Join the race`), altText: i18n._(msg`Open Play with my class to join the race.`), run: () => LOBBY_PATH }],
    };
  }
  const racing = race.status === 'started' && race.race?.players.some((p) => p.childId === viewerId && p.status === 'joined');
  if (racing && path !== RACE_PATH) {
    return {
      title: i18n._(msg`The class race has started!`),
      description: i18n._(msg`Solve as many puzzles as you can.`),
      buttons: [{ label: i18n._(msg`Go to the race`), altText: i18n._(msg`Open the puzzle race page.`), run: () => RACE_PATH }],
    };
  }
  return null;
}

function onClassRace(race: ClassRace): void {
  void queryClient.invalidateQueries({ queryKey: classPlayKeys.lobby() });
  const viewerId = queryClient.getQueryData<AuthUser | null>(authKeys.user())?.id;
  const news = classRaceNews(race, viewerId, window.location.pathname);
  if (news) toast(news);
}

/** Class play's live part: the class race told on any screen of a student's. */
export const classPlayLive: LivePart = {
  name: 'class-play',
  attach(socket) {
    socket.on('class-race:update', validated(classRaceSchema, 'class-race:update', onClassRace));
  },
};

/** How long a burst of changes (a race scoring, classmates starting games) is gathered before the teacher's page reads again. */
export const TEACHER_PUSH_GATHER_MS = 1_000;

/**
 * The teacher's class play page, live (an account-only socket too): `class:changed` (a
 * student's game started or over, the race joined, started or scored) reads the class's page
 * again; a connection reads every one shown, for what was pushed while there was none.
 */
export const teacherPlayLive: LivePart = {
  name: 'class-play.teacher',
  attach(socket) {
    socket.on(
      'class:changed',
      validated(classChangedPushSchema, 'class:changed', ({ classId }) =>
        invalidateSoon(queryClient, classPlayKeys.teacher(classId), TEACHER_PUSH_GATHER_MS),
      ),
    );
  },
  onConnect: () => void queryClient.invalidateQueries({ queryKey: [...classPlayKeys.all, 'teacher'] }),
};

/** The class game this tab watches, if any (one watch page at a time). */
let watching: { classId: string; gameId: string } | null = null;

/** Follows the watched game on the socket: its state now, then its moves as game:delta. */
async function follow(socket: ChessSocket): Promise<void> {
  const target = watching;
  if (!target) return;
  try {
    const answer = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('class-game:watch', target)) as Ack<MultiplayerGame>;
    if (answer.ok) queryClient.setQueryData(classPlayKeys.game(target.classId, target.gameId), multiplayerGameSchema.parse(answer.data));
  } catch {
    // No answer in time or a malformed one: the REST poll (while disconnected) or the next move's read brings it.
  }
}

function onDelta(delta: GameDelta): void {
  if (!watching || delta.id !== watching.gameId) return;
  const key = classPlayKeys.game(watching.classId, watching.gameId);
  const next = applyGameDelta(queryClient.getQueryData<MultiplayerGame>(key), delta);
  // A change missed: the whole game is read again.
  if (next) queryClient.setQueryData(key, next);
  else void queryClient.invalidateQueries({ queryKey: key });
}

const watchLive: LivePart = {
  name: 'class-play.watch',
  attach(socket) {
    socket.on('game:delta', validated(gameDeltaSchema, 'game:delta', onDelta));
  },
  onConnect: (socket) => void follow(socket),
};

/** A teacher's watch page follows a class game live; the returned function stops (leaving the game's room). */
let watchAdded = false;

export function followClassGame(classId: string, gameId: string): () => void {
  watching = { classId, gameId };
  // Adding the part follows at once when the socket is up (and on every connection after).
  const added = watchAdded;
  watchAdded = true;
  const socket = socketWith(watchLive);
  if (added && socket.connected) void follow(socket);
  return () => {
    if (watching?.gameId === gameId) watching = null;
    if (socket.connected) socket.emit('game:unwatch', { gameId });
  };
}
