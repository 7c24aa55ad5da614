import type { Page } from '@playwright/test';
import type { LessonModule, Puzzle } from '@chess-quest/protocol/catalog';
import type { LessonModuleDetail } from '@chess-quest/protocol/lessons';
import { expect, test } from './fixtures';
import { expectTaskThenBoard } from './screen-checks';
import { typeMove } from './lesson-player';
import { apiGet, expectAccessible, newParent, openContext, picture, signUpSeeded, toasts } from './support';

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lesson 1: the task is above the board, and every refused or off-task king move says why', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpSeeded(page, newParent(), null);
    const [firstModule] = await apiGet<LessonModule[]>(page, '/api/modules');
    const lesson = await apiGet<LessonModuleDetail>(page, `/api/modules/${firstModule!.id}`);
    await page.goto(`/lessons/${firstModule!.id}`);
    const board = page.getByRole('application').first();
    await expect(board).toBeVisible({ timeout: 30_000 });
    await expectTaskThenBoard(page, page.getByTestId('step-instruction'), board, 'step 1');
    await expect(page.getByRole('button', { name: 'Read the task aloud' })).toBeVisible();
    await picture(page, 'lesson-1-phone.png');

    // A reading step with two kings: tapping one says there is nothing to move, above the board.
    const kingsIndex = lesson.steps.findIndex((s) => s.id === 'board-kings-watch');
    const stepIndex = lesson.steps.findIndex((s) => s.id === 'board-king-step');
    expect(kingsIndex).toBeGreaterThan(0);
    for (let i = 0; i < kingsIndex; i++) await page.getByRole('button', { name: /^Next step/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: lesson.steps[kingsIndex]!.title })).toBeVisible();
    await page.locator('[data-square="d1"]').click();
    await expect(page.getByTestId('step-feedback')).toHaveText('Nothing to move here. Read along, then press Next!');

    for (let i = kingsIndex; i < stepIndex; i++) await page.getByRole('button', { name: /^Next step/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: lesson.steps[stepIndex]!.title })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectTaskThenBoard(page, page.getByTestId('step-instruction'), board, 'the king step');

    // Two squares at once is not a king's move: the board's reason, said by the task.
    await page.locator('[data-square="d1"]').click();
    await page.locator('[data-square="d3"]').click();
    const feedback = page.getByTestId('step-feedback');
    await expect(feedback).toHaveText('Kings move one square at a time.');
    await expectTaskThenBoard(page, feedback, board, 'the refused move');
    await picture(page, 'lesson-1-wrong-king-move.png');

    // The king is still picked up: a step that misses the star is played, and told where the star is.
    await page.locator('[data-square="e2"]').click();
    await expect(feedback).toHaveText('No star on e2. The star is on d2. Keep going!');
    // A typed move that cannot be played says why in the same place.
    await page.getByLabel('Type a move').fill('e2g4');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(feedback).toHaveText('Kings move one square at a time.');
    await expectAccessible(page);
  });

  test('a solved puzzle: the toast and the celebration banner share one stack, apart, and off the board', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpSeeded(page, newParent(), '/puzzles');
    const daily = await apiGet<Puzzle>(page, '/api/puzzles/daily');
    await expect(page.getByRole('heading', { level: 2, name: daily.title })).toBeVisible();
    await expect(page.getByRole('application', { name: /Puzzle board/ })).toBeVisible({ timeout: 30_000 });
    // The board at the top of the screen: a stack under the header would cover it.
    await page.getByRole('application', { name: /Puzzle board/ }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    // Watched in the page, frame by frame: the first moment the toast and the banner both show.
    await page.evaluate(() => {
      const w = window as unknown as { bothShown?: Record<string, DOMRect> };
      let since: number | null = null;
      const look = () => {
        const toast = [...document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')].find((li) =>
          li.textContent?.includes('Congratulations!'),
        );
        const banner = document.querySelector('[data-testid="celebration"]');
        const board = document.querySelector('[role="application"]');
        // 700 ms after both first show (their slide-in is 200-300 ms), and still both on screen:
        // what the child sees, not a toast caught halfway up from the screen's bottom edge.
        const both = Boolean(toast && banner && board);
        since = both ? (since ?? performance.now()) : null;
        if (both && performance.now() - since! >= 700) {
          w.bothShown = { toast: toast!.getBoundingClientRect(), banner: banner!.getBoundingClientRect(), board: board!.getBoundingClientRect() };
        } else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    for (const move of daily.solution.filter((_, i) => i % 2 === 0)) await typeMove(page, move);
    await expect(page.getByTestId('puzzle-status')).toHaveText('Congratulations! Puzzle solved!');
    // The toast (5 s) and the banner (4 s) meet on screen; the page saw them together above.
    const shown = await page.waitForFunction(() => (window as unknown as { bothShown?: unknown }).bothShown, null, { timeout: 30_000 });
    const { toast, banner, board } = (await shown.jsonValue()) as Record<'toast' | 'banner' | 'board', Box>;
    await picture(page, 'toast-and-banner-phone.png');
    expect(overlaps(toast, banner), 'the toast and the banner are not on one spot').toBe(false);
    expect(overlaps(toast, board), 'the toast is off the board').toBe(false);
    expect(overlaps(banner, board), 'the banner is off the board').toBe(false);
    for (const box of [toast, banner]) {
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
  });

  test('a challenge is accepted from its toast, which says nothing about going elsewhere, and the game opens', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    const b = await openContext(browser, errors);
    await b.setViewportSize({ width: 390, height: 844 });
    await Promise.all([
      signUpSeeded(page, newParent(), '/multiplayer'),
      signUpSeeded(b, { ...newParent(), childFirstName: 'Zelda' }, '/multiplayer'),
    ]);
    const nameB = await ownUsername(b);
    const nameA = await ownUsername(page);
    const row = page.getByTestId('lobby-player').filter({ hasText: nameB });
    await row.getByRole('button', { name: /Challenge/ }).click();
    await page
      .getByRole('dialog', { name: `Challenge ${nameB}` })
      .getByRole('button', { name: 'Send Challenge' })
      .click();

    const toast = toasts(b).filter({ hasText: 'New challenge!' });
    await expect(toast).toContainText(`${nameA} wants to play a 10:00 game.`);
    await expect(toast).not.toContainText('Multiplayer');
    const accept = toast.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeVisible();
    await expect(toast.getByRole('button', { name: 'Decline' })).toBeVisible();
    // On the first screen of the phone, not below the fold.
    const box = (await accept.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(b);
    await accept.click();
    await expect(b).toHaveURL(/\/multiplayer\/games\/[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(b.url());
    await expect(b.getByTestId('turn-indicator')).toHaveText(/^(Your turn|Opponent's turn)$/);
    await b.context().close();
    expect(errors, 'console errors in the other browser').toEqual([]);
  });

  test('a puzzle: the mission is above the board, all of it on the first screen', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpSeeded(page, newParent(), '/puzzles');
    const board = page.getByRole('application', { name: /Puzzle board/ });
    await expect(board).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expectTaskThenBoard(page, page.getByTestId('puzzle-mission'), board, 'the daily puzzle');
    await expect(page.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    expect((await board.boundingBox())!.width / 8, "a square's size").toBeGreaterThanOrEqual(44);
    await picture(page, 'puzzle-phone.png');
  });
});

test('at 1366 × 900 the whole puzzle board is above the fold', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpSeeded(page, newParent(), '/puzzles');
  const board = page.getByRole('application', { name: /Puzzle board/ });
  await expect(board).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const box = (await board.boundingBox())!;
  expect(box.y + box.height, "the board's first rank").toBeLessThanOrEqual(900);
  expect(box.width / 8, "a square's size").toBeGreaterThanOrEqual(44);
  await picture(page, 'puzzle-laptop.png');
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The lobby row of the viewer, marked 'You', and the generated username in it. */
async function ownUsername(page: Page): Promise<string> {
  const own = page.getByTestId('lobby-player').filter({ has: page.getByText('You', { exact: true }) });
  await expect(own).toBeVisible();
  return (await own.getByTestId('player-name').textContent())?.trim() ?? '';
}
