import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, PRIVACY_POLICY_VERSION } from '@chess-quest/protocol/auth';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_LOGIN_LIMITS,
  CLASS_MAX_STUDENTS,
  CLASS_MESSAGES,
  CLASS_NEWS_SHOWN,
  PICTURE_KEYS,
  PICTURE_PASSWORD_LENGTH,
  type AccountKind,
  type ClassDetail,
  type ClassLogin,
  type ClassSummary,
  type ClassTeacherRole,
  type MyClass,
  type NewsPost,
  type PictureKey,
  type StudentCard,
  type StudentCards,
  type TeacherSignUpBody,
  type TeacherStatus,
  type UpdateClassBody,
  type addStudentsBodySchema,
  type createClassBodySchema,
} from '@chess-quest/protocol/classes';
import { AVATARS, avatarUrl } from '@chess-quest/protocol/parent';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, childProfiles, sessions } from '../../db/schema/accounts';
import { classes, classLoginFailures, classNews, classStudents, classTeachers, studentCredentials } from '../../db/schema/classes';
import { createChildProfile, type Account, type ChildProfile, type SessionIdentity } from '../../domain/accounts';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';

/** A 429 of the picture sign-in: the error body says how long to wait (classLoginLockedSchema). */
export class SignInPaused extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'rate_limited');
  }

  override get body() {
    return { ...super.body, retryAfterSeconds: this.retryAfterSeconds };
  }
}

type ClassRow = typeof classes.$inferSelect;

/** A teacher's hold on a class: the row and the teacher's role in it. */
export interface TeacherHold {
  row: ClassRow;
  role: ClassTeacherRole;
}

const iso = (date: Date) => date.toISOString();

/** The picture password as stored: its keys joined, hashed with scrypt like every secret. */
const pictureSecret = (pictures: readonly PictureKey[]) => pictures.join('-');

function newPictures(): PictureKey[] {
  return Array.from({ length: PICTURE_PASSWORD_LENGTH }, () => PICTURE_KEYS[randomInt(PICTURE_KEYS.length)]!);
}

function newClassCode(): string {
  return Array.from({ length: CLASS_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)]).join('');
}

const randomAvatar = () => avatarUrl(AVATARS[randomInt(AVATARS.length)]!.id);

function toSummary(row: ClassRow, role: ClassTeacherRole, studentCount: number): ClassSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    code: row.code,
    studentCount,
    archivedAt: row.archivedAt ? iso(row.archivedAt) : null,
    createdAt: iso(row.createdAt),
    myRole: role,
  };
}

const toNews = (row: typeof classNews.$inferSelect): NewsPost => ({ id: row.id, body: row.body, createdAt: iso(row.createdAt) });

/** Classes: teachers, their classes, the wall, the students and their picture sign-in (decision 036). */
export function createClassesService({ db }: { db: Database }) {
  /** The class if this account teaches it; otherwise 404, so another teacher's class is never revealed. */
  async function hold(accountId: string, classId: string): Promise<TeacherHold> {
    const [found] = await db
      .select({ row: classes, role: classTeachers.role })
      .from(classes)
      .innerJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.accountId, accountId)))
      .where(eq(classes.id, classId));
    if (!found) throw notFound(CLASS_MESSAGES.classMissing);
    return found;
  }

  /** A hold on a class that may change (not archived). */
  async function activeHold(accountId: string, classId: string): Promise<TeacherHold> {
    const held = await hold(accountId, classId);
    if (held.row.archivedAt) throw conflict(CLASS_MESSAGES.archived);
    return held;
  }

  async function detail({ row, role }: TeacherHold): Promise<ClassDetail> {
    const [teachers, students] = await Promise.all([
      db
        .select({ accountId: classTeachers.accountId, email: accounts.email, role: classTeachers.role })
        .from(classTeachers)
        .innerJoin(accounts, eq(accounts.id, classTeachers.accountId))
        .where(eq(classTeachers.classId, row.id))
        .orderBy(asc(classTeachers.addedAt)),
      db
        .select({
          studentId: childProfiles.id,
          firstName: childProfiles.firstName,
          username: childProfiles.username,
          age: childProfiles.age,
          profileImageUrl: childProfiles.profileImageUrl,
          accountKind: accounts.kind,
          joinedAt: classStudents.joinedAt,
        })
        .from(classStudents)
        .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
        .innerJoin(accounts, eq(accounts.id, childProfiles.accountId))
        .where(eq(classStudents.classId, row.id))
        .orderBy(asc(childProfiles.firstName), asc(childProfiles.id)),
    ]);
    return {
      ...toSummary(row, role, students.length),
      teachers: teachers.map((teacher) => ({ ...teacher, email: teacher.email ?? '' })),
      students: students.map((student) => ({ ...student, joinedAt: iso(student.joinedAt) })),
      maxStudents: CLASS_MAX_STUDENTS,
    };
  }

  /** A student of this class (their child profile), or 404. */
  async function studentOf(classId: string, studentId: string): Promise<{ child: ChildProfile; kind: AccountKind }> {
    const [found] = await db
      .select({ child: childProfiles, kind: accounts.kind })
      .from(classStudents)
      .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
      .innerJoin(accounts, eq(accounts.id, childProfiles.accountId))
      .where(and(eq(classStudents.classId, classId), eq(classStudents.childId, studentId)));
    if (!found) throw notFound(CLASS_MESSAGES.studentNotFound);
    return found;
  }

  /** Signs the student's account out on every device: its session rows go (the route drops caches and sockets). */
  async function endStudentSessions(accountId: string): Promise<void> {
    await db.delete(sessions).where(sql`${sessions.data} -> 'passport' -> 'user' ->> 'accountId' = ${accountId}`);
  }

  const service = {
    teacherStatus(account: Account, child: ChildProfile | null): TeacherStatus {
      return { isTeacher: account.teacherSince !== null, accountKind: account.kind, hasChild: child !== null };
    },

    /** A teacher's account with no child: email, password, PIN, the privacy consent. */
    async signUpTeacher(body: TeacherSignUpBody): Promise<SessionIdentity> {
      const [passwordHash, parentPinHash] = await Promise.all([hashSecret(body.password), hashSecret(body.parentPin)]);
      const now = new Date();
      try {
        const [account] = await db
          .insert(accounts)
          .values({
            email: body.email,
            passwordHash,
            parentPinHash,
            privacyConsentAt: now,
            privacyPolicyVersion: PRIVACY_POLICY_VERSION,
            teacherSince: now,
          })
          .returning({ id: accounts.id });
        if (!account) throw new Error('Account insert returned nothing');
        return { accountId: account.id, childId: null };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw error;
      }
    },

    /** A family's account becomes a teacher too (idempotent). */
    async becomeTeacher(accountId: string): Promise<void> {
      await db
        .update(accounts)
        .set({ teacherSince: new Date(), updatedAt: new Date() })
        .where(and(eq(accounts.id, accountId), eq(accounts.kind, 'family'), isNull(accounts.teacherSince)));
    },

    async listClasses(accountId: string, archived: boolean): Promise<ClassSummary[]> {
      const rows = await db
        .select({ row: classes, role: classTeachers.role, students: count(classStudents.childId) })
        .from(classTeachers)
        .innerJoin(classes, eq(classes.id, classTeachers.classId))
        .leftJoin(classStudents, eq(classStudents.classId, classes.id))
        .where(and(eq(classTeachers.accountId, accountId), archived ? isNotNull(classes.archivedAt) : isNull(classes.archivedAt)))
        .groupBy(classes.id, classTeachers.role)
        .orderBy(asc(classes.name), asc(classes.id));
      return rows.map(({ row, role, students }) => toSummary(row, role, Number(students)));
    },

    async createClass(accountId: string, body: z.output<typeof createClassBodySchema>): Promise<ClassDetail> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const row = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(classes)
              .values({ name: body.name, description: body.description, code: newClassCode(), ownerAccountId: accountId })
              .returning();
            if (!created) throw new Error('Class insert returned nothing');
            await tx.insert(classTeachers).values({ classId: created.id, accountId, role: 'owner' });
            return created;
          });
          return await detail({ row, role: 'owner' });
        } catch (error) {
          // Two classes drew the same code (31^6 codes): draw again.
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    detail: async (accountId: string, classId: string) => detail(await hold(accountId, classId)),

    async updateClass(accountId: string, classId: string, body: UpdateClassBody): Promise<ClassDetail> {
      const held = await activeHold(accountId, classId);
      const [row] = await db.update(classes).set(body).where(eq(classes.id, classId)).returning();
      return detail({ row: row!, role: held.role });
    },

    async setArchived(accountId: string, classId: string, archived: boolean): Promise<ClassDetail> {
      const held = await hold(accountId, classId);
      const [row] = await db
        .update(classes)
        .set({ archivedAt: archived ? (held.row.archivedAt ?? new Date()) : null })
        .where(eq(classes.id, classId))
        .returning();
      return detail({ row: row!, role: held.role });
    },

    async addCoTeacher(accountId: string, classId: string, email: string): Promise<ClassDetail> {
      const held = await activeHold(accountId, classId);
      const [teacher] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.email, email), eq(accounts.kind, 'family'), isNotNull(accounts.teacherSince)));
      if (!teacher) throw notFound(CLASS_MESSAGES.teacherNotFound);
      const added = await db
        .insert(classTeachers)
        .values({ classId, accountId: teacher.id, role: 'co' })
        .onConflictDoNothing()
        .returning({ accountId: classTeachers.accountId });
      if (added.length === 0) throw conflict(CLASS_MESSAGES.alreadyCoTeacher);
      return detail(held);
    },

    /** The owner removes a co-teacher; a co-teacher may leave; the owner stays. */
    async removeTeacher(accountId: string, classId: string, teacherId: string): Promise<void> {
      const held = await hold(accountId, classId);
      if (teacherId === held.row.ownerAccountId) throw conflict(CLASS_MESSAGES.cannotRemoveOwner);
      if (held.role !== 'owner' && teacherId !== accountId) throw forbidden(CLASS_MESSAGES.onlyOwner);
      const removed = await db
        .delete(classTeachers)
        .where(and(eq(classTeachers.classId, classId), eq(classTeachers.accountId, teacherId)))
        .returning({ accountId: classTeachers.accountId });
      if (removed.length === 0) throw notFound(CLASS_MESSAGES.teacherNotFound);
    },

    async news(accountId: string, classId: string): Promise<NewsPost[]> {
      await hold(accountId, classId);
      return newsOf(classId);
    },

    async postNews(accountId: string, classId: string, body: string): Promise<NewsPost> {
      await activeHold(accountId, classId);
      const [row] = await db.insert(classNews).values({ classId, authorAccountId: accountId, body }).returning();
      return toNews(row!);
    },

    async deleteNews(accountId: string, classId: string, postId: string): Promise<void> {
      await activeHold(accountId, classId);
      const removed = await db
        .delete(classNews)
        .where(and(eq(classNews.id, postId), eq(classNews.classId, classId)))
        .returning({ id: classNews.id });
      if (removed.length === 0) throw notFound(CLASS_MESSAGES.newsNotFound);
    },

    /**
     * Makes a student account per name (kind 'student', no email, no password, no PIN), each
     * with one child profile, a picture password (only its hash kept) and a place in the class.
     * All or none: the class's room is checked under its row's lock.
     */
    async addStudents(accountId: string, classId: string, body: z.output<typeof addStudentsBodySchema>): Promise<StudentCards> {
      const { row } = await activeHold(accountId, classId);
      const students = body.students.map((student) => ({ ...student, pictures: newPictures() }));
      const hashes = await Promise.all(students.map((student) => hashSecret(pictureSecret(student.pictures))));
      const cards = await db.transaction(async (tx) => {
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
        const [seated] = await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId));
        const room = CLASS_MAX_STUDENTS - Number(seated?.n ?? 0);
        if (students.length > room) throw conflict(CLASS_MESSAGES.classFull(room));
        const made: StudentCard[] = [];
        for (const [index, student] of students.entries()) {
          const [account] = await tx.insert(accounts).values({ kind: 'student', email: null }).returning({ id: accounts.id });
          const child = await createChildProfile(tx, account!.id, { firstName: student.firstName, age: student.age });
          const profileImageUrl = randomAvatar();
          await tx.update(childProfiles).set({ profileImageUrl }).where(eq(childProfiles.id, child.id));
          await tx.insert(studentCredentials).values({ childId: child.id, pictureHash: hashes[index]! });
          await tx.insert(classStudents).values({ classId, childId: child.id });
          made.push({ studentId: child.id, firstName: child.firstName, username: child.username, profileImageUrl, pictures: student.pictures });
        }
        return made;
      });
      return { classId, className: row.name, code: row.code, cards };
    },

    /**
     * New pictures for one student (a lost card, a classmate who saw them): the tries start
     * again, and every session of the student's account ends. Returns the card and the account
     * (the route drops its caches and sockets).
     */
    async resetStudent(accountId: string, classId: string, studentId: string): Promise<{ cards: StudentCards; studentAccountId: string }> {
      const { row } = await hold(accountId, classId);
      const { child, kind } = await studentOf(classId, studentId);
      // A family's child signs in with the family's account: no pictures (a way in), and
      // ending "its account's" sessions would sign the whole family out.
      if (kind !== 'student') throw conflict(CLASS_MESSAGES.familyChild);
      const pictures = newPictures();
      const pictureHash = await hashSecret(pictureSecret(pictures));
      await db
        .insert(studentCredentials)
        .values({ childId: child.id, pictureHash })
        .onConflictDoUpdate({ target: studentCredentials.childId, set: { pictureHash, failedTries: 0, lockedUntil: null, changedAt: new Date() } });
      await endStudentSessions(child.accountId);
      const card = { studentId: child.id, firstName: child.firstName, username: child.username, profileImageUrl: child.profileImageUrl, pictures };
      return { cards: { classId, className: row.name, code: row.code, cards: [card] }, studentAccountId: child.accountId };
    },

    /** The student of this class the teacher means to remove (404 otherwise), with their account's kind. */
    async studentToRemove(accountId: string, classId: string, studentId: string): Promise<{ child: ChildProfile; kind: AccountKind }> {
      await hold(accountId, classId);
      return studentOf(classId, studentId);
    },

    /** A family's child leaves the class: only the membership goes (and what hangs on it); the family keeps the child. */
    async removeMembership(classId: string, childId: string): Promise<void> {
      await db.delete(classStudents).where(and(eq(classStudents.classId, classId), eq(classStudents.childId, childId)));
    },

    /**
     * Moves a student to another class the same account teaches (not archived, with room, checked
     * under its row's lock). The membership is deleted and made again, joined now: every row that
     * hangs on it (the old class's assignments, races) goes with it, and only activity since the
     * move counts for the new class. A family's child joined one class with their parent's yes:
     * refused (409). Returns the class the student left, as it is now.
     */
    async moveStudent(accountId: string, classId: string, studentId: string, toClassId: string): Promise<ClassDetail> {
      const from = await activeHold(accountId, classId);
      const { child, kind } = await studentOf(classId, studentId);
      if (toClassId === classId) throw conflict(CLASS_MESSAGES.sameClass);
      await activeHold(accountId, toClassId);
      if (kind !== 'student') throw conflict(CLASS_MESSAGES.familyChildMove);
      await db.transaction(async (tx) => {
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, toClassId)).for('update');
        const [seated] = await tx.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, toClassId));
        const room = CLASS_MAX_STUDENTS - Number(seated?.n ?? 0);
        if (room < 1) throw conflict(CLASS_MESSAGES.classFull(room));
        const left = await tx
          .delete(classStudents)
          .where(and(eq(classStudents.classId, classId), eq(classStudents.childId, child.id)))
          .returning({ childId: classStudents.childId });
        if (left.length === 0) throw notFound(CLASS_MESSAGES.studentNotFound);
        await tx.insert(classStudents).values({ classId: toClassId, childId: child.id, joinedAt: new Date() });
      });
      return detail(from);
    },

    /** After the child's erasure: the student's account itself and its sessions go. */
    async eraseStudentAccount(studentAccountId: string): Promise<void> {
      await endStudentSessions(studentAccountId);
      await db.delete(accounts).where(and(eq(accounts.id, studentAccountId), eq(accounts.kind, 'student')));
    },

    /** The public sign-in page of a class: its name and its students' usernames and avatars, never real names. */
    async classLogin(code: string): Promise<ClassLogin> {
      const [row] = await db.select().from(classes).where(eq(classes.code, code));
      if (!row) throw notFound(CLASS_MESSAGES.classNotFound);
      const students = await db
        .select({ studentId: childProfiles.id, username: childProfiles.username, profileImageUrl: childProfiles.profileImageUrl })
        .from(classStudents)
        .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
        .innerJoin(accounts, and(eq(accounts.id, childProfiles.accountId), eq(accounts.kind, 'student')))
        .where(eq(classStudents.classId, row.id))
        .orderBy(asc(childProfiles.username));
      return { code: row.code, className: row.name, students };
    },

    /**
     * Signs a student in with their pictures. The tries are counted in the database before the
     * pictures are checked (so parallel tries cannot go past the limit): 5 wrong tries lock the
     * student for 5 minutes; 30 wrong tries in 10 minutes pause the whole class's sign-in.
     */
    async signInStudent(code: string, studentId: string, pictures: readonly PictureKey[], now = new Date()): Promise<SessionIdentity> {
      const limits = CLASS_LOGIN_LIMITS;
      const [found] = await db
        .select({ classId: classes.id, child: childProfiles, lockedUntil: studentCredentials.lockedUntil, hash: studentCredentials.pictureHash })
        .from(classes)
        .innerJoin(classStudents, and(eq(classStudents.classId, classes.id), eq(classStudents.childId, studentId)))
        .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
        .innerJoin(studentCredentials, eq(studentCredentials.childId, classStudents.childId))
        .where(eq(classes.code, code));
      if (!found) {
        const [known] = await db.select({ id: classes.id }).from(classes).where(eq(classes.code, code));
        await verifyAgainstDummy(pictureSecret(pictures));
        throw notFound(known ? CLASS_MESSAGES.studentNotFound : CLASS_MESSAGES.classNotFound);
      }
      const waitFor = (until: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

      // The class's ceiling: wrong tries of the last window.
      const windowStart = new Date(now.getTime() - limits.classWindowMs);
      const [recent] = await db
        .select({ n: count(), oldest: sql<string | Date | null>`min(${classLoginFailures.failedAt})` })
        .from(classLoginFailures)
        .where(and(eq(classLoginFailures.classId, found.classId), gt(classLoginFailures.failedAt, windowStart)));
      if (Number(recent?.n ?? 0) >= limits.classWrongTries) {
        const oldest = recent?.oldest ? new Date(recent.oldest) : now;
        throw new SignInPaused(CLASS_MESSAGES.classPaused, waitFor(new Date(oldest.getTime() + limits.classWindowMs)));
      }

      // The student's own count: taken before the check; a lock that ran out starts the count again.
      const [counted] = await db
        .update(studentCredentials)
        .set({
          failedTries: sql`case when ${studentCredentials.lockedUntil} is not null then 1 else ${studentCredentials.failedTries} + 1 end`,
          lockedUntil: null,
        })
        .where(
          and(
            eq(studentCredentials.childId, studentId),
            or(
              and(isNull(studentCredentials.lockedUntil), lt(studentCredentials.failedTries, limits.studentWrongTries)),
              lt(studentCredentials.lockedUntil, now),
            ),
          ),
        )
        .returning({ tries: studentCredentials.failedTries });
      if (!counted) {
        const [state] = await db
          .select({ lockedUntil: studentCredentials.lockedUntil })
          .from(studentCredentials)
          .where(eq(studentCredentials.childId, studentId));
        let until = state?.lockedUntil ?? null;
        if (!until) {
          // Every try of the count was taken and none recorded (a node stopped mid-check): the lock starts now.
          until = new Date(now.getTime() + limits.studentLockMs);
          await db
            .update(studentCredentials)
            .set({ lockedUntil: until })
            .where(and(eq(studentCredentials.childId, studentId), isNull(studentCredentials.lockedUntil)));
        }
        throw new SignInPaused(CLASS_MESSAGES.studentLocked, waitFor(until));
      }

      if (await verifySecret(pictureSecret(pictures), found.hash)) {
        await db.update(studentCredentials).set({ failedTries: 0, lockedUntil: null }).where(eq(studentCredentials.childId, studentId));
        return { accountId: found.child.accountId, childId: found.child.id };
      }

      await db.transaction(async (tx) => {
        await tx.insert(classLoginFailures).values({ classId: found.classId, failedAt: now });
        await tx.delete(classLoginFailures).where(and(eq(classLoginFailures.classId, found.classId), lt(classLoginFailures.failedAt, windowStart)));
        if (counted.tries >= limits.studentWrongTries) {
          await tx
            .update(studentCredentials)
            .set({ lockedUntil: new Date(now.getTime() + limits.studentLockMs) })
            .where(eq(studentCredentials.childId, studentId));
        }
      });
      if (counted.tries >= limits.studentWrongTries) {
        throw new SignInPaused(CLASS_MESSAGES.studentLocked, Math.ceil(limits.studentLockMs / 1000));
      }
      throw new HttpError(401, CLASS_MESSAGES.wrongPictures);
    },

    /** The signed-in student's class: its name, code and wall (404 for a child in no class). */
    async myClass(childId: string): Promise<MyClass> {
      const [found] = await db
        .select({ id: classes.id, name: classes.name, code: classes.code })
        .from(classStudents)
        .innerJoin(classes, eq(classes.id, classStudents.classId))
        .where(eq(classStudents.childId, childId));
      if (!found) throw notFound(CLASS_MESSAGES.notInClass);
      return { className: found.name, code: found.code, news: await newsOf(found.id) };
    },

    /**
     * Students left with no class: a student account signs in only through its class, so once
     * the class is gone (its owner's account closed) nobody can reach or manage it. The sweep
     * erases them (the job in index.ts); a few at a time.
     */
    async orphanStudents(limit = 20): Promise<ChildProfile[]> {
      const rows = await db
        .select({ child: childProfiles })
        .from(accounts)
        .innerJoin(childProfiles, eq(childProfiles.accountId, accounts.id))
        .leftJoin(classStudents, eq(classStudents.childId, childProfiles.id))
        .where(and(eq(accounts.kind, 'student'), isNull(classStudents.childId)))
        .limit(limit);
      return rows.map((row) => row.child);
    },

    /** Whether the account teaches this class (for routes that only need the check). */
    hold,
  };

  async function newsOf(classId: string): Promise<NewsPost[]> {
    const rows = await db
      .select()
      .from(classNews)
      .where(eq(classNews.classId, classId))
      .orderBy(desc(classNews.createdAt), desc(classNews.id))
      .limit(CLASS_NEWS_SHOWN);
    return rows.map(toNews);
  }

  return service;
}

export type ClassesService = ReturnType<typeof createClassesService>;
