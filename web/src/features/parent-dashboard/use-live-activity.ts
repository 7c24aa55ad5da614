import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { msg, selectOrdinal } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { childActivitySchema, type ChildActivity, type ChildActivityKind } from '@chess-quest/protocol/parent';
import { i18n } from '../../lib/i18n';
import { getSocket } from '../../lib/socket/connection';
import { familyQueryOptions } from '../../api/parent/get-family';
import { parentDashboardQueryOptions } from './api/get-parent-dashboard';

const KIND_WORDS: Record<ChildActivityKind, MessageDescriptor> = {
  puzzle: msg`worked on a puzzle`,
  lesson: msg`finished a lesson step`,
  story: msg`finished a story challenge`,
  'game.started': msg`started an online game`,
  'game.finished': msg`finished a game`,
  'game.aborted': msg`had an online game called off`,
  mini: msg`reached the goal of a mini challenge`,
  race: msg`finished a puzzle race`,
};
const isKind = (kind: string): kind is ChildActivityKind => kind in KIND_WORDS;

/** What the child did, as the parent reads it: "finished 2nd of 3 in a puzzle race". */
export function activityWords(activity: ChildActivity & { kind: ChildActivityKind }): string {
  if (activity.kind === 'race' && activity.place) {
    const { place, of } = activity.place;
    return i18n._(msg`finished ${selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} of ${of} in a puzzle race`);
  }
  return i18n._(KIND_WORDS[activity.kind]);
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
      if (!name || !isKind(kind)) return;
      const words = activityWords({ ...activity, kind });
      setLatest(i18n._(msg`${name} ${words} just now.`));
    };
    socket.on('account:activity', onActivity);
    return () => {
      socket.off('account:activity', onActivity);
    };
  }, [queryClient, nameOf]);

  return latest;
}
