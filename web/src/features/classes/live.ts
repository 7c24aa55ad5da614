import { classChangedPushSchema } from '@chess-quest/protocol/class-live';
import { queryClient } from '../../lib/query-client';
import { validated, type LivePart } from '../../lib/socket/connection';
import { invalidateSoon } from '../../lib/socket/invalidate-soon';
import { teachKeys } from './api/keys';

/** How long a burst of students' activity is gathered before the progress table is read again. */
export const PROGRESS_PUSH_GATHER_MS = 2_000;

const progressOf = (classId: string) => [...teachKeys.detail(classId), 'progress'] as const;

/**
 * The progress table's live part (a teacher's account-only socket too): `class:changed` with
 * what 'activity' reads the class's table again; a connection (or a new one) reads every table
 * shown, for what was pushed while there was none.
 */
export const classProgressLive: LivePart = {
  name: 'classes.progress',
  attach(socket) {
    socket.on(
      'class:changed',
      validated(classChangedPushSchema, 'class:changed', ({ classId, what }) => {
        if (what === 'activity') invalidateSoon(queryClient, progressOf(classId), PROGRESS_PUSH_GATHER_MS);
      }),
    );
  },
  onConnect: () => void queryClient.invalidateQueries({ queryKey: teachKeys.all, predicate: (query) => query.queryKey.includes('progress') }),
};
