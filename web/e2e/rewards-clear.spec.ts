import type { Page } from '@playwright/test';
import type { UserProgress } from '@chess-quest/protocol/auth';
import type { LessonModuleDetail, LessonStep } from '@chess-quest/protocol/lessons';
import { solveStep } from '@chess-quest/protocol/lessons/step-solver';
import { levelTitle } from '@chess-quest/protocol/progress';
import { expect, test } from './fixtures';
import { apiGet, expectAccessible, newParent, picture, recordCelebrations, signUpSeeded } from './support';

// Issue 22, "Rewards a child can understand": a new child is greeted "Welcome" (not "Welcome
// back"); one level everywhere (the banner's Level is the dashboard's, no "XP level"); reward
// names of their own; skills as a beginning, without a certainty figure.

const SIZES = [
  [390, 844],
  [1366, 900],
] as const;

async function screenshots(page: Page, name: string) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await picture(page, `${name}-${width}.png`);
  }
}

function movesFor(step: LessonStep): string[] {
  if (step.kind === 'explain') return [];
  if (step.kind === 'find-move') return [step.solutions[0]!];
  const moves = solveStep(step);
  if (!moves) throw new Error(`no solution found for step ${step.id}`);
  return moves;
}

/** Finishes a lesson through the API, as the step player sends it, while the page stays open. */
async function finishLesson(page: Page, moduleId: string) {
  const lesson = await apiGet<LessonModuleDetail>(page, `/api/modules/${moduleId}`);
  for (const [index, step] of lesson.steps.entries()) {
    const response = await page.request.post(`/api/modules/${moduleId}/steps/${index}/complete`, {
      data: { moves: movesFor(step) },
      headers: { 'x-time-zone': 'Europe/London' },
    });
    expect(response.ok(), `${moduleId} step ${index}: ${response.status()}`).toBe(true);
  }
}

test('a new child is welcomed, sees one level on the banner and the dashboard, and reads skills as a beginning', async ({ page }) => {
  // Six lessons' worth of steps and a burst of celebrations on a shared two-core machine.
  test.setTimeout(540_000);
  const seen = await recordCelebrations(page);
  const parent = newParent();
  await signUpSeeded(page, parent);

  // 1. The very first dashboard: "Welcome", not "Welcome back".
  const greeting = page.getByTestId('greeting');
  await expect(greeting).toContainText(`Welcome, ${parent.childFirstName}!`);
  await expect(greeting).not.toContainText('Welcome back');
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  await expect(page.getByText(levelTitle(1))).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'dashboard-first-visit');
  await page.setViewportSize({ width: 390, height: 844 });

  // 2. Lessons until the Level rises; the page stays on the dashboard, where the banner comes.
  const modules = await apiGet<{ id: string; requiredLevel: number }[]>(page, '/api/modules');
  const levelUp = page.getByTestId('celebration').filter({ hasText: 'Level up!' });
  // Celebrations take turns, a few seconds each: the page's time stands still while the lessons
  // are sent, then moves on in steps until the Level's turn, which is photographed at both sizes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
  for (const lesson of modules.filter((m) => m.requiredLevel === 1)) {
    await finishLesson(page, lesson.id);
    // The lesson's points are the child's at once; the rewards' points follow their facts.
    const progress = await apiGet<UserProgress>(page, '/api/user/progress');
    if (progress.level >= 2) break;
  }
  await expect
    .poll(
      async () => {
        if (await levelUp.isVisible()) return true;
        await page.clock.runFor(500);
        return false;
      },
      { timeout: 120_000, intervals: [50] },
    )
    .toBe(true);
  await screenshots(page, 'level-up');
  await page.clock.resume();
  await page.setViewportSize({ width: 390, height: 844 });
  const progress = await apiGet<UserProgress>(page, '/api/user/progress');
  expect(progress.level).toBe(2);
  const levelCelebrations = seen.filter((text) => text.includes('Level up!'));
  expect(levelCelebrations).toEqual([`Level up!Level ${progress.level} · ${levelTitle(progress.level)}`]);
  // Nothing a child reads names a second level.
  expect(seen.filter((text) => /XP level/i.test(text))).toEqual([]);

  // 3. The dashboard says the same Level and name as the banner, and now "Welcome back".
  await expect(page.getByText(`Level ${progress.level}`, { exact: true })).toBeVisible();
  await expect(page.getByText(levelTitle(progress.level), { exact: true })).toBeVisible();
  await page.reload();
  await expect(greeting).toContainText(`Welcome back, ${parent.childFirstName}!`);
  await expect(page.getByText(`Level ${progress.level}`, { exact: true })).toBeVisible();
  await screenshots(page, 'dashboard-after-level-up');

  // 4. /achievements: the same Level card, XP as a count; the medals' names are their own.
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 2, name: `Level ${progress.level}`, exact: true })).toBeVisible();
  await expect(page.getByText(levelTitle(progress.level), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'XP', exact: true })).toBeVisible();
  await expect(page.getByText(/XP level/i)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Special' }).click();
  await expect(page.getByRole('heading', { name: 'Collector', exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'achievements');
  await page.getByRole('tab', { name: 'Social' }).click();
  await expect(page.getByRole('heading', { name: 'Rating Climber' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Four Digits' })).toHaveCount(0);

  await page.goto('/multiplayer?tab=medals');
  await expect(page.getByText('Total available')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Treasure Finder', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Collector', exact: true })).toHaveCount(0);
  await screenshots(page, 'medals');

  // 5. Skills: words of growing, no red, no certainty figure.
  await page.goto('/learning-journey');
  await page.getByRole('tab', { name: 'Skills' }).click();
  const skills = page.locator('[data-testid^="skill-"]');
  await expect(skills.first()).toBeVisible();
  await expect(page.getByTestId('skill-forks')).toContainText('Just starting');
  const cards = page.getByRole('tabpanel', { name: 'Skills' });
  await expect(cards).not.toContainText('%');
  await expect(cards).not.toContainText(/sure|Level/);
  await expect(skills.locator('[class*="red"]')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'skills');
});
