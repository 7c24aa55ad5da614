import type { StepSolutions } from '../lessons/build';
import { type StoryChapterContent } from './cast';
import { chapter1, chapter2, chapter3, chapter4, chapter5 } from './part-1';
import { chapter6, chapter7, chapter8, chapter9, chapter10 } from './part-2';
import { chapter11, chapter12, chapter13, chapter14, chapter15 } from './part-3';
import { chapter16, chapter17, chapter18, chapter19, chapter20 } from './part-4';

export { STORY_ART, STORY_SPEAKERS, type StoryArt, type StoryChapterContent, type StorySpeaker } from './cast';

// "Pip and the Frozen Board": one story in 20 chapters (spec §2 Story mode). Chapter N uses
// what the lessons have taught by then, in the lessons' order. Chapters 1-3 are free, 4-20
// premium (spec §6). Points: 40 for chapters 1-5, 50 for 6-10, 60 for 11-15, 75 for 16-20;
// with all 18 lessons (2460) and chapters 1-15 (750) a child has 3210 points, level 4, which
// opens chapters 16-20.

const all = [
  chapter1,
  chapter2,
  chapter3,
  chapter4,
  chapter5,
  chapter6,
  chapter7,
  chapter8,
  chapter9,
  chapter10,
  chapter11,
  chapter12,
  chapter13,
  chapter14,
  chapter15,
  chapter16,
  chapter17,
  chapter18,
  chapter19,
  chapter20,
];

export const storyChapters: StoryChapterContent[] = all.map((c) => c.chapter);

/** Server-only: a shortest way through every walking challenge, by step id (see lessonStepSolutions). */
export const storyStepSolutions: StepSolutions = Object.assign({}, ...all.map((c) => c.solutions)) as StepSolutions;
