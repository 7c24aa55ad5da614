import { Chess } from 'chess.js';
import { bestMove } from './chess-moves';
import type { Page } from '@playwright/test';
import type { MiniRun } from '@chess-quest/protocol/mini-challenges';
import { expect, test } from './fixtures';
import { expectAccessible, newParent, signUpSeeded, watchAnswers } from './support';

// Issue 14: each of the four mini challenge types played to its end in a real browser. The
// test reads only what the browser receives (the task, never its answer) and plays like a
// child would: for pattern and speed it works the answer out from the position with chess.js.

/** The latest run the browser received from the server, once its body is read. */
function watchRuns(page: Page): () => Promise<MiniRun> {
  const runs = watchAnswers(
    page,
    (response) => /\/api\/mini-challenges\/.+/.test(response.url()) && response.request().method() === 'POST',
    (body) => {
      const answer = body as { run?: MiniRun } | MiniRun | null;
      if (!answer) return null;
      return 'run' in answer && answer.run ? answer.run : (answer as MiniRun);
    },
  );
  return async () => {
    const latest = await runs.settled();
    if (!latest) throw new Error('no run received yet');
    return latest;
  };
}

const board = (page: Page) => page.getByRole('application').first();
const square = (page: Page, name: string) => board(page).locator(`[data-square="${name}"]`);

async function openChallenge(page: Page, title: string) {
  await page.goto('/multiplayer?tab=mini');
  await page.getByRole('link', { name: `Play ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const started = page.waitForResponse((response) => /\/api\/mini-challenges\/[^/]+\/runs$/.test(response.url()));
  await page.getByRole('button', { name: 'Start Challenge' }).click();
  await started;
  await expect(page.getByTestId('mini-time-left')).toBeVisible();
}

async function waitForNewTask(page: Page, latest: () => Promise<MiniRun>, index: number) {
  await expect
    .poll(async () => {
      const run = await latest();
      return run.finished || (run.task?.index ?? -1) > index;
    })
    .toBe(true);
}

test('quick move: the list, a run played to its end with the mouse and the keyboard, best score, attempts and the reward once', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpSeeded(page, newParent(), '/multiplayer?tab=mini');
  const cards = page.getByRole('list', { name: 'Mini challenges' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  const lightUp = cards.filter({ hasText: 'Light Up!' });
  await expect(lightUp).toContainText('Easy');
  await expect(lightUp).toContainText(/Attempts\s*0/);
  await expect(cards.filter({ hasText: 'Coordinate Master' })).toContainText('Hard');
  await expectAccessible(page);

  for (const round of [1, 2]) {
    await openChallenge(page, 'Light Up!');
    await expect(page.getByTestId('mini-time-left')).toBeVisible();
    let keyboardUsed = false;
    while (!(await page.getByRole('heading', { name: /Challenge complete!|Time to try again!/ }).isVisible())) {
      const label = (await board(page).getAttribute('aria-label')) ?? '';
      const target = /star is on ([a-h][1-8])/.exec(label)?.[1];
      if (!target) {
        await page.waitForTimeout(50);
        continue;
      }
      const answered = page.waitForResponse((response) => response.url().endsWith('/answers'));
      if (round === 1 && !keyboardUsed) {
        // The keyboard: the cursor starts on e2 (White's side); arrows walk to the star, Enter picks it.
        keyboardUsed = true;
        await board(page).focus();
        const files = target.charCodeAt(0) - 'e'.charCodeAt(0);
        const ranks = Number(target[1]) - 2;
        for (let i = 0; i < Math.abs(files); i += 1) await page.keyboard.press(files > 0 ? 'ArrowRight' : 'ArrowLeft');
        for (let i = 0; i < Math.abs(ranks); i += 1) await page.keyboard.press(ranks > 0 ? 'ArrowUp' : 'ArrowDown');
        await page.keyboard.press('Enter');
      } else {
        await square(page, target).click();
      }
      const reply = (await (await answered).json()) as { correct: boolean };
      // Every square picked, with the keyboard or the mouse, is the one asked for.
      expect(reply.correct).toBe(true);
      // The next star (never on the same square) or the result is drawn before the next look.
      await expect(page.locator(`[aria-label="${label}"]`)).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { name: 'Challenge complete!' })).toBeVisible();
    await expect(page.getByTestId('mini-final-score')).toHaveText('1000');
    // The reward is paid the first time only.
    const reward = page.getByText('You earned 20 points and 25 XP!');
    if (round === 1) await expect(reward).toBeVisible();
    else await expect(reward).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Mini Challenges' }).click();
  const after = page.getByRole('list', { name: 'Mini challenges' }).getByRole('listitem').filter({ hasText: 'Light Up!' });
  await expect(after).toContainText(/Best score\s*1000/);
  await expect(after).toContainText(/Attempts\s*2/);
  await expect(after.getByRole('img', { name: 'Completed' })).toBeVisible();
});

test('pattern match: every attacker of the king picked, scored by the server, the score shown at the end', async ({ page }) => {
  test.setTimeout(90_000);
  const latest = watchRuns(page);
  await signUpSeeded(page, newParent(), null);
  await openChallenge(page, 'Who Attacks the King?');
  let expected = 0;
  for (;;) {
    const run = await latest();
    if (run.finished) break;
    const task = run.task;
    if (task?.kind !== 'pattern_match') throw new Error('not a pattern task');
    const chess = new Chess(task.fen);
    const king = chess.findPiece({ type: 'k', color: chess.turn() })[0]!;
    const attackers = chess.attackers(king, chess.turn() === 'w' ? 'b' : 'w');
    for (const name of attackers) await square(page, name).click();
    await expect(page.getByText(`Picked: ${attackers.join(', ')}`)).toBeVisible();
    if (task.index === 0) await expectAccessible(page);
    await page.getByRole('button', { name: 'Check my picks' }).click();
    expected += attackers.length * 50;
    await waitForNewTask(page, latest, task.index);
  }
  await expect(page.getByRole('heading', { name: 'Challenge complete!' })).toBeVisible();
  await expect(page.getByTestId('mini-final-score')).toHaveText(String(expected));
});

test('memory: look, rebuild every position from the piece palette, all rounds to the end', async ({ page }) => {
  // Every round waits out its real look time: a ceiling for a loaded 2-core machine.
  test.setTimeout(150_000);
  const latest = watchRuns(page);
  await signUpSeeded(page, newParent(), null);
  await openChallenge(page, 'Tiny Memory');
  const names: Record<string, string> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' };
  let expected = 0;
  for (;;) {
    const run = await latest();
    if (run.finished) break;
    const task = run.task;
    if (task?.kind !== 'memory_game' || !task.pieces) throw new Error('no position to remember');
    await expect(page.getByRole('application', { name: 'The position to remember' })).toBeVisible();
    await expect(page.getByRole('application', { name: /Rebuild the position/ })).toBeVisible({ timeout: 10_000 });
    if (task.index === 0) await expectAccessible(page);
    for (const piece of task.pieces) {
      await page.getByRole('radio', { name: `${piece.piece[0] === 'w' ? 'White' : 'Black'} ${names[piece.piece[1]!]}` }).click();
      await square(page, piece.square).click();
    }
    await expect(page.getByText(`${task.pieces.length} of ${task.pieceCount} pieces placed`)).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    expected += task.pieces.length * 20;
    await waitForNewTask(page, latest, task.index);
  }
  await expect(page.getByRole('heading', { name: 'Challenge complete!' })).toBeVisible();
  await expect(page.getByTestId('mini-final-score')).toHaveText(String(expected));
});

/** A child's move: a mate in one if there is one, else the biggest capture. */

test('speed puzzles: moves made on the board are judged by the server, then End Challenge stores the score', async ({ page }) => {
  test.setTimeout(90_000);
  const latest = watchRuns(page);
  await signUpSeeded(page, newParent(), null);
  await openChallenge(page, 'Puzzle Sprint');
  for (let played = 0; played < 4; played += 1) {
    const task = (await latest()).task;
    if (task?.kind !== 'speed_puzzle') throw new Error('not a speed task');
    const move = bestMove(task.fen);
    await square(page, move.from).click();
    await square(page, move.to).click();
    // A pawn reaching the last rank asks which piece it becomes.
    if (move.promotion) await page.getByRole('button', { name: /^Queen/ }).click();
    await waitForNewTask(page, latest, task.index);
  }
  const score = (await latest()).score;
  await page.getByRole('button', { name: 'End Challenge' }).click();
  await expect(page.getByRole('heading', { name: /Challenge complete!|Time to try again!/ })).toBeVisible();
  await expect(page.getByTestId('mini-final-score')).toHaveText(String(score));
  await expect(page.getByText(/Attempts/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

  test('quick move by touch: every star tapped, the board on the first screen, the score shown', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpSeeded(page, newParent(), null);
    await openChallenge(page, 'Light Up!');
    const box = await board(page).boundingBox();
    expect(box!.y + box!.height, 'the whole board on the first screen').toBeLessThanOrEqual(844);
    for (let tapped = 0; tapped < 10; tapped += 1) {
      const label = (await board(page).getAttribute('aria-label')) ?? '';
      const target = /star is on ([a-h][1-8])/.exec(label)![1]!;
      const answered = page.waitForResponse((response) => response.url().endsWith('/answers'));
      await square(page, target).tap();
      expect(((await (await answered).json()) as { correct: boolean }).correct).toBe(true);
      await expect(page.locator(`[aria-label="${label}"]`)).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { name: 'Challenge complete!' })).toBeVisible();
    await expect(page.getByTestId('mini-final-score')).toHaveText('1000');
  });
});
