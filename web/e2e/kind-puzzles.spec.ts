import type { Page } from '@playwright/test';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { FREE_PUZZLES_PER_DAY } from '@chess-quest/protocol/constants';
import { PUZZLE_MESSAGES } from '@chess-quest/protocol/puzzles';
import { expect, test } from './fixtures';
import { expectTaskThenBoard } from './screen-checks';
import { apiGet, expectAccessible, newParent, picture, signUpSeeded } from './support';

/** True when the board's top edge (or, `whole`, all of it) is inside the window, not below the fold. */
async function boardInView(page: Page, whole = false): Promise<boolean> {
  const box = await page.getByRole('application', { name: /Puzzle board/ }).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && (whole ? box.y + box.height <= height : box.y < height);
}

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the puzzle board comes first, the list is a sheet, and the free puzzles left are told before starting', async ({ page }) => {
  // Sign-up, eleven axe-free screens and ten recorded attempts: longer than a short journey.
  test.setTimeout(120_000);
  await signUpSeeded(page, newParent(), '/puzzles');
  const daily = await apiGet<Puzzle>(page, '/api/puzzles/daily');
  await expect(page.getByRole('heading', { level: 2, name: daily.title, exact: true })).toBeVisible();
  // The whole board is on the first screen, and no puzzle list stands above it.
  expect(await boardInView(page, true)).toBe(true);
  // The mission is read before the board: above its top edge, on the same first screen.
  await expectTaskThenBoard(page, page.getByTestId('puzzle-mission'), page.getByRole('application', { name: /Puzzle board/ }), 'the daily puzzle');
  await expect(page.getByTestId('puzzle-list-item')).toHaveCount(0);
  await expect(page.getByTestId('free-puzzles-left')).toHaveText(
    `You have ${FREE_PUZZLES_PER_DAY} free puzzles left today. The daily puzzle is always free!`,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await picture(page, 'puzzles-phone.png');

  // Every button, field and board square on the page is a touch target of at least 44 px (WCAG 2.5.5).
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main input, main [data-square]')]
      .map((el) => {
        const box = el.getBoundingClientRect();
        return { what: el.getAttribute('data-square') ?? el.getAttribute('aria-label') ?? el.textContent?.trim(), w: box.width, h: box.height };
      })
      .filter((target) => target.w > 0 && target.h > 0),
  );
  expect(targets.length, 'the 64 squares and the buttons').toBeGreaterThan(64);
  expect(targets.filter((target) => target.w < 44 || target.h < 44)).toEqual([]);

  // The list opens as a sheet; every title in it is different.
  await page.getByTestId('puzzle-picker-open').click();
  const sheet = page.getByRole('dialog', { name: 'Choose a puzzle' });
  await expect(sheet).toBeVisible();
  const titles = await sheet.getByTestId('puzzle-list-item').locator('span.flex-1').allTextContents();
  expect(titles.length).toBeGreaterThan(10);
  expect(new Set(titles).size, 'distinct titles').toBe(titles.length);
  await expectAccessible(page);
  await picture(page, 'puzzles-sheet.png');

  // Far down the list, a puzzle is chosen: the sheet closes and its board is in view.
  const far = sheet.getByTestId('puzzle-list-item').nth(12);
  const farTitle = (await far.locator('span.flex-1').textContent()) ?? '';
  await far.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: farTitle, exact: true })).toBeVisible();
  expect(await boardInView(page)).toBe(true);

  // The order stays as it was during the visit, even after the page is loaded again.
  await page.reload();
  await page.getByTestId('puzzle-picker-open').click();
  expect(await sheet.getByTestId('puzzle-list-item').locator('span.flex-1').allTextContents()).toEqual(titles);
  await page.keyboard.press('Escape');

  // The free puzzles spent (as misses), a new puzzle says so before it is started and takes no move.
  const list = await apiGet<Puzzle[]>(page, '/api/puzzles');
  for (const puzzle of list.slice(0, FREE_PUZZLES_PER_DAY)) {
    const response = await page.request.post(`/api/user/puzzles/${puzzle.id}/attempt`, {
      data: { solved: false, attempts: 1, solvedAt: null },
    });
    expect(response.ok()).toBe(true);
  }
  await page.reload();
  await expect(page.getByTestId('free-puzzles-left')).toContainText('No free puzzles left today');
  // The daily puzzle stays open.
  await expect(page.getByLabel('Type a move')).toBeVisible();
  // A miss moves the child's puzzle rating, so the list may hold other puzzles now.
  const spent = new Set([daily.title, ...list.slice(0, FREE_PUZZLES_PER_DAY).map((p) => p.title)]);
  await page.getByTestId('puzzle-picker-open').click();
  const shown = await sheet.getByTestId('puzzle-list-item').locator('span.flex-1').allTextContents();
  const unused = shown.find((title) => !spent.has(title));
  if (!unused) throw new Error('every listed puzzle was spent');
  await sheet
    .getByTestId('puzzle-list-item')
    .filter({ has: page.getByText(unused, { exact: true }) })
    .click();
  await expect(page.getByTestId('puzzle-limit')).toHaveText(new RegExp(PUZZLE_MESSAGES.dailyLimit(FREE_PUZZLES_PER_DAY).slice(0, 30)));
  await expect(page.getByLabel('Type a move')).toHaveCount(0);
  await expectAccessible(page);
  await picture(page, 'puzzles-locked.png', { fullPage: true });
});
