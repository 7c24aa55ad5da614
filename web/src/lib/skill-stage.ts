import { msg } from '@lingui/core/macro';
import { SKILL_LEVEL_GREEN, SKILL_LEVEL_YELLOW } from '@chess-quest/protocol/learning-journey';
import { i18n } from './i18n';

/**
 * How a child reads a skill (issue 22): as a stage of growing, never as a failure. The spec's
 * bands stay (7 and up, 4 and up, below), but the lowest is a beginning, drawn in teal, not
 * red; the word "Level" is kept for the one Level of points (decision 033), and how sure the
 * assessment is stays with the grown-ups.
 */
export interface SkillStage {
  /** Which stage it is. */
  stage: 'starting' | 'growing' | 'strong';
  /** The stage in a word or two, in the reader's language ("Just starting", "Growing", "Strong"). */
  word: string;
  /** Where the child stands, out of 10, without the word "Level". */
  steps: string;
  /** One friendly line under the bar. */
  hint: string;
  bar: string;
  text: string;
}

/** The words of each stage, said while rendering (call skillStage in a component that reads useLingui()). */
export function skillStage(level: number, confidence: number): SkillStage {
  const clamped = Math.min(10, Math.max(1, Math.round(level)));
  const steps = i18n._(msg`${clamped} of 10`);
  const starting = { stage: 'starting' as const, word: i18n._(msg`Just starting`), steps, bar: 'bg-teal', text: 'text-teal-strong' };
  if (confidence === 0) return { ...starting, hint: i18n._(msg`Not tried yet. Lessons, puzzles and games will grow this skill.`) };
  if (clamped >= SKILL_LEVEL_GREEN) {
    return {
      stage: 'strong',
      word: i18n._(msg`Strong`),
      steps,
      hint: i18n._(msg`You are really good at this!`),
      bar: 'bg-success',
      text: 'text-green-800',
    };
  }
  if (clamped >= SKILL_LEVEL_YELLOW) {
    return {
      stage: 'growing',
      word: i18n._(msg`Growing`),
      steps,
      hint: i18n._(msg`Getting better every time you play.`),
      bar: 'bg-sun',
      text: 'text-star',
    };
  }
  return { ...starting, hint: i18n._(msg`A great start! Every puzzle and lesson helps it grow.`) };
}
