import { readFileSync } from 'node:fs';
import { Chess } from 'chess.js';
import type { Page } from '@playwright/test';
import type { PuzzleStreakState, StreakRun } from '@chess-quest/protocol/puzzle-streak';
import { expect, test } from './fixtures';
import { typeMove } from './lesson-player';
import { apiGet, expectAccessible, LAPTOP, newParent, PHONE, shoot, signUpSeeded } from './support';

// Issue 26: Puzzle Streak in a real browser. A child opens it from the dashboard's card,
// starts a streak by keyboard, solves two puzzles by typing their moves (a reload on the way
// finds the run where it was), then plays a wrong move: the run ends, the end screen says
// the streak and the best, and the move the puzzle wanted. The browser never receives a
// solution: the journey stands in for a child who knows it, reading the project's library.

const library = JSON.parse(readFileSync(new URL('../../server/src/content/puzzles/library.json', import.meta.url), 'utf8')) as {
  id: string;
  solution: string[];
}[];
const solutions = new Map(library.map((puzzle) => [puzzle.id, puzzle.solution]));

const runOf = async (page: Page): Promise<StreakRun> => (await apiGet<PuzzleStreakState>(page, '/api/puzzle-streak')).run!;

/** The move (SAN) the line wants now in the run's puzzle. */
function rightMove(run: StreakRun): string {
  const uci = solutions.get(run.puzzle!.id)![run.puzzle!.played.length]!;
  return new Chess(run.puzzle!.fen).move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }).san;
}

/** A legal move (SAN) that is not the line's. */
function wrongMove(run: StreakRun): string {
  const uci = solutions.get(run.puzzle!.id)![run.puzzle!.played.length]!;
  const moves = new Chess(run.puzzle!.fen).moves({ verbose: true });
  return moves.find((move) => move.from + move.to !== uci.slice(0, 4))!.san;
}

/** Plays the run's puzzle to its end, move by move, waiting for each reply. */
async function solvePuzzle(page: Page, solvedBefore: number) {
  for (;;) {
    const run = await runOf(page);
    expect(run.streak).toBe(solvedBefore);
    await expect(page.getByTestId('streak-status')).toHaveText(/Your move!|Now find the next one/);
    await typeMove(page, rightMove(run));
    await expect(async () => expect((await runOf(page)).step).toBe(run.step + 1)).toPass();
    if ((await runOf(page)).streak > solvedBefore) break;
  }
  await expect(page.getByTestId('streak-count')).toContainText(`Streak: ${solvedBefore + 1}`);
}

test('a child plays a puzzle streak by keyboard to its end and sees the best', async ({ page }) => {
  test.setTimeout(120_000);
  const parent = newParent();
  await signUpSeeded(page, parent, '/');
  await page
    .getByRole('link', { name: /Puzzle Streak/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Puzzle Streak' })).toBeVisible();
  await expect(page.getByTestId('streak-best')).toHaveText('Best streak: 0');
  await expect(page.getByTestId('streak-free-note')).toContainText('Streak puzzles never use up your');
  await expectAccessible(page);
  await shoot(page, 'puzzle-streak-start');

  // Started from the keyboard.
  await page.getByTestId('streak-start').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('streak-run')).toBeVisible();
  await expect(page.getByTestId('streak-count')).toContainText('Streak: 0');
  await expectAccessible(page);
  await shoot(page, 'puzzle-streak-run');

  await solvePuzzle(page, 0);
  // A reload comes back to the run where it was.
  await page.reload();
  await expect(page.getByTestId('streak-count')).toContainText('Streak: 1');
  await solvePuzzle(page, 1);

  // One wrong move ends it: the end screen takes the focus and tells the streak and the best.
  const last = await runOf(page);
  const wanted = rightMove(last);
  await expect(page.getByTestId('streak-status')).toHaveText(/Your move!/);
  // Typed like the others; the board then goes away for the end screen.
  await page.getByLabel('Type a move').fill(wrongMove(last));
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const title = page.getByTestId('streak-end-title');
  await expect(title).toHaveText('Your streak: 2! Best: 2');
  await expect(title).toBeFocused();
  await expect(page.getByTestId('streak-missed')).toContainText(`The move was ${wanted}`);
  await expect(page.getByTestId('streak-best')).toHaveText('Best streak: 2');
  // A free account's streak of the day is used: said kindly, with no start button.
  await expect(page.getByTestId('streak-limit')).toContainText('free streak for today');
  await expect(page.getByTestId('streak-start')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'puzzle-streak-end');

  // The run cannot be played again: the server refuses another move of it.
  const replay = await page.request.post(`/api/puzzle-streak/runs/${last.id}/moves`, { data: { step: last.step, move: 'e2e4' } });
  expect(replay.status()).toBe(409);

  // The child's journey and the parent's dashboard show the best.
  await page.goto('/learning-journey');
  await expect(page.getByTestId('journey-trainers')).toContainText('Your best: 2 puzzles in a row');
  await page.getByRole('banner').getByRole('link', { name: 'Parent View' }).click();
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  const card = page.getByTestId('parent-puzzle-streak');
  await expect(card).toContainText('Best streak: 2 puzzles solved in a row');
  await expectAccessible(page);
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) {
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/puzzle-streak-parent-${size.width}.png` });
    }
  }
});
