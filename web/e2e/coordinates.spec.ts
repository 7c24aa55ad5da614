import type { Page } from '@playwright/test';
import { COORDINATES_RULES, type CoordinatesRound } from '@chess-quest/protocol/coordinates';
import { expect, test } from './fixtures';
import { expectAccessible, LAPTOP, newParent, PHONE, shoot, signUpSeeded, watchAnswers } from './support';

// Issue 26: the coordinates trainer in a real browser. A child opens it from the dashboard,
// plays a round of "Find the square" by typing the squares (one wrong on purpose: the right
// square is shown), sees the server's score and the best; then a round of "Name the square"
// from Black's side with the big buttons; the bests list shows both. The page's clock is
// Playwright's: it runs as the real one, and once the answers are in it jumps to the round's
// end instead of the journey waiting out 30 s twice (each answer's time is still the real time
// since the round began, which the server checks against its own).

/** The round the browser received (its squares, in order), once its body is read. */
function watchRounds(page: Page): () => Promise<CoordinatesRound> {
  const rounds = watchAnswers(
    page,
    (response) => response.url().endsWith('/api/coordinates/rounds') && response.request().method() === 'POST',
    (body) => (body as CoordinatesRound | null) ?? null,
  );
  return async () => {
    const latest = await rounds.settled();
    if (!latest) throw new Error('no round received yet');
    return latest;
  };
}

async function startRound(page: Page) {
  const started = page.waitForResponse((response) => response.url().endsWith('/api/coordinates/rounds'));
  await page.getByRole('button', { name: /Start 30 seconds|Play again/ }).click();
  await started;
  await expect(page.getByTestId('coordinates-time-left')).toBeVisible();
}

const rightSoFar = (page: Page, count: number) => expect(page.getByTestId('coordinates-right')).toContainText(`Right so far: ${count}`);

test('a child plays a coordinates round by keyboard and one with the buttons, and sees the best scores', async ({ page }) => {
  test.setTimeout(180_000);
  const shots = process.env.SCREENSHOT_DIR;
  const parent = newParent();
  await page.clock.install();
  await signUpSeeded(page, parent, '/');
  await page
    .getByRole('link', { name: /Coordinates/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coordinates' })).toBeVisible();
  await expect(page.getByTestId('coordinates-bests')).toContainText('Not played yet');
  await expectAccessible(page);
  if (shots) await shoot(page, 'coordinates-setup');
  const round = watchRounds(page);

  // Find the square, White's side: typed on the keyboard.
  await startRound(page);
  const find = await round();
  expect(find).toMatchObject({ mode: 'find', side: 'white' });
  await expect(page.getByTestId('coordinates-prompt')).toContainText(`Find ${find.prompts[0]!.square}`);
  await expectAccessible(page);
  let right = 0;
  for (let index = 0; index < 6; index += 1) {
    await page.keyboard.type(find.prompts[index]!.square);
    right += 1;
    await rightSoFar(page, right);
    await page.waitForTimeout(200);
  }
  // Two wrong ones: the right square is shown, kindly; the round goes on (pictured at both sizes).
  const prompt = page.getByTestId('coordinates-prompt');
  for (const [index, size] of [
    [6, PHONE],
    [7, LAPTOP],
  ] as const) {
    if (shots) await page.setViewportSize(size);
    const asked = find.prompts[index]!.square;
    await page.keyboard.type(asked === 'a1' ? 'h8' : 'a1');
    await expect(prompt).toContainText(`Not quite: ${asked} is here, in green.`);
    if (shots) await page.screenshot({ path: `${shots}/coordinates-correction-${size.width}.png` });
    await expect(prompt).toContainText(`Find ${find.prompts[index + 1]!.square}`);
  }
  for (let index = 8; index < 11; index += 1) {
    await page.keyboard.type(find.prompts[index]!.square);
    right += 1;
    await rightSoFar(page, right);
    await page.waitForTimeout(200);
  }
  if (shots) await shoot(page, 'coordinates-find', { fullPage: false });

  // The time runs out (30 s): the server's score and the best.
  const result = page.getByTestId('coordinates-result');
  await expect(result).toBeHidden();
  await page.clock.fastForward(COORDINATES_RULES.roundMs);
  await expect(result).toBeVisible();
  await expect(page.getByTestId('coordinates-score')).toHaveText(`${right} squares`);
  await expect(result).toContainText('New best!');
  await expect(result).toContainText('That is your best ever in this game!');
  await expectAccessible(page);
  if (shots) await shoot(page, 'coordinates-result');

  // Name the square, Black's side: the big buttons.
  await page.getByRole('button', { name: 'Choose another game' }).click();
  await page.getByRole('button', { name: /Name the square/ }).click();
  await page.getByRole('button', { name: /Black's side/ }).click();
  await startRound(page);
  const name = await round();
  expect(name).toMatchObject({ mode: 'name', side: 'black' });
  await expect(page.getByTestId('coordinates-prompt')).toContainText('Which square has the star?');
  const choices = page.getByRole('group', { name: 'Choose the name of the square with the star' });
  for (let index = 0; index < 3; index += 1) {
    await choices.getByRole('button', { name: name.prompts[index]!.square, exact: true }).click();
    await rightSoFar(page, index + 1);
    await page.waitForTimeout(200);
  }
  await expectAccessible(page);
  if (shots) await shoot(page, 'coordinates-name', { fullPage: false });
  await expect(result).toBeHidden();
  await page.clock.fastForward(COORDINATES_RULES.roundMs);
  await expect(result).toBeVisible();
  await expect(page.getByTestId('coordinates-score')).toHaveText('3 squares');

  // The bests: both rounds, each in its place.
  await page.getByRole('button', { name: 'Choose another game' }).click();
  const bests = page.getByTestId('coordinates-bests').getByRole('listitem');
  await expect(bests.filter({ hasText: 'Find the square' }).filter({ hasText: "White's side" })).toContainText(String(right));
  await expect(bests.filter({ hasText: 'Name the square' }).filter({ hasText: "Black's side" })).toContainText('3');
  await expect(bests.filter({ hasText: 'Find the square' }).filter({ hasText: "Black's side" })).toContainText('Not played yet');

  // The child's journey shows the best round too.
  await page.goto('/learning-journey');
  await expect(page.getByTestId('journey-trainers')).toContainText(`Your best: ${right} squares in 30 s (Find the square, White's side)`);

  // And the parent, behind the PIN, reads both bests on the dashboard.
  await page.getByRole('banner').getByRole('link', { name: 'Parent View' }).click();
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  const card = page.getByTestId('parent-coordinates');
  await expect(card).toContainText(`Find the square, White's side${right}`);
  await expect(card).toContainText("Name the square, Black's side3");
  await expectAccessible(page);
  if (shots) {
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/coordinates-parent-${size.width}.png` });
    }
  }
});
