import { and, asc, count, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accounts, childProfiles } from '../../db/schema/accounts';
import { aiGames } from '../../db/schema/ai';
import { boardThemes, pieceThemes } from '../../db/schema/content';
import { unlockedThemes } from '../../db/schema/customization';
import { games } from '../../db/schema/multiplayer';
import { userModules } from '../../db/schema/progress';
import { isPremium } from '../../domain/premium';
import type { Standing } from './rules';

type Db = Database | Tx;

/** The child's progress as the unlock conditions count it; null when the child is gone. */
export async function readStanding(db: Db, childId: string): Promise<Standing | null> {
  const [child] = await db
    .select({ accountId: childProfiles.accountId, level: childProfiles.level, points: childProfiles.points, status: accounts.subscriptionStatus })
    .from(childProfiles)
    .innerJoin(accounts, eq(accounts.id, childProfiles.accountId))
    .where(eq(childProfiles.id, childId));
  if (!child) return null;
  const [[aiWins], [liveWins], [lessons]] = await Promise.all([
    db
      .select({ n: count() })
      .from(aiGames)
      .where(and(eq(aiGames.childId, childId), eq(aiGames.winner, 'player'))),
    db
      .select({ n: count() })
      .from(games)
      .where(and(eq(games.winnerId, childId), eq(games.status, 'finished'))),
    db
      .select({ n: count() })
      .from(userModules)
      .where(and(eq(userModules.childId, childId), eq(userModules.completed, true))),
  ]);
  return {
    accountId: child.accountId,
    premium: isPremium(child.status),
    level: child.level,
    points: child.points,
    wins: (aiWins?.n ?? 0) + (liveWins?.n ?? 0),
    lessons: lessons?.n ?? 0,
  };
}

/** Theme ids the child has a row for (bought, or a condition recorded as met). */
export async function recordedUnlocks(db: Db, childId: string): Promise<Set<string>> {
  const rows = await db.select({ id: unlockedThemes.themeId }).from(unlockedThemes).where(eq(unlockedThemes.childId, childId));
  return new Set(rows.map((r) => r.id));
}

export async function readCatalogs(db: Db) {
  const [pieces, boards] = await Promise.all([
    db.select().from(pieceThemes).orderBy(asc(pieceThemes.sortOrder), asc(pieceThemes.id)),
    db.select().from(boardThemes).orderBy(asc(boardThemes.sortOrder), asc(boardThemes.id)),
  ]);
  return { pieces, boards };
}
