import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { childActivitySchema, type ChildActivity, type ChildActivityKind } from '@chess-quest/protocol/parent';
import { placeName } from '@chess-quest/protocol/puzzle-races';
import { getSocket } from '../../lib/socket/connection';
import { familyQueryOptions } from '../../api/parent/get-family';
import { parentDashboardQueryOptions } from './api/get-parent-dashboard';

const KIND_WORDS: Record<ChildActivityKind, string> = {
  puzzle: 'worked on a puzzle',
  lesson: 'finished a lesson step',
  story: 'finished a story challenge',
  'game.started': 'started an online game',
  'game.finished': 'finished a game',
  'game.aborted': 'had an online game called off',
  mini: 'reached the goal of a mini challenge',
  race: 'finished a puzzle race',
};
const isKind = (kind: string): kind is ChildActivityKind => kind in KIND_WORDS;

/** What the child did, as the parent reads it: "finished 2nd of 3 in a puzzle race". */
export function activityWords(activity: ChildActivity & { kind: ChildActivityKind }): string {
  if (activity.kind === 'race' && activity.place) {
    const { place, of } = activity.place;
    return `finished ${placeName(place)} of ${of} in a puzzle race`;
  }
  return KIND_WORDS[activity.kind];
}

/**
 * Keeps the parent dashboard current without reloading: the server pushes 'account:activity'
 * to every tab of the account when a child does something, and the child's numbers are read
 * again. Answers a short sentence about the latest push, for a polite live region.
 */
export function useLiveActivity(nameOf: (childId: string) => string | undefined): string {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState('');

  useEffect(() => {
    const socket = getSocket();
    const onActivity = (payload: unknown) => {
      const parsed = childActivitySchema.safeParse(payload);
      if (!parsed.success) return;
      const activity = parsed.data;
      void queryClient.invalidateQueries(parentDashboardQueryOptions(activity.childId));
      void queryClient.invalidateQueries(familyQueryOptions());
      const name = nameOf(activity.childId);
      // Rewards and other news refresh the numbers but keep the sentence about what the
      // child did: "Mia worked on a puzzle just now" is not replaced by its achievement.
      const { kind } = activity;
      if (name && isKind(kind)) setLatest(`${name} ${activityWords({ ...activity, kind })} just now.`);
    };
    socket.on('account:activity', onActivity);
    return () => {
      socket.off('account:activity', onActivity);
    };
  }, [queryClient, nameOf]);

  return latest;
}
