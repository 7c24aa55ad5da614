import { eq, sql } from 'drizzle-orm';
import type { SkillAssessment } from '@chess-quest/protocol/learning-journey';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import type { Database } from '../../db/client';
import { skillAssessments } from '../../db/schema/learning';
import { readHistory } from './history';
import { skillSentenceIn } from './skill-sentences';
import { assessSkills } from './skills';

/**
 * GET /api/skill-assessments: assessed from the child's results each time it is read, and
 * stored, so lastAssessed says when a level last changed.
 */
export function createSkillsReader({ db, now }: { db: Database; now: () => Date }) {
  return async function readSkills(childId: string, locale: Locale = SOURCE_LOCALE): Promise<SkillAssessment[]> {
    const assessments = assessSkills(await readHistory(db, childId));
    const rows = await db.transaction(async (tx) => {
      for (const a of assessments) {
        await tx
          .insert(skillAssessments)
          .values({ childId, ...a, lastAssessed: now() })
          .onConflictDoUpdate({
            target: [skillAssessments.childId, skillAssessments.skillName],
            set: {
              level: a.level,
              confidence: a.confidence,
              strengths: a.strengths,
              weaknesses: a.weaknesses,
              // Unchanged results keep the day they were last assessed differently.
              lastAssessed: sql`case when ${skillAssessments.level} = ${a.level} and ${skillAssessments.confidence} = ${a.confidence} then ${skillAssessments.lastAssessed} else ${now()} end`,
            },
          });
      }
      return tx.select().from(skillAssessments).where(eq(skillAssessments.childId, childId));
    });
    const order = new Map(assessments.map((a, i) => [a.skillName, i]));
    return rows
      .filter((row) => order.has(row.skillName as SkillAssessment['skillName']))
      .sort((a, b) => order.get(a.skillName as SkillAssessment['skillName'])! - order.get(b.skillName as SkillAssessment['skillName'])!)
      .map((row) => ({
        id: row.id,
        skillName: row.skillName as SkillAssessment['skillName'],
        level: row.level,
        confidence: row.confidence,
        strengths: row.strengths.map((sentence) => skillSentenceIn(sentence, locale)),
        weaknesses: row.weaknesses.map((sentence) => skillSentenceIn(sentence, locale)),
        lastAssessed: row.lastAssessed.toISOString(),
      }));
  };
}
