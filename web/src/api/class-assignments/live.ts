import type { QueryClient } from '@tanstack/react-query';
import { assignmentCompletedPushSchema } from '@chess-quest/protocol/class-assignments';
import { socketWith, validated, type LivePart } from '../../lib/socket/connection';
import { assignmentKeys } from './keys';

let client: QueryClient | null = null;

/** `assignment:completed` → the class's list is read again (who has finished shows at once). */
const assignmentsLive: LivePart = {
  name: 'class-assignments',
  attach: (socket) => {
    socket.on(
      'assignment:completed',
      validated(assignmentCompletedPushSchema, 'assignment:completed', (push) => {
        void client?.invalidateQueries({ queryKey: assignmentKeys.ofClass(push.classId) });
      }),
    );
  },
  // A push missed while disconnected: read every shown class again.
  onConnect: () => void client?.invalidateQueries({ queryKey: assignmentKeys.teach }),
};

/** Listens for completions on the tab's socket (a teacher's account with no child has one too: an account-only socket). */
export function listenForCompletions(queryClient: QueryClient): void {
  client = queryClient;
  socketWith(assignmentsLive);
}
