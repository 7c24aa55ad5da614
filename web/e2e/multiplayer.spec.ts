import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, newParent, openContext, picture, signUpSeeded, toasts, type Parent } from './support';

// The empty lobby is checked in lobby-alone.spec.ts, on a server of its own: every signed-in
// child of the other journeys is online, so a shared server's lobby is never empty.

async function signIn(page: Page, parent: Parent): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible();
}

/** The lobby row of the viewer, marked 'You', and the generated username in it. */
async function ownUsername(page: Page): Promise<string> {
  const own = page.getByTestId('lobby-player').filter({ has: page.getByText('You', { exact: true }) });
  await expect(own).toBeVisible();
  return (await own.getByTestId('player-name').textContent())?.trim() ?? '';
}

/** What the browser does when a tab goes to the background or comes back. */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const lobbyRow = (page: Page, username: string) => page.getByTestId('lobby-player').filter({ hasText: username });

async function clickMove(page: Page, from: string, to: string): Promise<void> {
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
}

async function typeMove(page: Page, move: string): Promise<void> {
  await page.getByLabel('Type a move').fill(move);
  await page.getByRole('button', { name: 'Move', exact: true }).click();
}

test('two children challenge each other and play a live game while a parent watches', async ({ page, browser }) => {
  test.setTimeout(240_000); // a ceiling for a loaded machine; nothing here is timed
  const otherErrors: string[] = [];
  const parentA = newParent();
  const parentB = { ...newParent(), childFirstName: 'Zelda' };
  const a = page;
  const b = await openContext(browser, otherErrors);

  // B opens the lobby at once (its only socket); A chooses a board before its first page.
  await Promise.all([signUpSeeded(a, parentA, null), signUpSeeded(b, parentB, '/multiplayer')]);
  // A's parent signs in on another device now: once the game starts, White has
  // FIRST_MOVE_MS for a first move, and a sign-in (scrypt) on a loaded machine ate into it.
  const watcher = await openContext(browser, otherErrors);
  await signIn(watcher, parentA);
  // A draws boards in Meadow (open to every child); B keeps the classic board.
  const chosen = await a.request.patch('/api/customization/user', { data: { selectedBoardTheme: 'meadow' } });
  expect(chosen.ok()).toBe(true);
  await a.goto('/multiplayer');
  const [nameA, nameB] = await Promise.all([ownUsername(a), ownUsername(b)]);

  // Each sees the other online, by username only, never by real name.
  await expect(lobbyRow(a, nameB).getByText('Online')).toBeVisible();
  await expect(lobbyRow(b, nameA).getByText('Online')).toBeVisible();
  await expect(lobbyRow(a, nameB)).not.toContainText(parentB.childFirstName);
  await expect(lobbyRow(b, nameA)).not.toContainText(parentA.childFirstName);
  // A new player's rating is provisional: not shown as a number until it settles.
  await expect(lobbyRow(a, nameB).getByText('New player', { exact: true })).toBeVisible();
  await expect(lobbyRow(a, nameB).getByText(/^Rating \d+$/)).toHaveCount(0);

  // B's tab goes to the background: B shows as away, and only online players can be challenged.
  await setTabHidden(b, true);
  // B's lobby is its first page and its only socket. (A page left mid-handshake would leave a
  // connection that counts as online until its pings fail, up to 15 s: the ceiling allows it.)
  await expect(lobbyRow(a, nameB).getByText('Away')).toBeVisible({ timeout: 20_000 });
  await expect(lobbyRow(a, nameB).getByRole('button', { name: /Challenge/ })).toHaveCount(0);
  await setTabHidden(b, false);
  await expect(lobbyRow(a, nameB).getByText('Online')).toBeVisible();

  // A challenges B: 10:00 by default, with one of the fixed kind messages.
  await lobbyRow(a, nameB)
    .getByRole('button', { name: /Challenge/ })
    .click();
  const dialog = a.getByRole('dialog', { name: `Challenge ${nameB}` });
  await expect(dialog.getByLabel('Time control')).toHaveValue('600');
  await expect(dialog.getByLabel('Time control').locator('option:checked')).toHaveText(/^10:00/);
  await expect(dialog.getByRole('radio', { name: 'No message' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Good luck, have fun!' }).check();
  await expectAccessible(a);
  await dialog.getByRole('button', { name: 'Send Challenge' }).click();
  await expect(toasts(a).getByText('Challenge sent!')).toBeVisible();
  await expect(a.getByTestId('invitation').filter({ hasText: `You challenged ${nameB}` })).toContainText('Waiting');

  // B is told, finds it in the panel and accepts.
  await expect(toasts(b).getByText('New challenge!')).toBeVisible();
  const invitation = b.getByTestId('invitation').filter({ hasText: `${nameA} challenged you` });
  await expect(invitation).toContainText('10:00');
  await expect(invitation).toContainText('Good luck, have fun!');
  await expectAccessible(b);
  await invitation.getByRole('button', { name: 'Accept' }).click();

  // Both land on the same game screen.
  await expect(b).toHaveURL(/\/multiplayer\/games\/[0-9a-f-]{36}$/);
  const gameUrl = b.url();
  await expect(a).toHaveURL(gameUrl);
  for (const p of [a, b]) await expect(p.getByTestId('turn-indicator')).toHaveText(/^(Your turn|Opponent's turn)$/);
  const aIsWhite = (await a.getByTestId('turn-indicator').textContent()) === 'Your turn';
  const [white, black] = aIsWhite ? [a, b] : [b, a];
  await expect(black.getByTestId('turn-indicator')).toHaveText("Opponent's turn");
  await expect(black.getByTestId('clock-black')).toHaveText('10:00');
  // Each child sees the live game on their own chosen board: Meadow's green for A only.
  const meadowSquare = '[style*="background-color: rgb(118, 150, 86)"]';
  await expect(a.getByRole('application', { name: /board/i }).first().locator(meadowSquare).first()).toBeVisible();
  await expect(b.getByRole('application', { name: /board/i }).first().locator(meadowSquare)).toHaveCount(0);

  // White's clock waits for its first move; a first-move timer counts down instead.
  await expect(white.getByTestId('first-move')).toHaveText(/^Your clock starts after your first move\. Make it within 0:[0-5]\d!$/);
  await expect(black.getByTestId('first-move')).toHaveText(/^Your opponent has 0:[0-5]\d to make a first move, or the game is called off\.$/);
  await white.waitForTimeout(1_500);
  await expect(white.getByTestId('clock-white')).toHaveText('10:00');
  await expect(black.getByTestId('clock-white')).toHaveText('10:00');
  await expectAccessible(white);

  // Fool's mate: clicks for white, typed moves for black. White moves at once: the parent
  // watches from after the first moves, as each side has FIRST_MOVE_MS for its first move
  // and a watcher's page loads and axe checks on a loaded CI machine once outlasted it.
  await clickMove(white, 'f2', 'f3');
  await expect(black.getByTestId('turn-indicator')).toHaveText('Your turn');
  await expect(white.getByTestId('turn-indicator')).toHaveText("Opponent's turn");

  // Black loses the live connection and reloads: the game comes back exactly, over REST,
  // with a 'Reconnecting…' badge; moves go over REST and arrive by polling meanwhile.
  // The client opens a WebSocket first and falls back to long-polling. The WebSocket gets an
  // answer that is not Socket.IO's (as from a proxy that breaks it), the polling is refused.
  let socketsBroken = true;
  await black.routeWebSocket('**/socket.io/**', (ws) => {
    if (socketsBroken) ws.send('not a Socket.IO packet');
    else ws.connectToServer();
  });
  await black.route('**/socket.io/**', (route) => route.abort());
  await black.reload();
  await expect(black.getByText('Reconnecting…')).toBeVisible();
  await expect(black.getByRole('list', { name: 'Moves' })).toContainText('f3');
  await expect(black.getByTestId('turn-indicator')).toHaveText('Your turn');
  // White's first move cost nothing; black's clock waits for black's first move too.
  await expect(black.getByTestId('clock-white')).toHaveText('10:00');
  await expect(black.getByTestId('clock-black')).toHaveText('10:00');
  await expect(black.getByTestId('first-move')).toContainText('Your clock starts after your first move');
  await typeMove(black, 'e5');
  // Both have moved: from now on the clock of the side to move runs.
  await expect(white.getByTestId('first-move')).toHaveCount(0);
  await expect(white.getByTestId('clock-white')).toHaveText(/^9:5\d$/, { timeout: 5000 });
  await expect(white.getByTestId('turn-indicator')).toHaveText('Your turn');
  // A's parent opens the same game on A's account, in the watch view: live and read-only.
  // On A's account the game is under My Games, running, with both clocks and whose turn it is.
  await watcher.goto('/multiplayer?tab=games');
  const activeCard = watcher.getByRole('list', { name: 'Active games' }).getByTestId('game-card');
  await expect(activeCard).toContainText('Active');
  await expect(activeCard.getByRole('progressbar', { name: 'White time left' })).toBeVisible();
  await expect(activeCard.getByRole('progressbar', { name: 'Black time left' })).toHaveAttribute('aria-valuenow', '100');
  await expect(activeCard).toContainText(aIsWhite ? 'Your turn' : "Opponent's turn");
  await activeCard.getByRole('link', { name: /Continue Game/ }).click();
  await expect(watcher).toHaveURL(gameUrl);
  await watcher.goto(`${gameUrl}?watch=1`);
  await expect(watcher.getByTestId('watching')).toHaveText('Watching');
  await expect(watcher.getByTestId('turn-indicator')).toHaveText('White to move');
  await expect(watcher.getByRole('list', { name: 'Moves' })).toContainText('e5');
  await expect(watcher.getByRole('application', { name: 'Chess board, watching' })).toHaveAttribute('aria-disabled', 'true');
  await expect(watcher.getByLabel('Type a move')).toHaveCount(0);
  await expect(watcher.getByRole('button', { name: 'Resign' })).toHaveCount(0);
  await expectAccessible(watcher);

  // The watcher sees the next move arrive.
  await clickMove(white, 'g2', 'g4');
  await expect(watcher.getByRole('list', { name: 'Moves' })).toContainText('g4');
  await expect(watcher.getByTestId('turn-indicator')).toHaveText('Black to move');
  await expect(black.getByTestId('turn-indicator')).toHaveText('Your turn');
  await expect(black.getByRole('list', { name: 'Moves' })).toContainText('g4');

  // The connection comes back by itself; the badge goes.
  socketsBroken = false;
  await black.unroute('**/socket.io/**');
  await expect(black.getByText('Reconnecting…')).toHaveCount(0, { timeout: 15_000 });
  await typeMove(black, 'Qh4');

  // Each child hears the result from their own side, kindly; the parent hears the colour.
  // The toasts last 5 s, so both are looked for at once, before the lasting banners (on a
  // loaded CI machine, checking five banners first once outlasted the loser's toast).
  await Promise.all([
    expect(toasts(black).getByText('You won! Great game!')).toBeVisible(),
    expect(toasts(white).getByText('Good game! You lost this one.')).toBeVisible(),
  ]);
  await expect(black.getByTestId('result-banner')).toContainText('You won! Great game!');
  await expect(black.getByTestId('result-banner')).toContainText('Checkmate! You trapped');
  await expect(white.getByTestId('result-banner')).toContainText('Good game! You lost this one.');
  await expect(white.getByTestId('result-banner')).toContainText('trapped your king. Every game teaches you something.');
  // The watching parent reads it by their own child's first name, and goes back to the parent
  // dashboard; the other child never sees that name.
  const watcherBanner = watcher.getByTestId('result-banner');
  await expect(watcherBanner.getByRole('heading')).toHaveText(
    aIsWhite ? `${parentA.childFirstName} lost this one — good game!` : `${parentA.childFirstName} won — great game!`,
  );
  await expect(watcherBanner).not.toContainText('Black wins!');
  await expect(watcherBanner.getByRole('link', { name: 'Back to the parent dashboard' })).toHaveAttribute('href', '/parent-dashboard');
  await expect(watcherBanner.getByRole('link', { name: /lobby/ })).toHaveCount(0);
  for (const p of [white, black]) await expect(p.getByTestId('result-banner').getByRole('link', { name: 'Back to the lobby' })).toBeVisible();
  await expect(b.getByTestId('result-banner')).not.toContainText(parentA.childFirstName);
  await expect(b.getByRole('main')).not.toContainText(parentA.childFirstName);
  await picture(watcher, 'result-watching-parent.png');
  // A first game: the rating is still provisional, so no number and no loss of points is shown.
  for (const p of [white, black]) {
    await expect(p.getByTestId('rating-change')).toHaveText(/still finding your level/);
  }
  await picture(white, 'result-lost.png');
  await expect(black.getByRole('list', { name: 'Moves' })).toContainText('Qh4');
  await expectAccessible(black);

  // The finished game is listed under My Games with View Game.
  await a.goto('/multiplayer?tab=games');
  const card = a.getByTestId('game-card').first();
  await expect(card).toContainText('Finished');
  await expect(card).toContainText(nameA);
  await expect(card).toContainText(nameB);
  await card.getByRole('link', { name: /View Game/ }).click();
  await expect(a).toHaveURL(gameUrl);
  await expect(a.getByTestId('result-banner')).toContainText(aIsWhite ? 'Good game! You lost this one.' : 'You won! Great game!');

  // The watching parent's way back leads to the parent dashboard (behind its PIN), not the lobby.
  await watcherBanner.getByRole('link', { name: 'Back to the parent dashboard' }).click();
  await expect(watcher).toHaveURL(/\/parent-dashboard$/);

  await Promise.all([b.context().close(), watcher.context().close()]);
  expect(otherErrors, 'console errors in the other browsers').toEqual([]);
});

test('giving up before the first move calls the game off; a draw offer can be declined, and resigning asks first', async ({ page, browser }) => {
  test.setTimeout(240_000); // a ceiling for a loaded machine; nothing here is timed
  const otherErrors: string[] = [];
  const a = page;
  await a.setViewportSize({ width: 1366, height: 900 });
  const b = await openContext(browser, otherErrors);
  // B plays on a phone.
  await b.setViewportSize({ width: 390, height: 844 });
  await Promise.all([signUpSeeded(a, newParent(), '/multiplayer'), signUpSeeded(b, newParent(), '/multiplayer')]);
  const nameA = await ownUsername(a);
  const nameB = await ownUsername(b);
  // On B's phone the Challenge button takes a line of its own, below A's level and badges
  // (it once sat on top of the "New player" badge).
  const rowOnPhone = lobbyRow(b, nameA);
  await expect(rowOnPhone.getByRole('button', { name: /Challenge/ })).toBeVisible();
  const badge = (await rowOnPhone.getByText('New player', { exact: true }).boundingBox())!;
  const button = (await rowOnPhone.getByRole('button', { name: /Challenge/ }).boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(badge.y + badge.height);
  expect(button.height).toBeGreaterThanOrEqual(44);

  /** A 5-minute game without a message, A challenging B; answers [white, black]. */
  async function challenge(): Promise<[Page, Page]> {
    await lobbyRow(a, nameB)
      .getByRole('button', { name: /Challenge/ })
      .click();
    await a.getByLabel('Time control').selectOption('300');
    await a.getByRole('button', { name: 'Send Challenge' }).click();
    // The open challenge: an answered one from the first game may still be listed.
    const invitation = b
      .getByTestId('invitation')
      .filter({ hasText: `${nameA} challenged you` })
      .filter({ has: b.getByRole('button', { name: 'Accept' }) });
    await expect(invitation).toContainText('5:00');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(b).toHaveURL(/\/multiplayer\/games\//);
    await expect(a).toHaveURL(b.url());
    await expect(a.getByTestId('clock-white')).toHaveText('5:00');
    const aIsWhite = (await a.getByTestId('turn-indicator').textContent()) === 'Your turn';
    return aIsWhite ? [a, b] : [b, a];
  }

  // Before a player's own first move there is no Resign, only Abort: nobody wins or loses.
  const [firstWhite, firstBlack] = await challenge();
  for (const player of [firstWhite, firstBlack]) {
    await expect(player.getByRole('button', { name: 'Abort game' })).toBeVisible();
    await expect(player.getByRole('button', { name: 'Resign' })).toHaveCount(0);
  }
  await clickMove(firstWhite, 'e2', 'e4');
  // White has moved: white can only resign now; black, not yet moved, can still call it off.
  await expect(firstWhite.getByRole('button', { name: 'Resign' })).toBeVisible();
  await expect(firstWhite.getByRole('button', { name: 'Abort game' })).toHaveCount(0);
  await expect(firstBlack.getByRole('list', { name: 'Moves' })).toContainText('e4');
  await expectAccessible(firstBlack);
  await picture(firstBlack, `abort-${firstBlack === a ? 1366 : 390}.png`, { fullPage: true });
  await firstBlack.getByRole('button', { name: 'Abort game' }).click();
  for (const player of [firstWhite, firstBlack]) {
    await expect(player.getByTestId('result-banner')).toContainText('Game called off');
    await expect(player.getByTestId('result-banner')).toContainText('called off before it really began. Nobody wins or loses');
    await expect(player.getByTestId('rating-change')).toHaveCount(0);
  }
  await picture(firstWhite, `called-off-${firstWhite === a ? 1366 : 390}.png`, { fullPage: true });
  await Promise.all([a.goto('/multiplayer'), b.goto('/multiplayer')]);

  // A second game, begun by both: now the draw offer and resigning.
  const [white, black] = await challenge();
  await clickMove(white, 'e2', 'e4');
  await expect(black.getByRole('list', { name: 'Moves' })).toContainText('e4');
  await typeMove(black, 'e5');
  await expect(white.getByRole('list', { name: 'Moves' })).toContainText('e5');
  await expect(a.getByRole('button', { name: 'Abort game' })).toHaveCount(0);

  await a.getByRole('button', { name: 'Offer draw' }).click();
  await expect(a.getByText('You offered a draw. Waiting for an answer…')).toBeVisible();
  await expect(b.getByText(`${nameA} offers a draw.`)).toBeVisible();
  await b.getByRole('button', { name: 'Decline draw' }).click();
  await expect(a.getByRole('button', { name: 'Offer draw' })).toBeEnabled();
  await expect(a.getByText('You offered a draw. Waiting for an answer…')).toHaveCount(0);

  // Resigning asks first; keeping on playing changes nothing.
  await a.getByRole('button', { name: 'Resign' }).click();
  const confirm = a.getByRole('dialog', { name: 'Resign this game?' });
  await expectAccessible(a);
  await confirm.getByRole('button', { name: 'Keep playing' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(a.getByTestId('result-banner')).toHaveCount(0);
  await a.getByRole('button', { name: 'Resign' }).click();
  await confirm.getByRole('button', { name: 'Yes, resign' }).click();

  // The 5 s toast first, the lasting banners after.
  await expect(toasts(b).getByText('You won! Great game!')).toBeVisible();
  await expect(a.getByTestId('result-banner')).toContainText('Good game! You lost this one.');
  await expect(a.getByTestId('result-banner')).toContainText('You resigned.');
  await expect(b.getByTestId('result-banner')).toContainText('You won! Great game!');
  await expect(b.getByTestId('result-banner')).toContainText(`${nameA} resigned.`);
  await expectAccessible(b);
  await picture(a, 'resigned-1366.png');
  await picture(b, 'won-390.png', { fullPage: true });

  await b.context().close();
  expect(otherErrors, 'console errors in the other browser').toEqual([]);
});
