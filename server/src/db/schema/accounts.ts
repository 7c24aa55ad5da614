import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS } from '@chess-quest/protocol/classes';
import { LOCALES } from '@chess-quest/protocol/locales';
import { PLANS } from '@chess-quest/protocol/subscription';
import { oneOf } from './checks';

/**
 * A parent's login. Owns 1-3 child profiles; the subscription belongs to the account. A
 * student's account (kind 'student', made by a teacher, decision 036) has no email, no
 * password and no PIN, and exactly one child profile; it signs in with its pictures.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull().default('family'),
    /** Null only for a student's account (a CHECK says so). */
    email: text('email'),
    /** scrypt hash "scrypt$N$r$p$salt$hash"; null for accounts that only sign in through OIDC. */
    passwordHash: text('password_hash'),
    parentPinHash: text('parent_pin_hash'),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    /** Spec §3 subscriptionStatus: 'active' means premium; 'inactive' otherwise. */
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    plan: text('plan').notNull().default('Basic'),
    /**
     * When the parent agreed to the privacy policy (COPPA's notice and consent), and which
     * version of it; null for an account made through a provider that has not given it yet.
     */
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }),
    privacyPolicyVersion: text('privacy_policy_version'),
    /** When the account became a teacher (classes, decision 036); null for an account that is not one. */
    teacherSince: timestamp('teacher_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    uniqueIndex('accounts_oidc_unique').on(t.oidcIssuer, t.oidcSubject),
    check('accounts_plan_check', oneOf(t.plan, PLANS)),
    check('accounts_kind_check', oneOf(t.kind, ACCOUNT_KINDS)),
    check('accounts_email_check', sql`${t.kind} = 'student' or ${t.email} is not null`),
    check(
      'accounts_student_check',
      sql`${t.kind} = 'family' or (${t.passwordHash} is null and ${t.parentPinHash} is null and ${t.teacherSince} is null)`,
    ),
  ],
);

/** A child of an account: "the user" of the spec's API is the active child profile. */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    age: integer('age').notNull(),
    /** Generated kid-safe name ("BraveKnight42"): the only name other players ever see. */
    username: text('username').notNull(),
    profileImageUrl: text('profile_image_url'),
    /** Spec §3 User progress. */
    level: integer('level').notNull().default(1),
    points: integer('points').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    /** The child's puzzle rating: the next puzzles are chosen near it. */
    puzzleRating: integer('puzzle_rating').notNull().default(600),
    /**
     * The IANA zone of the child's calendar day (daily puzzle cap, streak, time per day): set
     * from the browser when the profile is made, not from each request, so a header cannot
     * move the day (decision record 020).
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * The language the child reads the app in (issue 27, decision 046), chosen by the parent
     * behind the gate; the server answers in it (http/locale.ts resolveLocale).
     */
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('child_profiles_username_unique').on(t.username),
    index('child_profiles_account_idx').on(t.accountId),
    check('child_profiles_age_check', sql`${t.age} between 6 and 12`),
    check('child_profiles_locale_check', oneOf(t.locale, LOCALES)),
  ],
);

/** express-session rows: sessions outlive a restart and are shared by every node. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);
