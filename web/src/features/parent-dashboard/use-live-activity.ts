import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getSocket } from '../../lib/socket-client';
import { familyQueryOptions } from '../parent/api/family-api';
import { parentDashboardQueryOptions } from './api/get-parent-dashboard';

const KIND_WORDS: Record<string, string> = {
  puzzle: 'worked on a puzzle',
  lesson: 'finished a lesson step',
  story: 'finished a story challenge',
  game: 'played a game',
};

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
    const onActivity = (activity: { childId: string; kind: string }) => {
      if (typeof activity?.childId !== 'string') return;
      void queryClient.invalidateQueries(parentDashboardQueryOptions(activity.childId));
      void queryClient.invalidateQueries(familyQueryOptions());
      const name = nameOf(activity.childId);
      if (name) setLatest(`${name} ${KIND_WORDS[activity.kind] ?? 'was active'} just now.`);
    };
    // A game starting is live news too (the 'Watch live' link).
    const onGameStarted = () => void queryClient.invalidateQueries({ queryKey: [parentDashboardQueryOptions('').queryKey[0]] });
    socket.on('account:activity', onActivity);
    socket.on('game:started', onGameStarted);
    return () => {
      socket.off('account:activity', onActivity);
      socket.off('game:started', onGameStarted);
    };
  }, [queryClient, nameOf]);

  return latest;
}
