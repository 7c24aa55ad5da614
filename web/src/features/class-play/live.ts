import type { AuthUser } from '@chess-quest/protocol/auth';
import { classRaceSchema, type ClassRace } from '@chess-quest/protocol/class-play';
import { authKeys } from '../../api/query-keys';
import { queryClient } from '../../lib/query-client';
import { validated, type LivePart } from '../../lib/socket/connection';
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
    if (path === LOBBY_PATH) return { title: 'Class puzzle race!', description: 'Your teacher opened a race. Join it at the top of this page.' };
    return {
      title: 'Class puzzle race!',
      description: 'Your teacher opened a puzzle race for your class.',
      buttons: [{ label: 'Join the race', altText: 'Open Play with my class to join the race.', run: () => LOBBY_PATH }],
    };
  }
  const racing = race.status === 'started' && race.race?.players.some((p) => p.childId === viewerId && p.status === 'joined');
  if (racing && path !== RACE_PATH) {
    return {
      title: 'The class race has started!',
      description: 'Solve as many puzzles as you can.',
      buttons: [{ label: 'Go to the race', altText: 'Open the puzzle race page.', run: () => RACE_PATH }],
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
