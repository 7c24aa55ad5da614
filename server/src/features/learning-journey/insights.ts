import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChildFact, FactOf } from '@chess-quest/protocol/facts';
import type { InsightPriority } from '@chess-quest/protocol/learning-journey';
import type { Tx } from '../../db/client';
import { puzzleAttempts } from '../../db/schema/progress';
import { puzzles } from '../../db/schema/content';
import { learningInsights } from '../../db/schema/learning';
import { journeyCatalog } from './catalog';
import { recentGames } from './history';
import { leadingCleanSolves, QUEEN_LOST, queenLostEarly, STREAK_LENGTHS, STRUGGLE, THEME_WORDS } from './insight-rules';
import type { StepCompletion } from './step-progress';

/** An insight's values, stored beside its English so that it is said again in the reader's language (insight-texts.ts). */
export type InsightParams = Readonly<Record<string, string | number | readonly string[]>>;

interface InsightDraft {
  dedupeKey: string;
  /** Which sentence it is (a key of insights.es.ts), and its values. */
  kind: string;
  params: InsightParams;
  title: string;
  message: string;
  type: string;
  priority: InsightPriority;
  actionHref: string | null;
  actionLabel: string | null;
}

const dayOf = (fact: ChildFact) => fact.at.slice(0, 10);

async function themeTries(tx: Tx, childId: string, theme: string) {
  const rows = await tx
    .select({ solved: puzzleAttempts.solved, attempts: puzzleAttempts.attempts })
    .from(puzzleAttempts)
    .innerJoin(puzzles, eq(puzzles.id, puzzleAttempts.puzzleId))
    .where(and(eq(puzzleAttempts.childId, childId), sql`${theme} = any(${puzzles.themes})`))
    .orderBy(desc(puzzleAttempts.createdAt))
    .limit(25);
  return rows.map((row) => ({ clean: row.solved && row.attempts <= 1 }));
}

function puzzleInsights(fact: FactOf<'puzzle.attempted'>, tries: Map<string, { clean: boolean }[]>): InsightDraft[] {
  const drafts: InsightDraft[] = [];
  for (const [theme, list] of tries) {
    const words = THEME_WORDS[theme]!;
    const streak = leadingCleanSolves(list);
    if (fact.solved && (STREAK_LENGTHS as readonly number[]).includes(streak)) {
      drafts.push({
        dedupeKey: `streak:${theme}:${streak}:${dayOf(fact)}`,
        kind: 'streak',
        params: { streak, theme },
        title: `You found ${streak} ${words.plural} in a row!`,
        message: `Every one on the first try. Keep going, you are getting really good at ${words.plural}.`,
        type: 'streak',
        priority: 'normal',
        actionHref: '/puzzles',
        actionLabel: 'Solve another puzzle',
      });
    }
    const recent = list.slice(0, STRUGGLE.of);
    if (!fact.solved && recent.length === STRUGGLE.of && recent.filter((t) => !t.clean).length >= STRUGGLE.misses) {
      drafts.push({
        dedupeKey: `struggle:${theme}:${dayOf(fact)}`,
        kind: 'struggle',
        params: { misses: STRUGGLE.misses, of: STRUGGLE.of, theme },
        title: `${words.plural[0]!.toUpperCase()}${words.plural.slice(1)} are tricky`,
        message: `${STRUGGLE.misses} of your last ${STRUGGLE.of} puzzles with ${words.plural} needed another try. The lesson '${words.lessonTitle}' can help.`,
        type: 'practice',
        priority: 'high',
        actionHref: `/lessons/${words.lessonId}`,
        actionLabel: `Open '${words.lessonTitle}'`,
      });
    }
  }
  return drafts;
}

async function gameInsights(tx: Tx, fact: FactOf<'ai.game.finished'> | FactOf<'multiplayer.game.finished'>): Promise<InsightDraft[]> {
  const drafts: InsightDraft[] = [];
  if (fact.type === 'ai.game.finished' && fact.result === 'win') {
    const next = fact.level === 'easy' ? 'Medium' : fact.level === 'medium' ? 'Hard' : null;
    const level = `${fact.level[0]!.toUpperCase()}${fact.level.slice(1)}`;
    drafts.push({
      dedupeKey: `ai-win:${fact.level}`,
      kind: next ? 'ai-win' : 'ai-win-strongest',
      params: next ? { level: fact.level, next: fact.level === 'easy' ? 'medium' : 'hard' } : { level: fact.level },
      title: `You beat the ${level} computer!`,
      message: next ? `What a game! When you feel ready, try ${next}.` : 'You beat the strongest computer. Amazing!',
      type: 'milestone',
      priority: 'normal',
      actionHref: '/ai-chess',
      actionLabel: 'Play again',
    });
  }
  const recent = await recentGames(tx, fact.childId, QUEEN_LOST.of);
  const lost = recent.filter((game) => queenLostEarly(game.moves, game.colour)).length;
  if (recent.length === QUEEN_LOST.of && lost >= QUEEN_LOST.games && queenLostEarly(fact.moves, fact.colour)) {
    drafts.push({
      dedupeKey: `queen-early:${dayOf(fact)}`,
      kind: 'queen-early',
      params: { lost, of: QUEEN_LOST.of, lesson: 'piece-values' },
      title: 'Keep your queen safe',
      message: `Your queen was captured early in ${lost} of your last ${QUEEN_LOST.of} games. The lesson 'What Pieces Are Worth' can help.`,
      type: 'practice',
      priority: 'high',
      actionHref: '/lessons/piece-values',
      actionLabel: "Open 'What Pieces Are Worth'",
    });
  }
  return drafts;
}

function pathInsights(completions: readonly StepCompletion[]): InsightDraft[] {
  return completions
    .filter((c) => c.pathCompleted)
    .map(({ path }) => {
      const openedPaths = journeyCatalog.filter((p) => p.prerequisites.includes(path.id));
      const opened = openedPaths.map((p) => p.name);
      const params: InsightParams = opened.length ? { path: path.id, paths: openedPaths.map((p) => p.id) } : { path: path.id };
      return {
        dedupeKey: `path-completed:${path.id}`,
        kind: opened.length ? 'path-completed' : 'path-completed-last',
        params,
        title: `You finished ${path.name}!`,
        message: opened.length ? `Now you can start ${opened.join(' or ')}.` : 'You finished the whole journey. You are a true champion!',
        type: 'milestone',
        priority: 'high' as const,
        actionHref: '/learning-journey',
        actionLabel: 'See your paths',
      };
    });
}

/** Writes the insights this fact gives rise to, each once per child (dedupe key). */
export async function writeInsights(tx: Tx, fact: ChildFact, completions: readonly StepCompletion[]): Promise<void> {
  const drafts: InsightDraft[] = pathInsights(completions);
  if (fact.type === 'puzzle.attempted') {
    const tries = new Map<string, { clean: boolean }[]>();
    for (const theme of fact.themes.filter((t) => t in THEME_WORDS)) tries.set(theme, await themeTries(tx, fact.childId, theme));
    drafts.push(...puzzleInsights(fact, tries));
  }
  if (fact.type === 'ai.game.finished' || fact.type === 'multiplayer.game.finished') drafts.push(...(await gameInsights(tx, fact)));
  if (fact.type === 'lesson.module.completed' && fact.threeStarSteps === fact.steps) {
    drafts.push({
      dedupeKey: `perfect-lesson:${fact.moduleId}`,
      kind: 'perfect-lesson',
      params: {},
      title: 'A perfect lesson!',
      message: 'Three stars on every step. Your next lesson is waiting.',
      type: 'milestone',
      priority: 'low',
      actionHref: '/lessons',
      actionLabel: 'Next lesson',
    });
  }
  if (drafts.length === 0) return;
  await tx
    .insert(learningInsights)
    .values(drafts.map((draft) => ({ ...draft, childId: fact.childId, createdAt: new Date(fact.at) })))
    .onConflictDoNothing();
}
