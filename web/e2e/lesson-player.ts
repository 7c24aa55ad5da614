import type { Page } from '@playwright/test';
import type { LessonModuleDetail, LessonStep } from '@chess-quest/protocol/lessons';
import { solveStep } from '@chess-quest/protocol/lessons/step-solver';
import { expect } from './fixtures';

// Playing lesson steps in the step player (learning.spec.ts plays a whole lesson on the board),
// and finishing a lesson through the app's own API for journeys whose subject is what a
// finished lesson leads to (customization.spec.ts: its points buy a theme; journey.spec.ts:
// the learning path moves on).

/**
 * Types one move into the board's "Type a move" box. The box empties once the board takes
 * the move, or goes away when that move finished the step or puzzle (nothing left to type).
 */
export async function typeMove(page: Page, move: string) {
  const box = page.getByLabel('Type a move');
  await box.fill(move);
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(async () => {
    expect((await box.count()) === 0 || (await box.inputValue()) === '').toBe(true);
  }).toPass({ timeout: 7_000 });
}

/** The moves that finish a step with 3 stars: a shortest walk, or the listed answer. */
export function movesFor(step: LessonStep): string[] {
  switch (step.kind) {
    case 'explain':
      return [];
    case 'find-move':
      return [step.solutions[0]!];
    case 'collect-stars':
    case 'capture-all': {
      const moves = solveStep(step);
      if (!moves) throw new Error(`no solution found for step ${step.id}`);
      return moves;
    }
  }
}

/**
 * Plays one step in the step player. An explain step is left with its Next button; a played
 * step shows its result (3 stars, as the moves are the shortest), then `next` moves on.
 */
export async function playStep(page: Page, step: LessonStep, next: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name: step.title })).toBeVisible();
  if (step.kind === 'explain') {
    await page.getByRole('button', { name: next }).click();
    return;
  }
  for (const move of movesFor(step)) await typeMove(page, move);
  const result = page.getByTestId('step-result');
  await expect(result).toBeVisible();
  await expect(result.getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
  await expect(result).toContainText(step.successText);
  await result.getByRole('button', { name: next }).click();
}

/**
 * Finishes a lesson through the app's own API, step by step, with the moves the board sends
 * (the server replays them with the board's rules and pays as for a lesson played on screen).
 */
export async function finishLessonByApi(page: Page, moduleId: string): Promise<LessonModuleDetail> {
  const lesson = (await (await page.request.get(`/api/modules/${moduleId}`)).json()) as LessonModuleDetail;
  for (const [index, step] of lesson.steps.entries()) {
    const response = await page.request.post(`/api/modules/${moduleId}/steps/${index}/complete`, { data: { moves: movesFor(step) } });
    expect(response.ok(), `step ${index + 1} of ${moduleId}: ${await response.text()}`).toBe(true);
  }
  return lesson;
}
