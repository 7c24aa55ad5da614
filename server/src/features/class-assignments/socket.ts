import type { AssignmentCompletedPush } from '@chess-quest/protocol/class-assignments';
import { parentRoom, type SocketContext, type SocketPart } from '../../realtime/kernel';
import type { ClassAssignmentsService } from './service';

/**
 * "Who has finished", live: each completion this node records goes to the account room of
 * every teacher of the class (any node's sockets, through the Redis adapter). The class page
 * reads GET /api/classes/:classId/assignments again on it; the read is the fallback.
 */
export function classAssignmentsSocket(assignments: ClassAssignmentsService, { io }: SocketContext): SocketPart {
  return {
    pushes: () =>
      assignments.onCompleted(({ teacherAccountIds, ...completion }) => {
        const push: AssignmentCompletedPush = completion;
        for (const accountId of teacherAccountIds) io.to(parentRoom(accountId)).emit('assignment:completed', push);
      }),
  };
}
