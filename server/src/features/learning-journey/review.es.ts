import type { ContentTexts } from '../../content/i18n/texts';

// Spanish of the titles review.ts gives the items of the spaced review (issue 27), keyed by the
// item's kind: {title} is the puzzle's title, {lesson} and {step} the lesson's and the step's
// (each already in Spanish); the `unknown…` texts stand in when one is gone from the content.

export const reviewItemsEs = {
  puzzle: { title: 'Problema: {title}', unknownTitle: 'uno para volver a intentar' },
  'lesson-step': { title: '{lesson}: {step}', unknownLesson: 'Una lección', unknownStep: 'un paso' },
} satisfies ContentTexts;
