import { describe, expect, it } from 'vitest';
import { learningPathSchema, pathStepSchema } from '@chess-quest/protocol/learning-journey';
import { journeyCatalog, targetOf } from '../../features/learning-journey/catalog';
import { storyChapters } from '../story/index';
import { learningPathCatalog } from './paths';

describe('learning path content', () => {
  it('has the six paths of the skill tree, each a valid path answer with real steps', () => {
    expect(learningPathCatalog.map((p) => p.name)).toEqual([
      'Chess Basics',
      'Basic Tactics',
      'Endgame Basics',
      'Advanced Tactics',
      'Chess Strategy',
      'Grandmaster Level',
    ]);
    for (const path of journeyCatalog) {
      learningPathSchema.parse({ ...path, steps: path.steps.map((s) => ({ ...s, kind: s.rule.kind })), locked: false });
      expect(new Set(path.steps.map((s) => s.key)).size, path.id).toBe(path.steps.length);
      for (const step of path.steps) {
        pathStepSchema.parse(step.rule);
        // Throws for a lesson or chapter that does not exist.
        expect(targetOf(step.rule)).toBeGreaterThan(0);
      }
    }
  });

  it('asks only for free content, so every child can finish every path', () => {
    const free = new Set(storyChapters.filter((c) => !c.isPremium).map((c) => c.id));
    for (const step of learningPathCatalog.flatMap((p) => p.steps)) {
      if (step.rule.kind === 'story') expect(free.has(step.rule.chapterId), step.key).toBe(true);
      if (step.rule.kind === 'ai-game') expect(step.rule.level).not.toBe('hard');
    }
  });

  it('has prerequisites that exist and come earlier (no circles)', () => {
    const seen = new Set<string>();
    for (const path of learningPathCatalog) {
      for (const prerequisite of path.prerequisites) expect(seen.has(prerequisite), `${path.id} needs ${prerequisite}`).toBe(true);
      seen.add(path.id);
    }
    expect(learningPathCatalog[0]!.prerequisites).toEqual([]);
  });
});
