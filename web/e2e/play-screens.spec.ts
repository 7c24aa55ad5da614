import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, newParent, signUpSeeded, toasts } from './support';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const shots = process.env.SCREENSHOT_DIR;

/** Piece drawings are SVG files: one request each, per set and piece. */
const isPieceImage = (url: string) => /\/assets\/.*\.svg(\?|$)/.test(url);

/** The requests a fresh load of /customization makes until the network is quiet. */
async function customizationRequests(page: Page): Promise<{ all: string[]; pieces: string[] }> {
  const all: string[] = [];
  const onRequest = (request: { url: () => string }) => all.push(request.url());
  page.on('request', onRequest);
  await page.goto('/customization');
  await expect(page.getByRole('list', { name: 'Chess piece themes' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return { all, pieces: all.filter(isPieceImage) };
}

test('customization fetches only the piece drawings on screen, at phone and laptop size', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpSeeded(page, newParent());

  // Before: every set's ten drawings at once, 70 images (93 requests at 390x844, 95 at 1366x900).
  // The page's texts come as their own small catalogue chunk since issue 27 (81 requests at 1366x900).
  for (const [size, maxPieces, maxAll] of [
    [PHONE, 20, 50],
    [LAPTOP, 50, 82],
  ] as const) {
    await page.setViewportSize(size);
    const { all, pieces } = await customizationRequests(page);
    console.log(`/customization at ${size.width}x${size.height}: ${all.length} requests, ${pieces.length} piece images`);
    expect(pieces.length, `piece images at ${size.width}px`).toBeLessThanOrEqual(maxPieces);
    expect(all.length, `requests at ${size.width}px`).toBeLessThanOrEqual(maxAll);
    if (shots) await page.screenshot({ path: `${shots}/customization-first-load-${size.width}.png` });
    // Every tab is in sight, none behind a sideways scroll.
    for (const name of ['Chess Pieces', 'Chess Boards', 'My Settings', 'My Avatar']) {
      await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
    }
    // What is on screen is drawn; a preview far below is not yet.
    const cards = page.getByRole('list', { name: 'Chess piece themes' }).locator('[data-theme-id]');
    await expect(cards.first().locator('[data-preview-drawn]')).toHaveCount(1);
    await expect(cards.last().locator('[data-preview-drawn]')).toHaveCount(0);
    // Scrolled to, the last set's pieces come.
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last().locator('[data-preview-drawn] img').first()).toBeVisible();
    await expect
      .poll(() =>
        cards
          .last()
          .locator('img')
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
  }
});

test('on a phone every AI tab is in sight, and a resigned game ends on a kind summary with Play again', async ({ page }) => {
  // Engine replies, its review of the game and an axe pass on a shared machine.
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await signUpSeeded(page, newParent(), '/ai-chess');

  // All three tabs fit the phone's width: none hides in a sideways scroll.
  const list = page.getByRole('tablist', { name: 'AI games' });
  const listBox = await list.boundingBox();
  for (const name of ['New Game', 'Active Games', 'Game History']) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeInViewport({ ratio: 1 });
    const box = await tab.boundingBox();
    expect(box && listBox && box.x >= listBox.x && box.x + box.width <= listBox.x + listBox.width, `${name} inside the tab list`).toBe(true);
  }
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  if (shots) await page.screenshot({ path: `${shots}/ai-tabs-390.png` });

  await page.getByRole('radio', { name: /Easy/ }).click();
  await page.getByRole('radio', { name: /White/ }).click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await page.getByLabel('Type a move').fill('e4');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('move-count')).toHaveText('2');
  await page.getByLabel('Type a move').fill('Nf3');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('move-count')).toHaveText('4');
  const firstGame = page.url();

  await page.getByRole('button', { name: 'Resign Game' }).click();
  await page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Yes, resign' }).click();
  await expect(toasts(page).getByText('Game resigned')).toBeVisible();

  // The summary: the result kindly (never a bare "Defeat"), the moves, the review, Play again.
  const summary = page.getByTestId('ai-game-summary');
  const title = summary.getByRole('heading', { level: 2 });
  await expect(title).toHaveText('Good game! You lost this one.');
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(summary).toContainText('You resigned, so the computer won this one. Every game teaches you something.');
  await expect(summary.getByTestId('summary-move-count')).toHaveText('4');
  await expect(summary.getByTestId('ai-game-review')).toContainText(/No big mistakes in this game|was better/, { timeout: 30_000 });
  await expect(summary.getByRole('button', { name: 'Play again' })).toBeInViewport();
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/ai-resigned-390.png` });

  // Opened again from the history, the same summary is there (and no toast of its ending).
  await page.goto('/ai-chess');
  await page.getByRole('tab', { name: 'Game History' }).click();
  await expect(page.getByText('Defeat').first()).toBeVisible();
  await page.getByRole('button', { name: 'Look back' }).first().click();
  await expect(page).toHaveURL(firstGame);
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText('Good game! You lost this one.');

  // Play again starts a new game at the same level and colour.
  await summary.getByRole('button', { name: 'Play again' }).click();
  await expect(toasts(page).getByText('Game started')).toBeVisible();
  await expect(page).not.toHaveURL(firstGame);
  await expect(page).toHaveURL(/[?&]game=/);
  await expect(page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await expect(page.getByTestId('move-count')).toHaveText('0');
  await expect(page.getByTestId('ai-game-summary')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Easy AI' })).toBeVisible();

  // At laptop size the summary sits above the board, beside nothing it hides.
  await page.setViewportSize(LAPTOP);
  await page.getByRole('button', { name: 'Resign Game' }).click();
  await page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Yes, resign' }).click();
  await expect(summary.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(summary.getByTestId('ai-game-review')).toContainText('You did not make a move in this game');
  if (shots) await page.screenshot({ path: `${shots}/ai-resigned-1366.png` });
});
