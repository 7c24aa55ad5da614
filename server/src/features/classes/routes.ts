import type { Request } from 'express';
import { AUTH_MESSAGES, authUserSchema } from '@chess-quest/protocol/auth';
import type { CoordinatesBest } from '@chess-quest/protocol/coordinates';
import {
  addCoTeacherBodySchema,
  addStudentsBodySchema,
  classDetailSchema,
  classIdParamsSchema,
  classListQuerySchema,
  classListSchema,
  classLoginBodySchema,
  classLoginParamsSchema,
  classLoginSchema,
  classNewsParamsSchema,
  classProgressQuerySchema,
  classProgressSchema,
  type ClassProgressDays,
  classStudentParamsSchema,
  classTeacherParamsSchema,
  createClassBodySchema,
  moveStudentBodySchema,
  myClassSchema,
  newsBodySchema,
  newsListSchema,
  newsPostSchema,
  quickCodeBodySchema,
  quickCodesSchema,
  quickLoginBodySchema,
  studentCardsSchema,
  teacherSignUpBodySchema,
  teacherStatusSchema,
  updateClassBodySchema,
} from '@chess-quest/protocol/classes';
import type { AccountLimits } from '../../auth/account-limits';
import { markParentUnlocked } from '../../auth/parent-gate';
import type { SessionCache } from '../../auth/session-cache';
import type { AccountDirectory } from '../../auth/passport';
import { toAuthUser, type ChildProfile, type SessionIdentity } from '../../domain/accounts';
import { rateLimited } from '../../http/errors';
import { noContent, routesOf, schemaAnswer } from '../../platform/route';
import type { SessionSockets } from '../../realtime/kernel';
import type { ClassProgressService } from './progress';
import type { QuickLoginService, SignedOutStudent } from './quick-login';
import type { ClassesService } from './service';

/** What the classes feature's routes use, built once in its `create` (index.ts). */
export interface ClassesServices {
  classes: ClassesService;
  progress: ClassProgressService;
  quickLogin: QuickLoginService;
  limits: AccountLimits;
  sessionUsers: Pick<AccountDirectory, 'loadSessionUser'>;
  cache: SessionCache;
  sockets: SessionSockets;
  /** The family erasure of a child (parent feature's port) and the end of its live games (multiplayer's). */
  eraseChild(child: ChildProfile): Promise<void>;
  endLiveGames(childId: string): Promise<void>;
  /** Each student's coordinates bests (the coordinates feature's port), for the progress table. */
  coordinatesBestsOf(childIds: readonly string[]): Promise<Map<string, CoordinatesBest[]>>;
}

const route = routesOf<ClassesServices>();

/** req.login as a promise; passport regenerates the session id, so a fixed id cannot be planted. */
function logIn(req: Request, user: Express.User): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

async function startSession(services: ClassesServices, req: Request, identity: SessionIdentity) {
  const user = await services.sessionUsers.loadSessionUser(identity);
  if (!user) throw new Error('New session user could not be loaded');
  await logIn(req, user);
  return user;
}

/** Every device of a student's account stops acting at once: its sessions (already deleted), caches and sockets. */
function dropStudentEverywhere(services: ClassesServices, studentAccountId: string, childId: string) {
  services.cache.forgetAccount(studentAccountId);
  services.sockets.endChild(childId);
}

/** Students given new quick-login codes were signed out everywhere: drop them from every node's caches and sockets. */
function dropAll(services: ClassesServices, students: SignedOutStudent[]) {
  for (const student of students) dropStudentEverywhere(services, student.accountId, student.childId);
}

const teacherRoutes = [
  route({
    method: 'get',
    path: '/teachers/me',
    role: 'account',
    summary: 'What kind of account this is: a teacher or not, a family or a student, with a child profile or not.',
    response: schemaAnswer(teacherStatusSchema, "The session's account."),
    handler: ({ actor, services }) => services.classes.teacherStatus(actor.account, actor.child),
  }),
  route({
    method: 'post',
    path: '/teachers/signup',
    role: 'anyone',
    summary: "Makes a teacher's account (email, password, PIN; no child), signs in and opens the adult area.",
    body: teacherSignUpBodySchema,
    status: 201,
    response: schemaAnswer(teacherStatusSchema, 'The new teacher account, signed in with its adult area open.'),
    handler: async ({ body, services, req }) => {
      const address = req.ip ?? 'unknown';
      if (!(await services.limits.signUpAddress.hit(address))) throw rateLimited(AUTH_MESSAGES.tooManySignUps);
      const created = await services.limits.checkPassword(address, () => services.classes.signUpTeacher(body));
      if (created === null) throw rateLimited(AUTH_MESSAGES.tooManySignUps);
      const user = await startSession(services, req, created.result);
      // The teacher just typed the PIN: the area is open in this new session, as after an unlock.
      await markParentUnlocked(req, user.account.id);
      return services.classes.teacherStatus(user.account, user.child);
    },
  }),
  route({
    method: 'post',
    path: '/teachers/me',
    role: 'parent',
    summary: 'This family account becomes a teacher too (behind the PIN).',
    response: schemaAnswer(teacherStatusSchema, 'The account, now a teacher.'),
    handler: async ({ actor, services }) => {
      await services.classes.becomeTeacher(actor.account.id);
      // Every node reads the account again: its next teacher call must see it.
      services.cache.forgetAccount(actor.account.id);
      return { isTeacher: true, accountKind: actor.account.kind, hasChild: actor.child !== null };
    },
  }),
];

const classRoutes = [
  route({
    method: 'get',
    path: '/classes',
    role: 'teacher',
    summary: "The teacher's classes: the active ones, or the archived ones with ?archived=true.",
    query: classListQuerySchema,
    response: schemaAnswer(classListSchema, 'The classes this account teaches.'),
    handler: async ({ actor, query, services }) => ({ classes: await services.classes.listClasses(actor.account.id, query.archived) }),
  }),
  route({
    method: 'post',
    path: '/classes',
    role: 'teacher',
    summary: 'Makes a class (name, description) with its code; the teacher is its owner.',
    body: createClassBodySchema,
    status: 201,
    response: schemaAnswer(classDetailSchema, 'The new class.'),
    handler: ({ actor, body, services }) => services.classes.createClass(actor.account.id, body),
  }),
  route({
    method: 'get',
    path: '/classes/:classId',
    role: 'teacher',
    summary: "One of the teacher's classes: its teachers and students (with their first names).",
    params: classIdParamsSchema,
    response: schemaAnswer(classDetailSchema, 'The class.'),
    handler: ({ actor, params, services }) => services.classes.detail(actor.account.id, params.classId),
  }),
  route({
    method: 'patch',
    path: '/classes/:classId',
    role: 'teacher',
    summary: "Changes a class's name or description (not while archived).",
    params: classIdParamsSchema,
    body: updateClassBodySchema,
    response: schemaAnswer(classDetailSchema, 'The class as it is now.'),
    handler: ({ actor, params, body, services }) => services.classes.updateClass(actor.account.id, params.classId, body),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/archive',
    role: 'teacher',
    summary: 'Archives a class: read-only and out of the active list; its students still sign in.',
    params: classIdParamsSchema,
    response: schemaAnswer(classDetailSchema, 'The archived class.'),
    handler: ({ actor, params, services }) => services.classes.setArchived(actor.account.id, params.classId, true),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/restore',
    role: 'teacher',
    summary: 'Restores an archived class.',
    params: classIdParamsSchema,
    response: schemaAnswer(classDetailSchema, 'The class, active again.'),
    handler: ({ actor, params, services }) => services.classes.setArchived(actor.account.id, params.classId, false),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/teachers',
    role: 'teacher',
    summary: 'Adds a co-teacher by the email of an account that is a teacher.',
    params: classIdParamsSchema,
    body: addCoTeacherBodySchema,
    status: 201,
    response: schemaAnswer(classDetailSchema, 'The class with its teachers.'),
    handler: ({ actor, params, body, services }) => services.classes.addCoTeacher(actor.account.id, params.classId, body.email),
  }),
  route({
    method: 'delete',
    path: '/classes/:classId/teachers/:accountId',
    role: 'teacher',
    summary: 'Removes a co-teacher (the owner does; a co-teacher may leave); the owner stays.',
    params: classTeacherParamsSchema,
    response: noContent('Removed.'),
    handler: ({ actor, params, services }) => services.classes.removeTeacher(actor.account.id, params.classId, params.accountId),
  }),
  route({
    method: 'get',
    path: '/classes/:classId/progress',
    role: 'teacher',
    summary: "The class's progress table over the last 1, 7, 30 or 90 days (only activity since each student joined counts).",
    params: classIdParamsSchema,
    query: classProgressQuerySchema,
    response: schemaAnswer(classProgressSchema, 'One row per student.'),
    handler: async ({ actor, params, query, services }) => {
      // The teacher's hold first: progress() itself does not check who asks.
      await services.classes.hold(actor.account.id, params.classId);
      const days = query.days as ClassProgressDays;
      const rows = await services.progress.progress(params.classId, days);
      const bests = await services.coordinatesBestsOf(rows.map((row) => row.studentId));
      const students = rows.map((row) => ({ ...row, coordinatesBests: bests.get(row.studentId) ?? [] }));
      return { classId: params.classId, days, students };
    },
  }),
  route({
    method: 'get',
    path: '/classes/:classId/news',
    role: 'teacher',
    summary: "The class's wall, newest first.",
    params: classIdParamsSchema,
    response: schemaAnswer(newsListSchema, 'The posts.'),
    handler: async ({ actor, params, services }) => ({ posts: await services.classes.news(actor.account.id, params.classId) }),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/news',
    role: 'teacher',
    summary: "Posts plain-text news on the class's wall (its students read it).",
    params: classIdParamsSchema,
    body: newsBodySchema,
    status: 201,
    response: schemaAnswer(newsPostSchema, 'The new post.'),
    handler: ({ actor, params, body, services }) => services.classes.postNews(actor.account.id, params.classId, body.body),
  }),
  route({
    method: 'delete',
    path: '/classes/:classId/news/:postId',
    role: 'teacher',
    summary: 'Deletes a news post of the class.',
    params: classNewsParamsSchema,
    response: noContent('Deleted.'),
    handler: ({ actor, params, services }) => services.classes.deleteNews(actor.account.id, params.classId, params.postId),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/students',
    role: 'teacher',
    summary: 'Adds students by first name (1-40 at once, up to 40 in a class): each gets an account, a username and 3 pictures.',
    params: classIdParamsSchema,
    body: addStudentsBodySchema,
    status: 201,
    response: schemaAnswer(studentCardsSchema, 'Their sign-in cards, shown this once (only a hash of the pictures is kept).'),
    handler: ({ actor, params, body, services }) => services.classes.addStudents(actor.account.id, params.classId, body),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/students/:studentId/reset',
    role: 'teacher',
    summary: 'Gives a student new pictures (a lost card): the old ones stop working and the student is signed out everywhere.',
    params: classStudentParamsSchema,
    response: schemaAnswer(studentCardsSchema, 'The new card, shown this once.'),
    handler: async ({ actor, params, services }) => {
      const { cards, studentAccountId } = await services.classes.resetStudent(actor.account.id, params.classId, params.studentId);
      dropStudentEverywhere(services, studentAccountId, params.studentId);
      return cards;
    },
  }),
  route({
    method: 'delete',
    path: '/classes/:classId/students/:studentId',
    role: 'teacher',
    summary:
      "Removes a student: a student account and everything kept about it are erased, as a family's erasure of a child; a family's child only leaves the class.",
    params: classStudentParamsSchema,
    response: noContent('Erased.'),
    handler: async ({ actor, params, services }) => {
      const { child, kind } = await services.classes.studentToRemove(actor.account.id, params.classId, params.studentId);
      if (kind === 'family') {
        // A family's child who joined with the parent's approval: out of the class, the family keeps the child.
        await services.classes.removeMembership(params.classId, child.id);
        return;
      }
      await services.endLiveGames(child.id);
      await services.eraseChild(child);
      await services.classes.eraseStudentAccount(child.accountId);
      dropStudentEverywhere(services, child.accountId, child.id);
    },
  }),
  route({
    method: 'post',
    path: '/classes/:classId/students/:studentId/move',
    role: 'teacher',
    summary:
      "Moves a student account to another of the teacher's classes (room checked): joined anew, so only activity since counts; the old class's assignments for them go.",
    params: classStudentParamsSchema,
    body: moveStudentBodySchema,
    response: schemaAnswer(classDetailSchema, 'The class the student left, as it is now.'),
    handler: ({ actor, params, body, services }) => services.classes.moveStudent(actor.account.id, params.classId, params.studentId, body.toClassId),
  }),
  route({
    method: 'post',
    path: '/classes/:classId/quick-codes',
    role: 'teacher',
    summary:
      'New quick-login codes for every student account of the class (a lesson, a day or a week): the old codes end and the students are signed out everywhere.',
    params: classIdParamsSchema,
    body: quickCodeBodySchema,
    response: schemaAnswer(quickCodesSchema, 'The codes, shown this once (only a keyed hash of each is kept).'),
    handler: async ({ actor, params, body, services }) => {
      const { codes, signedOut } = await services.quickLogin.renew(actor.account.id, params.classId, null, body.validFor);
      dropAll(services, signedOut);
      return codes;
    },
  }),
  route({
    method: 'post',
    path: '/classes/:classId/students/:studentId/quick-code',
    role: 'teacher',
    summary: "A new quick-login code for one student account: the old one ends and the student is signed out everywhere (409 for a family's child).",
    params: classStudentParamsSchema,
    body: quickCodeBodySchema,
    response: schemaAnswer(quickCodesSchema, 'The code, shown this once.'),
    handler: async ({ actor, params, body, services }) => {
      const { codes, signedOut } = await services.quickLogin.renew(actor.account.id, params.classId, params.studentId, body.validFor);
      dropAll(services, signedOut);
      return codes;
    },
  }),
];

const studentRoutes = [
  route({
    method: 'get',
    path: '/class-login/:code',
    role: 'anyone',
    summary: "A class's sign-in page: its name and its students' usernames and avatars (never real names).",
    params: classLoginParamsSchema,
    response: schemaAnswer(classLoginSchema, 'The class and who can sign in to it.'),
    handler: ({ params, services }) => services.classes.classLogin(params.code),
  }),
  route({
    method: 'post',
    path: '/class-login',
    role: 'anyone',
    summary: 'Signs a student in with the class code and their 3 pictures (tries limited per student and per class).',
    body: classLoginBodySchema,
    response: schemaAnswer(authUserSchema, 'The student, signed in.'),
    handler: async ({ body, services, req }) => {
      const address = req.ip ?? 'unknown';
      if (!(await services.limits.signInAddress.hit(address))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      // The pictures' check is scrypt work like a password's: bounded per address and per node.
      const checked = await services.limits.checkPassword(address, () => services.classes.signInStudent(body.code, body.studentId, body.pictures));
      if (checked === null) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      const user = await startSession(services, req, checked.result);
      return toAuthUser(user.account, user.child!);
    },
  }),
  route({
    method: 'post',
    path: '/class-login/quick',
    role: 'anyone',
    summary: "Signs a student in with their quick-login code (typed, or from the card's QR code); wrong codes are limited per address.",
    body: quickLoginBodySchema,
    response: schemaAnswer(authUserSchema, 'The student, signed in.'),
    handler: async ({ body, services, req }) => {
      const address = req.ip ?? 'unknown';
      if (!(await services.limits.signInAddress.hit(address))) throw rateLimited(AUTH_MESSAGES.tooManyAttempts);
      const identity = await services.quickLogin.signIn(body.code, address);
      const user = await startSession(services, req, identity);
      return toAuthUser(user.account, user.child!);
    },
  }),
  route({
    method: 'get',
    path: '/my-class',
    role: 'child',
    summary: "The signed-in student's class: its name and its teachers' news (404 for a child in no class).",
    response: schemaAnswer(myClassSchema, 'The class.'),
    handler: ({ actor, services }) => services.classes.myClass(actor.child.id),
  }),
];

/** Issue 24: teachers, classes, their students and the picture sign-in (decision 036). */
export const classesRoutes = [...teacherRoutes, ...classRoutes, ...studentRoutes];
