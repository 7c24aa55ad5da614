import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { LessonModuleDetail } from '@chess-quest/protocol/lessons';
import { expect, test } from './fixtures';
import { finishLessonByApi } from './lesson-player';
import { apiGet, expectAccessible, fillDemoCard, newParent, picture, signUpSeeded, toasts } from './support';

const library = JSON.parse(readFileSync(new URL('../../server/src/content/puzzles/library.json', import.meta.url), 'utf8')) as {
  id: string;
  themes: string[];
  solution: string[];
}[];

async function screenshots(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `${name}-${width}.png`, { fullPage: true });
  }
}

test('a child starts the first path, completes its first step with its lesson, and sees skills and an insight', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpSeeded(page, newParent(), '/learning-journey');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning Journey' })).toBeVisible();
  await expect(page.getByText('No path under way yet.')).toBeVisible();

  await page.getByRole('tab', { name: 'Learning Paths' }).click();
  const basics = page.getByTestId('path-chess-basics');
  const tactics = page.getByTestId('path-basic-tactics');
  await expect(tactics).toContainText('Finish Chess Basics to unlock this path.');
  await expect(tactics.getByRole('button')).toHaveCount(0);
  // The server refuses a locked path too.
  expect((await page.request.post('/api/learning-paths/basic-tactics/start')).status()).toBe(403);
  await expectAccessible(page);
  await screenshots(page, 'paths-new');

  await basics.getByRole('button', { name: 'Start Path' }).click();
  await expect(toasts(page)).toContainText('Learning Path Started!');
  await basics.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/lessons\/the-board$/);

  // The lesson opens on its first step; it is finished with the moves the board sends (the
  // step player itself is learning.spec.ts's and rewards-journey.spec.ts's).
  const lesson = await apiGet<LessonModuleDetail>(page, '/api/modules/the-board');
  await expect(page.getByRole('heading', { level: 2, name: lesson.steps[0]!.title })).toBeVisible();
  await finishLessonByApi(page, 'the-board');

  await page.goto('/learning-journey?tab=paths');
  await expect(basics).toContainText('9% · step 2 of 11', { timeout: 15_000 });
  await expect(basics).toContainText('Next: Mini challenge: Light Up!');
  await screenshots(page, 'paths-started');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Chess Basics' })).toBeVisible();
  await screenshots(page, 'overview');

  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByTestId('skill-forks')).toContainText('1 of 10');
  // Five fork puzzles solved on the first try.
  for (const puzzle of library.filter((p) => p.themes.includes('fork')).slice(0, 5)) {
    const response = await page.request.post(`/api/user/puzzles/${puzzle.id}/attempt`, {
      data: { solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: puzzle.solution.filter((_, i) => i % 2 === 0) },
    });
    expect(response.ok()).toBe(true);
  }
  await page.reload();
  await page.getByRole('tab', { name: 'Skills' }).click();
  await expect(page.getByTestId('skill-forks')).not.toContainText('1 of 10');
  await expect(page.getByTestId('skill-piece-movement')).not.toContainText('1 of 10');
  await expectAccessible(page);
  await screenshots(page, 'skills');

  await page.getByRole('tab', { name: 'Insights' }).click();
  const insight = page.getByTestId('insight').filter({ hasText: 'You found 5 forks in a row!' });
  await expect(insight).toBeVisible({ timeout: 15_000 });
  await expect(insight).toContainText('New');
  await screenshots(page, 'insights');
  await insight.getByRole('button', { name: 'Mark as read' }).click();
  await expect(insight).toContainText('Read');
  await expect(insight.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

  await page.goto('/multiplayer?tab=progress');
  await expect(page.getByRole('button', { name: /Chess Basics/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /Grandmaster Level/ })).toBeDisabled();
  await expect(page.getByText('Learning path · Beginner')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'progress-tree');
  await page.getByRole('tab', { name: 'Achievement Wall' }).click();
  await expect(page.getByRole('list', { name: 'Achievement wall' }).getByRole('listitem')).toHaveCount(24);
  await screenshots(page, 'progress-wall');
});

async function playAiGame(page: Page, moves: string[]) {
  const game = (await (
    await page.request.post('/api/ai-games/create', { data: { difficulty: 'easy', playerColor: 'white', timeControl: 600 } })
  ).json()) as { id: string };
  for (const move of moves) {
    const response = await page.request.post(`/api/ai-games/${game.id}/move`, { data: { move } });
    expect(response.ok(), move).toBe(true);
  }
  expect((await page.request.post(`/api/ai-games/${game.id}/resign`)).ok()).toBe(true);
}

test('a premium child plays two AI games and sees the heat map and the replay of their real moves', async ({ page }) => {
  test.setTimeout(180_000);
  const parent = newParent();
  await signUpSeeded(page, parent, '/chess-analytics');
  await expect(page.getByTestId('analytics-preview')).toBeVisible();
  expect((await page.request.get('/api/chess/heatmap?timeframe=all')).status()).toBe(403);
  await screenshots(page, 'analytics-free');

  await page.getByRole('banner').getByRole('link', { name: 'Upgrade' }).click();
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  await page.getByRole('button', { name: 'Choose Premium' }).click();
  await fillDemoCard(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  await playAiGame(page, ['e4', 'Nf3', 'Bc4']);
  await playAiGame(page, ['d4', 'Nf3']);

  await page.goto('/chess-analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Chess Analytics' })).toBeVisible();
  await expect(page.getByText('Total Moves').locator('..')).toContainText('5', { timeout: 15_000 });
  await expect(page.getByRole('gridcell', { name: /^f3: 2 moves, mostly knight/ })).toBeVisible();
  await page.getByRole('button', { name: 'All Time' }).click();
  await expect(page.getByRole('gridcell', { name: /^e4: 1 move, mostly pawn/ })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'heatmap');

  await page.getByRole('tab', { name: 'Animations' }).click();
  const list = page.getByRole('list', { name: 'Moves' });
  await expect(list.getByRole('button').first()).toHaveText('1. d4');
  await page.getByLabel('Choose a game').selectOption({ index: 1 });
  await expect(list.getByRole('button').first()).toHaveText('1. e4');
  await page.getByRole('button', { name: '2×' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Move \d+ of/ })).toContainText(/Move [1-9]/);
  await page.getByRole('main').getByRole('button', { name: 'Pause', exact: true }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Move \d+ of/ })).toContainText('Move 0 of');
  await expectAccessible(page);
  await screenshots(page, 'replay');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
