import type { LessonModule } from '@chess-quest/protocol/catalog';
import type { LessonModuleDetail } from '@chess-quest/protocol/lessons';
import { expect, test } from './fixtures';
import { playStep } from './lesson-player';
import { expectTaskThenBoard } from './screen-checks';
import { apiGet, expectAccessible, newParent, picture, signUpSeeded } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone a lesson's board is on the first screen, and its steps are one row that follows the child", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpSeeded(page, newParent(), null);
  const [firstModule] = await apiGet<LessonModule[]>(page, '/api/modules');
  if (!firstModule) throw new Error('the server has no lessons');
  const lesson = await apiGet<LessonModuleDetail>(page, `/api/modules/${firstModule.id}`);
  expect(lesson.steps.length, 'enough steps to need more than one row').toBeGreaterThan(6);
  await page.goto(`/lessons/${firstModule.id}`);
  await expect(page.getByRole('heading', { level: 2, name: lesson.steps[0]!.title })).toBeVisible();

  // The whole board fits on the first screen: the step dots no longer stand in rows above it.
  const board = await page.locator('[role="application"]').first().boundingBox();
  expect(board).not.toBeNull();
  expect(board!.y + board!.height, "the board's bottom edge").toBeLessThanOrEqual(844);
  // The step's task is read before the board: above its top edge, on the same first screen.
  await expectTaskThenBoard(page, page.getByTestId('step-instruction'), page.locator('[role="application"]').first(), 'step 1');
  const steps = page.getByRole('navigation', { name: 'Lesson steps' }).getByRole('button');
  await expect(steps).toHaveCount(lesson.steps.length);
  const tops = new Set<number>();
  for (const box of await steps.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)))) tops.add(box);
  expect(tops.size, 'one row of steps').toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing wider than the phone').toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await picture(page, 'lesson-phone.png');

  // Step by step, the current one stays in sight in its row.
  const row = page.getByRole('navigation', { name: 'Lesson steps' }).locator('ol');
  for (const [index, step] of lesson.steps.slice(0, 7).entries()) {
    await playStep(page, step, /^Next step/);
    const current = page.getByRole('navigation', { name: 'Lesson steps' }).locator('[aria-current="step"]');
    await expect(current).toHaveAccessibleName(new RegExp(`^Step ${index + 2}:`));
    const [rowBox, dotBox] = [await row.boundingBox(), await current.boundingBox()];
    expect(dotBox!.x, `step ${index + 2} not cut on the left`).toBeGreaterThanOrEqual(rowBox!.x - 1);
    expect(dotBox!.x + dotBox!.width, `step ${index + 2} not cut on the right`).toBeLessThanOrEqual(rowBox!.x + rowBox!.width + 1);
  }
  await picture(page, 'lesson-phone-step-8.png');
});
