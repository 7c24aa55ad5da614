import { eq } from 'drizzle-orm';
import type { ClassChangedPush } from '@chess-quest/protocol/class-live';
import { isChildFact, type FactType } from '@chess-quest/protocol/facts';
import { classStudents, classTeachers } from '../../db/schema/classes';
import type { FactSubscriber } from '../../events/outbox';
import { parentRoom, type GatewayServer } from '../../realtime/kernel';

/**
 * The facts that change what a class's teachers see of a student: the progress table's figures
 * (lessons, modules, puzzles, games, rating, streak, time) and the class's live games.
 */
export const CLASS_LIVE_FACTS = [
  'lesson.step.completed',
  'lesson.module.completed',
  'story.page.completed',
  'story.chapter.completed',
  'puzzle.attempted',
  'ai.game.finished',
  'multiplayer.game.started',
  'multiplayer.game.finished',
  'multiplayer.game.aborted',
  'mini_challenge.completed',
  'puzzle_race.finished',
  'streak.extended',
] as const satisfies readonly FactType[];

/**
 * The teachers' live view (issue 24): after a student's fact is committed, every tab of each
 * teacher of the student's class (on any node, through the adapter) hears `class:changed`
 * (what: activity) and reads its progress table and games again. One indexed read a fact (the
 * child's class and its teachers; none for a child in no class). The push names no one: the
 * figures come over REST behind the PIN gate.
 */
export function createClassLiveSubscriber(io: GatewayServer): FactSubscriber {
  return {
    name: 'class-live-view',
    handles: CLASS_LIVE_FACTS,
    handle: async (fact, { tx, afterCommit }) => {
      if (!isChildFact(fact)) return;
      const teachers = await tx
        .select({ classId: classStudents.classId, accountId: classTeachers.accountId })
        .from(classStudents)
        .innerJoin(classTeachers, eq(classTeachers.classId, classStudents.classId))
        .where(eq(classStudents.childId, fact.childId));
      const [first] = teachers;
      if (!first) return;
      const push: ClassChangedPush = { classId: first.classId, what: 'activity' };
      afterCommit(() => {
        io.to(teachers.map((t) => parentRoom(t.accountId))).emit('class:changed', push);
      });
    },
  };
}
