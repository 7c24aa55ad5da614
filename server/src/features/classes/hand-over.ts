import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classes, classTeachers } from '../../db/schema/classes';

/**
 * Before an account is closed (in the closing transaction): each class it owns goes to its
 * co-teacher who joined it first, who becomes the owner; its students, news, assignments and
 * races stay. A class with no co-teacher goes with the account (the foreign key), and its
 * students with it (the orphan sweep, decision 036). Answers how many classes were handed over.
 */
export async function handOverClasses(tx: Tx, accountId: string): Promise<number> {
  const owned = await tx.select({ id: classes.id }).from(classes).where(eq(classes.ownerAccountId, accountId)).for('update');
  let handed = 0;
  for (const { id } of owned) {
    const [next] = await tx
      .select({ accountId: classTeachers.accountId })
      .from(classTeachers)
      .where(and(eq(classTeachers.classId, id), ne(classTeachers.accountId, accountId)))
      .orderBy(asc(classTeachers.addedAt), asc(classTeachers.accountId))
      .limit(1);
    if (!next) continue;
    await tx.update(classes).set({ ownerAccountId: next.accountId }).where(eq(classes.id, id));
    await tx
      .update(classTeachers)
      .set({ role: 'owner' })
      .where(and(eq(classTeachers.classId, id), eq(classTeachers.accountId, next.accountId)));
    handed += 1;
  }
  return handed;
}
