import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { CLASS_CODE_ALPHABET, CLASS_MAX_STUDENTS, CLASS_MESSAGES } from '@chess-quest/protocol/classes';
import {
  INVITATION_CODE_LENGTH,
  INVITATION_MESSAGES,
  formatInvitationCode,
  invitationPath,
  type ClassInvitation,
  type ClassInvitationState,
  type ClassMembership,
  type ClassRequest,
  type InvitationDays,
  type JoinStatus,
  type ParentClasses,
  type RequestBlock,
  type SharedChild,
} from '@chess-quest/protocol/class-invitations';
import { PARENT_MESSAGES } from '@chess-quest/protocol/parent';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { classes, classStudents, classTeachers } from '../../db/schema/classes';
import { classInvitations, classJoinRequests } from '../../db/schema/class-invitations';
import type { Account, ChildProfile } from '../../domain/accounts';
import { conflict, forbidden, notFound } from '../../http/errors';

type ClassRow = typeof classes.$inferSelect;
type InvitationRow = typeof classInvitations.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;
const iso = (date: Date) => date.toISOString();

function newInvitationCode(): string {
  return Array.from({ length: INVITATION_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)]).join('');
}

function toInvitation(row: InvitationRow, now: Date): ClassInvitation {
  return {
    classId: row.classId,
    code: formatInvitationCode(row.code),
    path: invitationPath(row.code),
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** What the teacher will see of the child: exactly these fields, nothing else of the family. */
const sharedChild = (child: Pick<ChildProfile, 'id' | 'firstName' | 'age' | 'username' | 'profileImageUrl'>): SharedChild => ({
  id: child.id,
  firstName: child.firstName,
  age: child.age,
  username: child.username,
  profileImageUrl: child.profileImageUrl,
});

const BLOCK_MESSAGES: Record<Exclude<RequestBlock, 'in-class'>, string> = {
  full: INVITATION_MESSAGES.classFull,
  archived: INVITATION_MESSAGES.classArchived,
};

/**
 * Class invitations (issue 24): a class's invitation for families, a family child's request to
 * join, and its parent's answer. The classes feature's tables are read and class_students is
 * written here the way the classes feature writes it (the class row locked while the seats are
 * counted), never through an import of that feature.
 */
export function createClassInvitationsService({ db }: { db: Database }) {
  /** The class if this account teaches it; otherwise 404, as the classes feature answers. */
  async function taughtClass(accountId: string, classId: string): Promise<ClassRow> {
    const [found] = await db
      .select({ row: classes })
      .from(classes)
      .innerJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.accountId, accountId)))
      .where(eq(classes.id, classId));
    if (!found) throw notFound(CLASS_MESSAGES.classMissing);
    return found.row;
  }

  /** The teachers' emails of each class: who sees a child that joins. */
  async function teacherEmails(classIds: string[]): Promise<Map<string, string[]>> {
    const byClass = new Map<string, string[]>();
    if (classIds.length === 0) return byClass;
    const rows = await db
      .select({ classId: classTeachers.classId, email: accounts.email })
      .from(classTeachers)
      .innerJoin(accounts, eq(accounts.id, classTeachers.accountId))
      .where(inArray(classTeachers.classId, classIds))
      .orderBy(asc(classTeachers.addedAt), asc(accounts.id));
    for (const row of rows) {
      if (row.email) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row.email]);
    }
    return byClass;
  }

  return {
    async invitation(accountId: string, classId: string, now = new Date()): Promise<ClassInvitationState> {
      await taughtClass(accountId, classId);
      const [row] = await db.select().from(classInvitations).where(eq(classInvitations.classId, classId));
      return { invitation: row ? toInvitation(row, now) : null };
    },

    /**
     * A new invitation for the class, lasting `days`: the old code stops working and the
     * requests made with it go (a teacher renews because a code went where it should not).
     */
    async renew(accountId: string, classId: string, days: InvitationDays, now = new Date()): Promise<ClassInvitation> {
      const row = await taughtClass(accountId, classId);
      if (row.archivedAt) throw conflict(CLASS_MESSAGES.archived);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const created = await db.transaction(async (tx) => {
            await tx.delete(classInvitations).where(eq(classInvitations.classId, classId));
            const [made] = await tx
              .insert(classInvitations)
              .values({
                classId,
                code: newInvitationCode(),
                createdBy: accountId,
                createdAt: now,
                expiresAt: new Date(now.getTime() + days * DAY_MS),
              })
              .returning();
            return made!;
          });
          return toInvitation(created, now);
        } catch (error) {
          // Two invitations drew the same code (31^8 codes), or two renewals crossed: draw again.
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    /** No invitation any more: the code stops working and its waiting requests go. */
    async turnOff(accountId: string, classId: string): Promise<void> {
      await taughtClass(accountId, classId);
      const removed = await db.delete(classInvitations).where(eq(classInvitations.classId, classId)).returning({ id: classInvitations.id });
      if (removed.length === 0) throw notFound(INVITATION_MESSAGES.noInvitation);
    },

    /**
     * A family's child asks to join the class of this code. Nothing is shared: the request
     * waits for the parent. Asking again (the same or another class) replaces the request.
     */
    async join(account: Account, child: ChildProfile, code: string, now = new Date()): Promise<JoinStatus> {
      if (account.kind !== 'family') throw forbidden(INVITATION_MESSAGES.studentAccount);
      const [seated] = await db.select({ classId: classStudents.classId }).from(classStudents).where(eq(classStudents.childId, child.id));
      if (seated) throw conflict(INVITATION_MESSAGES.alreadyInClass);
      const [found] = await db
        .select({ invitation: classInvitations, className: classes.name, archivedAt: classes.archivedAt })
        .from(classInvitations)
        .innerJoin(classes, eq(classes.id, classInvitations.classId))
        .where(eq(classInvitations.code, code));
      // Unknown, expired and archived look the same to a child: ask the teacher for the current code.
      if (!found || found.archivedAt || found.invitation.expiresAt.getTime() <= now.getTime()) throw notFound(INVITATION_MESSAGES.invalidCode);
      const { invitation } = found;
      await db
        .insert(classJoinRequests)
        .values({ childId: child.id, classId: invitation.classId, invitationId: invitation.id, requestedAt: now })
        .onConflictDoUpdate({
          target: classJoinRequests.childId,
          set: { classId: invitation.classId, invitationId: invitation.id, requestedAt: now },
        });
      return { status: 'pending', className: found.className, since: iso(now) };
    },

    /** Where the child stands: in a class, waiting for the parent, or neither. */
    async status(childId: string): Promise<JoinStatus> {
      const [member] = await db
        .select({ className: classes.name, joinedAt: classStudents.joinedAt })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(eq(classStudents.childId, childId));
      if (member) return { status: 'member', className: member.className, since: iso(member.joinedAt) };
      const [waiting] = await db
        .select({ className: classes.name, requestedAt: classJoinRequests.requestedAt })
        .from(classJoinRequests)
        .innerJoin(classes, eq(classes.id, classJoinRequests.classId))
        .where(eq(classJoinRequests.childId, childId));
      if (waiting) return { status: 'pending', className: waiting.className, since: iso(waiting.requestedAt) };
      return { status: 'none', className: null, since: null };
    },

    /** The family's waiting requests (with whether each can be approved now) and its children's classes. */
    async parentClasses(accountId: string): Promise<ParentClasses> {
      const [requests, memberships] = await Promise.all([
        db
          .select({ request: classJoinRequests, child: childProfiles, cls: classes })
          .from(classJoinRequests)
          .innerJoin(childProfiles, eq(childProfiles.id, classJoinRequests.childId))
          .innerJoin(classes, eq(classes.id, classJoinRequests.classId))
          .where(eq(childProfiles.accountId, accountId))
          .orderBy(asc(classJoinRequests.requestedAt), asc(classJoinRequests.id)),
        db
          .select({ child: childProfiles, cls: classes, joinedAt: classStudents.joinedAt })
          .from(classStudents)
          .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .where(eq(childProfiles.accountId, accountId))
          .orderBy(asc(childProfiles.createdAt), asc(childProfiles.id)),
      ]);
      const classIds = [...new Set([...requests.map((r) => r.cls.id), ...memberships.map((m) => m.cls.id)])];
      const requestedClassIds = [...new Set(requests.map((r) => r.cls.id))];
      const [emails, seats] = await Promise.all([
        teacherEmails(classIds),
        requestedClassIds.length === 0
          ? Promise.resolve([])
          : db
              .select({ classId: classStudents.classId, n: count() })
              .from(classStudents)
              .where(inArray(classStudents.classId, requestedClassIds))
              .groupBy(classStudents.classId),
      ]);
      const seated = new Map(seats.map((s) => [s.classId, Number(s.n)]));
      const classOfChild = new Map(memberships.map((m) => [m.child.id, m.cls.name]));

      const faces = (cls: ClassRow) => ({ className: cls.name, classDescription: cls.description, teacherEmails: emails.get(cls.id) ?? [] });
      return {
        requests: requests.map(({ request, child, cls }): ClassRequest => {
          const inClass = classOfChild.get(child.id);
          let blockedBy: RequestBlock | null = null;
          let blockedMessage: string | null = null;
          if (inClass !== undefined) {
            blockedBy = 'in-class';
            blockedMessage = INVITATION_MESSAGES.childInClass(child.firstName, inClass);
          } else if (cls.archivedAt) {
            blockedBy = 'archived';
            blockedMessage = BLOCK_MESSAGES.archived;
          } else if ((seated.get(cls.id) ?? 0) >= CLASS_MAX_STUDENTS) {
            blockedBy = 'full';
            blockedMessage = BLOCK_MESSAGES.full;
          }
          return { ...faces(cls), id: request.id, child: sharedChild(child), requestedAt: iso(request.requestedAt), blockedBy, blockedMessage };
        }),
        memberships: memberships.map(({ child, cls, joinedAt }): ClassMembership => ({
          ...faces(cls),
          child: sharedChild(child),
          joinedAt: iso(joinedAt),
        })),
      };
    },

    /**
     * The parent says yes: the child joins the class now (its progress counts from here). The
     * class's row is locked while its seats are counted, as when a teacher adds students, so two
     * approvals cannot pass the limit; the child's one class is the unique child_id.
     */
    async approve(accountId: string, requestId: string, now = new Date()): Promise<ClassMembership> {
      const joined = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ request: classJoinRequests, child: childProfiles })
          .from(classJoinRequests)
          .innerJoin(childProfiles, eq(childProfiles.id, classJoinRequests.childId))
          .where(and(eq(classJoinRequests.id, requestId), eq(childProfiles.accountId, accountId)));
        // Another family's request, or one already answered: nothing to reveal.
        if (!found) throw notFound(INVITATION_MESSAGES.requestNotFound);
        const { request, child } = found;
        const [cls] = await tx.select().from(classes).where(eq(classes.id, request.classId)).for('update');
        if (!cls) throw notFound(INVITATION_MESSAGES.requestNotFound);
        if (cls.archivedAt) throw conflict(INVITATION_MESSAGES.classArchived);
        const [current] = await tx
          .select({ name: classes.name })
          .from(classStudents)
          .innerJoin(classes, eq(classes.id, classStudents.classId))
          .where(eq(classStudents.childId, child.id));
        if (current) throw conflict(INVITATION_MESSAGES.childInClass(child.firstName, current.name));
        const [seats] = await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, cls.id));
        if (Number(seats?.n ?? 0) >= CLASS_MAX_STUDENTS) throw conflict(INVITATION_MESSAGES.classFull);
        try {
          await tx.insert(classStudents).values({ classId: cls.id, childId: child.id, joinedAt: now });
        } catch (error) {
          // The child joined a class in a transaction that committed since the check above.
          if (isUniqueViolation(error)) throw conflict(INVITATION_MESSAGES.alreadyInClass);
          throw error;
        }
        const removed = await tx.delete(classJoinRequests).where(eq(classJoinRequests.id, request.id)).returning({ id: classJoinRequests.id });
        // Declined, or replaced by the child, at the same moment: the answer was for a request no longer there.
        if (removed.length === 0) throw notFound(INVITATION_MESSAGES.requestNotFound);
        return { child, cls };
      });
      const emails = await teacherEmails([joined.cls.id]);
      return {
        className: joined.cls.name,
        classDescription: joined.cls.description,
        teacherEmails: emails.get(joined.cls.id) ?? [],
        child: sharedChild(joined.child),
        joinedAt: iso(now),
      };
    },

    /** The parent says no: the request goes, nothing was shared. */
    async decline(accountId: string, requestId: string): Promise<void> {
      const own = db.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.accountId, accountId));
      const removed = await db
        .delete(classJoinRequests)
        .where(and(eq(classJoinRequests.id, requestId), inArray(classJoinRequests.childId, own)))
        .returning({ id: classJoinRequests.id });
      if (removed.length === 0) throw notFound(INVITATION_MESSAGES.requestNotFound);
    },

    /**
     * The parent takes the child out of its class: the membership (and with it what only the
     * class keeps about the child) goes; the child's own progress stays in the family.
     */
    async leave(accountId: string, childId: string): Promise<void> {
      const [child] = await db
        .select({ id: childProfiles.id })
        .from(childProfiles)
        .where(and(eq(childProfiles.id, childId), eq(childProfiles.accountId, accountId)));
      if (!child) throw notFound(PARENT_MESSAGES.childNotFound);
      const removed = await db.delete(classStudents).where(eq(classStudents.childId, childId)).returning({ classId: classStudents.classId });
      if (removed.length === 0) throw notFound(INVITATION_MESSAGES.childNotInClass);
    },
  };
}

export type ClassInvitationsService = ReturnType<typeof createClassInvitationsService>;
