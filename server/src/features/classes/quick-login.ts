import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  CLASS_CODE_ALPHABET,
  CLASS_MESSAGES,
  QUICK_CODE_LENGTH,
  QUICK_CODE_VALIDITY,
  QUICK_LOGIN_LIMITS,
  type QuickCodes,
  type QuickCodeValidity,
} from '@chess-quest/protocol/classes';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { accounts, childProfiles, sessions } from '../../db/schema/accounts';
import { classStudents, quickLoginFailures, studentQuickCodes } from '../../db/schema/classes';
import type { SessionIdentity } from '../../domain/accounts';
import { conflict, HttpError } from '../../http/errors';
import { SignInPaused, type TeacherHold } from './service';

/** A student whose sessions the route must drop from caches and sockets. */
export interface SignedOutStudent {
  accountId: string;
  childId: string;
}

function newQuickCode(): string {
  return Array.from({ length: QUICK_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)]).join('');
}

/**
 * Quick-login codes (decision 036): a code per student account, made by a teacher of the class,
 * working until its expiry, stored only as an HMAC-SHA-256 under the server's secret (a copy of
 * the database alone cannot be searched for codes: 31^8 plain hashes could be). Renewing replaces
 * the row, so the old code ends, and signs the student out everywhere. Wrong codes are counted in
 * the database per address (a hash of it): 30 in 10 minutes, then that address waits.
 */
export function createQuickLogin({
  db,
  secret,
  hold,
}: {
  db: Database;
  secret: string;
  hold: (accountId: string, classId: string) => Promise<TeacherHold>;
}) {
  const codeHash = (code: string) => createHmac('sha256', secret).update(`quick-login:${code}`).digest('hex');
  const addressHash = (address: string) => createHash('sha256').update(`quick-login-address:${address}`).digest('hex');

  async function endSessions(accountIds: string[]): Promise<void> {
    if (accountIds.length === 0) return;
    await db.delete(sessions).where(inArray(sql`${sessions.data} -> 'passport' -> 'user' ->> 'accountId'`, accountIds));
  }

  return {
    /**
     * New codes for one student account of the class (studentId), or for every student account
     * in it (null). A family's child has no code (409 when named; skipped for the whole class).
     */
    async renew(
      accountId: string,
      classId: string,
      studentId: string | null,
      validFor: QuickCodeValidity,
      now = new Date(),
    ): Promise<{ codes: QuickCodes; signedOut: SignedOutStudent[] }> {
      const { row } = await hold(accountId, classId);
      const students = await db
        .select({ child: childProfiles, kind: accounts.kind })
        .from(classStudents)
        .innerJoin(childProfiles, eq(childProfiles.id, classStudents.childId))
        .innerJoin(accounts, eq(accounts.id, childProfiles.accountId))
        .where(and(eq(classStudents.classId, classId), studentId ? eq(classStudents.childId, studentId) : undefined))
        .orderBy(asc(childProfiles.firstName), asc(childProfiles.id));
      if (studentId) {
        if (students.length === 0) throw new HttpError(404, CLASS_MESSAGES.studentNotFound);
        if (students[0]!.kind !== 'student') throw conflict(CLASS_MESSAGES.familyChild);
      }
      const chosen = students.filter((student) => student.kind === 'student').map((student) => student.child);
      const expiresAt = new Date(now.getTime() + QUICK_CODE_VALIDITY[validFor]);
      for (let attempt = 1; ; attempt += 1) {
        const codes = chosen.map(() => newQuickCode());
        try {
          await db.transaction(async (tx) => {
            for (const [index, child] of chosen.entries()) {
              const values = { childId: child.id, codeHash: codeHash(codes[index]!), expiresAt, createdAt: now };
              await tx
                .insert(studentQuickCodes)
                .values(values)
                .onConflictDoUpdate({ target: studentQuickCodes.childId, set: { codeHash: values.codeHash, expiresAt, createdAt: now } });
            }
          });
          await endSessions(chosen.map((child) => child.accountId));
          return {
            codes: {
              classId,
              className: row.name,
              expiresAt: expiresAt.toISOString(),
              validFor,
              codes: chosen.map((child, index) => ({
                studentId: child.id,
                firstName: child.firstName,
                username: child.username,
                profileImageUrl: child.profileImageUrl,
                quickCode: codes[index]!,
              })),
            },
            signedOut: chosen.map((child) => ({ accountId: child.accountId, childId: child.id })),
          };
        } catch (error) {
          // Two codes drew the same 8 characters (31^8): draw them all again.
          if (!isUniqueViolation(error) || attempt >= 5) throw error;
        }
      }
    },

    /** Signs a student in with a quick-login code; wrong codes are counted per address before anything else. */
    async signIn(code: string, address: string, now = new Date()): Promise<SessionIdentity> {
      const limits = QUICK_LOGIN_LIMITS;
      const from = addressHash(address);
      const windowStart = new Date(now.getTime() - limits.addressWindowMs);
      const [recent] = await db
        .select({ n: count(), oldest: sql<string | Date | null>`min(${quickLoginFailures.failedAt})` })
        .from(quickLoginFailures)
        .where(and(eq(quickLoginFailures.addressHash, from), gt(quickLoginFailures.failedAt, windowStart)));
      if (Number(recent?.n ?? 0) >= limits.addressWrongTries) {
        const oldest = recent?.oldest ? new Date(recent.oldest) : now;
        const until = oldest.getTime() + limits.addressWindowMs;
        throw new SignInPaused(CLASS_MESSAGES.quickCodesPaused, Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
      }

      const hash = codeHash(code);
      const [found] = await db
        .select({ hash: studentQuickCodes.codeHash, expiresAt: studentQuickCodes.expiresAt, child: childProfiles })
        .from(studentQuickCodes)
        .innerJoin(classStudents, eq(classStudents.childId, studentQuickCodes.childId))
        .innerJoin(childProfiles, eq(childProfiles.id, studentQuickCodes.childId))
        .innerJoin(accounts, and(eq(accounts.id, childProfiles.accountId), eq(accounts.kind, 'student')))
        .where(eq(studentQuickCodes.codeHash, hash));
      // The index found the row by its hash; the hashes are compared again in constant time.
      const matches = found !== undefined && timingSafeEqual(Buffer.from(found.hash, 'hex'), Buffer.from(hash, 'hex'));
      if (!matches) {
        await db.transaction(async (tx) => {
          await tx.insert(quickLoginFailures).values({ addressHash: from, failedAt: now });
          // Every address's tries older than the window: the table holds only the last window's.
          await tx.delete(quickLoginFailures).where(lt(quickLoginFailures.failedAt, windowStart));
        });
        throw new HttpError(401, CLASS_MESSAGES.wrongQuickCode);
      }
      if (found.expiresAt.getTime() <= now.getTime()) throw new HttpError(401, CLASS_MESSAGES.expiredQuickCode);
      return { accountId: found.child.accountId, childId: found.child.id };
    },
  };
}

export type QuickLoginService = ReturnType<typeof createQuickLogin>;
