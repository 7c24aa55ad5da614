import { describe, expect, it } from 'vitest';
import { lessonModules } from '../../content/lessons/index';
import { translationOf } from '../../content/i18n/kinds';
import { itemTitle } from './review';

// A spaced-review item's title in the child's language (issue 27): the lesson's and the step's
// titles come from the lessons' translation, the words around them from review.es.ts.

describe('review item titles', () => {
  const lesson = lessonModules.find((module) => module.id === 'the-rook')!;
  const step = lesson.steps[1]!;

  it('names a lesson step in English as before, and in Spanish from the lesson translation', () => {
    expect(itemTitle({ kind: 'lesson-step', ref: lesson.id }, undefined, lesson, step, 'en')).toBe(`The Rook: ${step.title}`);
    const es = translationOf('lessons', 'es')!;
    expect(itemTitle({ kind: 'lesson-step', ref: lesson.id }, undefined, lesson, step, 'es')).toBe(
      `La torre: ${String(es[`the-rook/${step.id}`]!.title)}`,
    );
    expect(itemTitle({ kind: 'lesson-step', ref: 'gone' }, undefined, undefined, undefined, 'es')).toBe('Una lección: un paso');
  });

  it('names a puzzle, and one gone from the library', () => {
    expect(itemTitle({ kind: 'puzzle', ref: 'x' }, 'Fork!', undefined, undefined, 'en')).toBe('Puzzle: Fork!');
    expect(itemTitle({ kind: 'puzzle', ref: 'x' }, undefined, undefined, undefined, 'en')).toBe('Puzzle: one to try again');
    expect(itemTitle({ kind: 'puzzle', ref: 'x' }, undefined, undefined, undefined, 'es')).toBe('Problema: uno para volver a intentar');
  });
});
