import { Chess, type Square } from 'chess.js';
import type { Page } from '@playwright/test';
import type { AiGame } from '@chess-quest/protocol/ai-chess';
import { REVIEW_RETRY_POINTS, type GameReview } from '@chess-quest/protocol/game-review';
import { expect, test } from './fixtures';
import { apiGet, expectAccessible, newParent, shoot, signUpSeeded } from './support';

/**
 * A queen move onto a square the other side attacks (a blunder the coach cannot miss), or
 * null when the queen has none; worked out from the position alone.
 */
function hangingQueenMove(fen: string): string | null {
  const chess = new Chess(fen);
  const moves = chess.moves({ verbose: true }).filter((m) => m.piece === 'q');
  const hanging = moves.find((m) => {
    chess.move(m);
    const attacked = chess.isAttacked(m.to, 'b');
    chess.undo();
    return attacked;
  });
  return hanging?.san ?? null;
}

/** The child's first moves against the Easy computer, through the app's own API: 1. e4, 2. Qh5, then the queen left where it can be taken. */
async function playUntilTheQueenHangs(page: Page): Promise<string> {
  const created = await page.request.post('/api/ai-games/create', { data: { difficulty: 'easy', playerColor: 'white', timeControl: 600 } });
  expect(created.ok()).toBe(true);
  let game = (await created.json()) as AiGame;
  for (const opening of ['e4', 'Qh5', null, null, null]) {
    const move = hangingQueenMove(game.boardState) ?? opening ?? new Chess(game.boardState).moves()[0]!;
    const response = await page.request.post(`/api/ai-games/${game.id}/move`, { data: { move } });
    expect(response.ok(), move).toBe(true);
    game = (await response.json()) as AiGame;
    if (move !== opening || game.gameResult) break;
  }
  return game.id;
}

const PIECE_LETTERS: Record<string, string> = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

/** The move the last hint points at ("Your queen can go to h7."), as the child would find it. */
function moveFromHint(fen: string, hint: string): string {
  const [, piece, square] = /Your (\w+) can go to ([a-h][1-8])/.exec(hint) ?? [];
  const move = new Chess(fen).moves({ verbose: true }).find((m) => m.piece === PIECE_LETTERS[piece ?? ''] && m.to === (square as Square));
  expect(move, `a ${piece} move to ${square}`).toBeTruthy();
  return move!.san;
}

test('a child finishes a game against the computer, steps through the coach’s review by keyboard and replays the biggest mistake', async ({
  page,
}) => {
  // The engine's replies and its review of the game on a shared machine.
  test.setTimeout(150_000);
  await signUpSeeded(page, newParent(), null);
  const gameId = await playUntilTheQueenHangs(page);

  // The child ends the game on its screen; the summary leads to the coach.
  await page.goto(`/ai-chess?game=${gameId}`);
  await page.getByRole('button', { name: 'Resign Game' }).click();
  await page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Yes, resign' }).click();
  await page.getByTestId('ai-game-summary').getByRole('link', { name: 'See what your coach says' }).click();
  await expect(page).toHaveURL(`/reviews/${gameId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your coach' })).toBeVisible();

  // Pending at first on a busy machine, then the review arrives by itself.
  await expect(page.getByTestId('review-summary')).toBeVisible({ timeout: 60_000 });
  const review = await apiGet<GameReview>(page, `/api/game-reviews/${gameId}`);
  expect(review.biggestMistake).not.toBeNull();
  const mistake = review.biggestMistake!;

  // The move list is text; the selected move is said in a live region.
  const moves = page.getByRole('group', { name: 'Moves' });
  const selected = page.getByTestId('selected-move');
  const start = moves.getByRole('button', { name: 'Start of the game' });
  await expect(start).toHaveAttribute('aria-current', 'step');
  await start.focus();
  await page.keyboard.press('ArrowRight');
  const first = moves.locator('[data-ply="1"]');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-current', 'step');
  await expect(selected.locator('[aria-live="polite"]')).toContainText('Move 1, White');
  await expect(selected).toContainText(/Great move|Good move|Inaccuracy|Mistake|Blunder|Missed win/);
  await page.keyboard.press('End');
  const last = moves.locator(`[data-ply="${review.moves.length}"]`);
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(start).toBeFocused();
  // The blunder, reached with the arrow keys, carries its label in words and its sentence.
  for (let ply = 0; ply < mistake.ply; ply += 1) await page.keyboard.press('ArrowRight');
  await expect(moves.locator(`[data-ply="${mistake.ply}"]`)).toBeFocused();
  await expect(selected).toContainText(mistake.sentence);
  await expect(selected).not.toContainText('A better move was');
  await expectAccessible(page);
  await shoot(page, 'game-review');

  // Try it again: the hints lead to the better move, typed as a child can.
  await page.getByRole('button', { name: 'Try it again' }).click();
  const tryAgain = page.getByTestId('try-again');
  await expect(tryAgain.getByRole('heading', { name: 'Try it again' })).toBeFocused();
  await tryAgain.getByRole('button', { name: 'Show a hint' }).click();
  await tryAgain.getByRole('button', { name: 'Show another hint' }).click();
  const hint = await tryAgain.getByRole('list', { name: 'Hints' }).getByRole('listitem').last().innerText();
  await tryAgain.getByLabel('Type a move').fill(moveFromHint(mistake.fen, hint));
  await tryAgain.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('try-again-status')).toContainText(`You earned ${REVIEW_RETRY_POINTS} points!`);
  await expectAccessible(page);
  await shoot(page, 'game-review-try-again');

  // Back in the review, the mistake is found.
  await tryAgain.getByRole('button', { name: 'Back to the review' }).click();
  await expect(page.getByTestId('review-summary')).toContainText('You found the better move');
});
