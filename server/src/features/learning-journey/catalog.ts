import type { PathStepRule, PathStepView } from '@chess-quest/protocol/learning-journey';
import { learningPathCatalog, type LearningPathContent, type PathStepContent } from '../../content/learning-journey/paths';
import { lessonModules } from '../../content/lessons/index';
import { miniChallengeEntry } from '../../content/mini-challenges/catalog';
import { storyChapters } from '../../content/story/index';

/** A path's step with what the service needs: how much completes it and where Continue goes. */
export interface CatalogStep extends PathStepContent {
  index: number;
  target: number;
  href: string;
}

export interface CatalogPath extends Omit<LearningPathContent, 'steps'> {
  steps: CatalogStep[];
  xp: number;
}

const lessonSteps = new Map(lessonModules.map((m) => [m.id, m.steps.length]));
const storyChallenges = new Map(storyChapters.map((c) => [c.id, c.pages.filter((p) => p.type === 'challenge').length]));

/** How many things complete a step: every lesson step, every story challenge, or the count asked. */
export function targetOf(rule: PathStepRule): number {
  switch (rule.kind) {
    case 'lesson': {
      const steps = lessonSteps.get(rule.moduleId);
      if (!steps) throw new Error(`journey: no lesson module ${rule.moduleId}`);
      return steps;
    }
    case 'story': {
      const challenges = storyChallenges.get(rule.chapterId);
      if (challenges === undefined) throw new Error(`journey: no story chapter ${rule.chapterId}`);
      // A chapter without challenges completes with the chapter itself.
      return Math.max(1, challenges);
    }
    case 'mini-challenge':
      if (!miniChallengeEntry(rule.challengeId)) throw new Error(`journey: no mini challenge ${rule.challengeId}`);
      return 1;
    default:
      return rule.count;
  }
}

export function hrefOf(rule: PathStepRule): string {
  switch (rule.kind) {
    case 'lesson':
      return `/lessons/${rule.moduleId}`;
    case 'story':
      return `/story/${rule.chapterId}`;
    case 'puzzles':
      return '/puzzles';
    case 'ai-game':
      return '/ai-chess';
    case 'live-game':
      return '/multiplayer';
    case 'mini-challenge':
      return `/multiplayer/mini/${rule.challengeId}`;
  }
}

export const journeyCatalog: CatalogPath[] = learningPathCatalog.map((path) => {
  const steps = path.steps.map((step, index) => ({ ...step, index, target: targetOf(step.rule), href: hrefOf(step.rule) }));
  return { ...path, steps, xp: steps.reduce((sum, step) => sum + step.xp, 0) };
});

const byId = new Map(journeyCatalog.map((path) => [path.id, path]));

export function catalogPath(id: string): CatalogPath | undefined {
  return byId.get(id);
}

export function stepView(step: CatalogStep): PathStepView {
  return { key: step.key, title: step.title, description: step.description, kind: step.rule.kind, target: step.target, href: step.href, xp: step.xp };
}
