import { SKILL_LEVEL_GREEN, SKILL_LEVEL_YELLOW } from '@chess-quest/protocol/learning-journey';

/**
 * How a child reads a skill (issue 22): as a stage of growing, never as a failure. The spec's
 * bands stay (7 and up, 4 and up, below), but the lowest is a beginning, drawn in teal, not
 * red; the word "Level" is kept for the one Level of points (decision 033), and how sure the
 * assessment is stays with the grown-ups.
 */
export interface SkillStage {
  /** The stage in a word or two. */
  word: 'Just starting' | 'Growing' | 'Strong';
  /** Where the child stands, out of 10, without the word "Level". */
  steps: string;
  /** One friendly line under the bar. */
  hint: string;
  bar: string;
  text: string;
}

export function skillStage(level: number, confidence: number): SkillStage {
  const clamped = Math.min(10, Math.max(1, Math.round(level)));
  const steps = `${clamped} of 10`;
  if (confidence === 0) {
    return {
      word: 'Just starting',
      steps,
      hint: 'Not tried yet. Lessons, puzzles and games will grow this skill.',
      bar: 'bg-teal',
      text: 'text-teal-strong',
    };
  }
  if (clamped >= SKILL_LEVEL_GREEN) return { word: 'Strong', steps, hint: 'You are really good at this!', bar: 'bg-success', text: 'text-green-800' };
  if (clamped >= SKILL_LEVEL_YELLOW) return { word: 'Growing', steps, hint: 'Getting better every time you play.', bar: 'bg-sun', text: 'text-star' };
  return { word: 'Just starting', steps, hint: 'A great start! Every puzzle and lesson helps it grow.', bar: 'bg-teal', text: 'text-teal-strong' };
}
