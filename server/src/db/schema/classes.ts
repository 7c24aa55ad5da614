import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLASS_TEACHER_ROLES } from '@chess-quest/protocol/classes';
import { accounts, childProfiles } from './accounts';
import { childRef, createdAt, oneOf, tstz, uuidPk } from './columns';

/**
 * Classes (issue 24, decision 036): a teacher's class, its teachers, its students (child
 * profiles of student accounts), its wall, and the students' picture passwords.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuidPk(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The code printed on the sign-in cards (6 characters, no look-alikes). */
    code: text('code').notNull(),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Archived: read-only and out of the active list; its students still sign in. */
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('classes_code_unique').on(t.code), index('classes_owner_idx').on(t.ownerAccountId)],
);

/** Who teaches a class: its owner (who made it) and co-teachers. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CLASS_TEACHER_ROLES }).notNull(),
    addedAt: tstz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.accountId] }),
    index('class_teachers_account_idx').on(t.accountId),
    check('class_teachers_role_check', oneOf(t.role, CLASS_TEACHER_ROLES)),
  ],
);

/** A class's students: one class per student for now (child_id unique). Activity since joined_at counts for the class. */
export const classStudents = pgTable(
  'class_students',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => childProfiles.id, { onDelete: 'cascade' }),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_students_child_unique').on(t.childId), index('class_students_class_idx').on(t.classId, t.joinedAt)],
);

/** The class's wall: plain text from its teachers, read by its students. */
export const classNews = pgTable(
  'class_news',
  {
    id: uuidPk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_news_class_created_idx').on(t.classId, t.createdAt)],
);

/**
 * A student's picture password: only its scrypt hash, and the tries against it (decision 036).
 * Wrong tries in a row lock the student for a while; the count survives a node's death.
 */
export const studentCredentials = pgTable(
  'student_credentials',
  {
    childId: childRef().primaryKey(),
    pictureHash: text('picture_hash').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    changedAt: tstz('changed_at').notNull().defaultNow(),
  },
  (t) => [check('student_credentials_failed_tries_check', sql`${t.failedTries} >= 0`)],
);

/** Wrong picture tries of a class, one row each: the per-class ceiling counts those of the last window. */
export const classLoginFailures = pgTable(
  'class_login_failures',
  {
    id: uuidPk(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    failedAt: tstz('failed_at').notNull().defaultNow(),
  },
  (t) => [index('class_login_failures_class_idx').on(t.classId, t.failedAt)],
);

/**
 * A student's quick-login code (decision 036): only its keyed hash (HMAC-SHA-256 under the
 * server's secret, so a copy of the database alone does not give the codes), one per student;
 * renewing replaces the row, so the old code ends.
 */
export const studentQuickCodes = pgTable(
  'student_quick_codes',
  {
    childId: childRef().primaryKey(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('student_quick_codes_hash_unique').on(t.codeHash)],
);

/** Wrong quick-login codes, one row each, by a hash of the client's address: the per-address ceiling counts the window's. */
export const quickLoginFailures = pgTable(
  'quick_login_failures',
  {
    id: uuidPk(),
    addressHash: text('address_hash').notNull(),
    failedAt: tstz('failed_at').notNull().defaultNow(),
  },
  (t) => [index('quick_login_failures_address_idx').on(t.addressHash, t.failedAt)],
);
