import { describe, expect, it } from 'vitest';
import { skillStage } from './skill-stage';

describe('a skill as a child reads it', () => {
  it('shows a beginner a beginning: "Just starting", in teal, never red, with no certainty figure', () => {
    for (const [level, confidence] of [
      [1, 0],
      [1, 35],
      [3, 100],
    ] as const) {
      const stage = skillStage(level, confidence);
      expect(stage.word).toBe('Just starting');
      expect(`${stage.bar} ${stage.text}`).not.toMatch(/red|danger/);
      expect(`${stage.word} ${stage.steps} ${stage.hint}`).not.toMatch(/%|sure/i);
    }
    expect(skillStage(1, 0).hint).toBe('Not tried yet. Lessons, puzzles and games will grow this skill.');
  });

  it('grows at the spec\'s bands: 4 and up "Growing", 7 and up "Strong"', () => {
    expect(skillStage(4, 50).word).toBe('Growing');
    expect(skillStage(6, 50).word).toBe('Growing');
    expect(skillStage(7, 50).word).toBe('Strong');
    expect(skillStage(10, 100).word).toBe('Strong');
  });

  it('says where the child stands out of 10 without a second "Level" (decision 033)', () => {
    expect(skillStage(3, 40).steps).toBe('3 of 10');
    expect(skillStage(0, 0).steps).toBe('1 of 10');
    expect(skillStage(12, 100).steps).toBe('10 of 10');
    for (let level = 1; level <= 10; level += 1) expect(JSON.stringify(skillStage(level, 60))).not.toMatch(/level/i);
  });
});
