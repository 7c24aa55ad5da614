import type { Page } from '@playwright/test';
import type { ArenaView } from '@chess-quest/protocol/arenas';
import type { SignUpBody } from '@chess-quest/protocol/auth';
import type { ParentClasses } from '@chess-quest/protocol/class-invitations';
import type { ClassDetail, StudentCards } from '@chess-quest/protocol/classes';
import { expect, test } from './fixtures';
import { apiGet, expectAccessible, LAPTOP, newParent, openDevice, PHONE, shoot } from './support';

// Issue 25's journey: a teacher starts a class arena; three children of the class join on
// their phones, are paired and play on the board; one wins twice in a row and is on fire (the
// flame shows); the standings move on every screen; the teacher ends the arena from the class's
// arena page and it ends with a podium; a parent watches one of their child's games live. The
// class and its students are set up through the pages' own API calls (classes.spec.ts and
// classes-family-race.spec.ts walk those pages). The journeys' server starts class arenas soon
// and makes them outlast a journey (ARENA_COUNTDOWN_MS, ARENA_DURATION_MS in
// playwright.config.ts): the arena ends when the teacher ends it, not on its clock (that end is
// arenas.test.ts's).

interface Kid {
  page: Page;
  username: string;
}

async function clickMove(page: Page, from: string, to: string): Promise<void> {
  await page.locator(`[data-square="${from}"]`).click();
  await page.locator(`[data-square="${to}"]`).click();
}

const view = (kid: Kid, arenaId: string) => apiGet<ArenaView>(kid.page, `/api/arenas/${arenaId}`);

/** The games being played now among the kids, white first, read from each kid's own arena view. */
async function gamesInPlay(kids: Kid[], arenaId: string): Promise<{ gameId: string; white: Kid; black: Kid }[]> {
  const views = await Promise.all(kids.map((kid) => view(kid, arenaId)));
  const games = new Map<string, { white?: Kid; black?: Kid }>();
  views.forEach((v, i) => {
    if (v.me?.status !== 'playing' || !v.me.gameId || !v.me.color) return;
    const game = games.get(v.me.gameId) ?? {};
    game[v.me.color] = kids[i]!;
    games.set(v.me.gameId, game);
  });
  return [...games.entries()].flatMap(([gameId, { white, black }]) => (white && black ? [{ gameId, white, black }] : []));
}

/** Waits for the next game among the kids (a wave pairs them within seconds). */
async function nextGame(kids: Kid[], arenaId: string, done: Set<string>) {
  let found: { gameId: string; white: Kid; black: Kid } | undefined;
  await expect
    .poll(
      async () => {
        found = (await gamesInPlay(kids, arenaId)).find((g) => !done.has(g.gameId));
        return Boolean(found);
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  done.add(found!.gameId);
  return found!;
}

/**
 * Both sides move on the board, white by clicks and black too, within the first-move window;
 * then `afterOpening` (screenshots, a parent arriving to watch) while both clocks run at 5
 * minutes; white plays Nf3, and the loser resigns from the game screen.
 */
async function playOut(white: Kid, black: Kid, winner: Kid, afterOpening?: () => Promise<void>): Promise<void> {
  await expect(white.page.getByTestId('turn-indicator')).toHaveText('Your turn', { timeout: 15_000 });
  await clickMove(white.page, 'e2', 'e4');
  await expect(black.page.getByTestId('turn-indicator')).toHaveText('Your turn');
  await clickMove(black.page, 'e7', 'e5');
  await expect(white.page.getByRole('list', { name: 'Moves' })).toContainText('e5');
  await afterOpening?.();
  await clickMove(white.page, 'g1', 'f3');
  await expect(black.page.getByRole('list', { name: 'Moves' })).toContainText('Nf3');
  const loser = winner === white ? black : white;
  await loser.page.getByRole('button', { name: 'Resign' }).click();
  await loser.page.getByRole('dialog', { name: 'Resign this game?' }).getByRole('button', { name: 'Yes, resign' }).click();
  // Once the arena is over the last game's result gives way to the podium.
  await expect(winner.page.getByTestId('result-banner').filter({ hasText: 'You won' }).or(winner.page.getByTestId('podium'))).toBeVisible();
}

/** The row of a player in a screen's standings. */
const standingRow = (page: Page, username: string) =>
  page.getByRole('list', { name: 'Standings' }).getByTestId('standing-row').filter({ hasText: username });

test('three children play a class arena: paired, on fire, live standings on every screen, a podium; a parent watches live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000); // a ceiling for a loaded machine, under ARENA_DURATION_MS (10 min): the teacher ends the arena
  await page.setViewportSize(LAPTOP);
  const origin = baseURL ?? 'http://127.0.0.1:5099';
  const errors: string[] = [];
  const stamp = `${Date.now()}-${process.pid}`;
  const teacher = { email: `arena-teacher-${stamp}@example.com`, password: 'a good long password', parentPin: '1357', privacyConsent: true };

  // The teacher's class with two picture-card students.
  const signedUp = await page.request.post('/api/teachers/signup', { data: teacher });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const made = await page.request.post('/api/classes', { data: { name: 'Arena Club', description: 'Fridays.' } });
  expect(made.status(), await made.text()).toBe(201);
  const klass = (await made.json()) as ClassDetail;
  const added = await page.request.post(`/api/classes/${klass.id}/students`, {
    data: {
      students: [
        { firstName: 'Ben', age: 8 },
        { firstName: 'Cleo', age: 9 },
      ],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const cards = ((await added.json()) as StudentCards).cards;
  const invitation = await page.request.post(`/api/classes/${klass.id}/invitation`, { data: {} });
  expect(invitation.status(), await invitation.text()).toBe(201);
  const familyCode = ((await invitation.json()) as { code: string }).code;

  // Ruby plays at home: her family's account joins the class with the parent's yes.
  const parent = newParent();
  const ruby = await openDevice(browser, origin, errors);
  // Her family signs up (the form's own request; accounts.spec.ts walks the form), asks to join
  // and the parent says yes behind the PIN (the page's calls; the Parent Dashboard's buttons are
  // classes-family-race.spec.ts's), all before a page of the app is open: a page load locks
  // the parent area.
  const body: SignUpBody = {
    email: parent.email,
    password: parent.password,
    parentPin: parent.parentPin,
    childFirstName: parent.childFirstName,
    childAge: Number(parent.childAge),
    privacyConsent: true,
  };
  const signUp = await ruby.request.post('/api/signup', { data: body });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const asked = await ruby.request.post('/api/class-invitations/join', { data: { code: familyCode } });
  expect(asked.status(), await asked.text()).toBe(201);
  expect((await ruby.request.post('/api/parent/unlock', { data: { pin: parent.parentPin } })).ok()).toBe(true);
  const requests = await apiGet<ParentClasses>(ruby, '/api/parent/class-requests');
  const approved = await ruby.request.post(`/api/parent/class-requests/${requests.requests[0]!.id}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  expect((await ruby.request.post('/api/parent/lock', { data: {} })).ok()).toBe(true);

  // Ben and Cleo sign in with their cards on their own phones.
  const students: Page[] = [];
  for (const card of cards) {
    const phone = await openDevice(browser, origin, errors);
    const signedIn = await phone.request.post('/api/class-login', { data: { code: klass.code, studentId: card.studentId, pictures: card.pictures } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    students.push(phone);
  }
  const kids: Kid[] = await Promise.all(
    [ruby, ...students].map(async (kidPage) => ({
      page: kidPage,
      username: (await apiGet<{ username: string }>(kidPage, '/api/auth/user')).username,
    })),
  );
  const rubyKid = kids[0]!;

  // Ruby's parent, on a laptop: the Parent Dashboard behind the PIN, waiting for a game to watch.
  const watcher = await openDevice(browser, origin, errors, LAPTOP);
  await watcher.goto('/sign-in');
  await watcher.getByLabel('Email').fill(parent.email);
  await watcher.getByLabel('Password').fill(parent.password);
  await watcher.getByRole('button', { name: /sign in/i }).click();
  await expect(watcher.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible({ timeout: 30_000 });
  await watcher.goto('/parent-dashboard');
  await watcher.getByLabel('Parent PIN').fill(parent.parentPin);
  await watcher.getByRole('button', { name: 'Open parent area' }).click();
  await expect(watcher.getByRole('tab', { name: 'Overview' })).toBeVisible();

  // The teacher starts the class arena from the class page.
  await page.goto(`/teach/classes/${klass.id}`);
  await page.getByLabel('Your PIN').fill(teacher.parentPin);
  await page.getByRole('button', { name: 'Open teacher area' }).click();
  await page.getByRole('link', { name: 'Class arena' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Class arena' })).toBeVisible();
  await expect(page.getByText('No arena yet.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start the arena' }).click();
  await expect(page.getByRole('list', { name: 'Class arenas' }).getByTestId('arena-summary')).toHaveCount(1);

  // Each child finds it under Arenas (My class) and joins.
  let arenaId = '';
  for (const [index, kid] of kids.entries()) {
    await kid.page.goto('/arenas');
    await expect(kid.page.getByRole('heading', { level: 1, name: 'Arenas' })).toBeVisible();
    const classSection = kid.page.getByRole('region', { name: 'My class' });
    await expect(classSection.getByTestId('arena-card')).toHaveCount(1);
    if (index === 0) {
      await expectAccessible(kid.page);
      await shoot(kid.page, 'arena-list');
    }
    await classSection.getByRole('button', { name: /^Join/ }).click();
    await expect(kid.page).toHaveURL(/\/arenas\/[0-9a-f-]{36}$/);
    arenaId = kid.page.url().split('/').pop()!;
  }

  // Paired: two children play, the third waits for a partner.
  const done = new Set<string>();
  const first = await nextGame(kids, arenaId, done);
  const waiting = kids.find((kid) => kid !== first.white && kid !== first.black)!;
  // After the first moves (each side has a short window for its first move), the pictures.
  const firstShots = async () => {
    await expect(waiting.page.getByRole('heading', { name: 'Finding you a partner...' })).toBeVisible();
    await expectAccessible(waiting.page);
    await shoot(waiting.page, 'arena-waiting');
    await expect(first.white.page.getByTestId('standings-strip')).toBeVisible();
    await shoot(first.white.page, 'arena-game');
  };

  // The games: the child with more points wins (white on a tie), so one child wins twice in a row.
  const points = new Map(kids.map((kid) => [kid, 0]));
  const wins = new Map(kids.map((kid) => [kid, 0]));
  let watched = false;
  let game = first;
  let hero: Kid | null = null;
  for (let round = 0; round < 5 && !hero; round += 1) {
    if (round > 0) game = await nextGame(kids, arenaId, done);
    const { white, black } = game;
    const winner = points.get(black)! > points.get(white)! ? black : white;
    const loser = winner === white ? black : white;
    const watchNow = !watched && (white === rubyKid || black === rubyKid);
    const watch = async () => {
      // Ruby's parent sees her game on the dashboard and watches it live.
      const live = watcher.getByRole('list', { name: 'Games being played now' });
      await expect(live).toBeVisible({ timeout: 20_000 });
      await expect(live).toContainText(`Playing in the Arena Club Arena now, against ${white === rubyKid ? black.username : white.username}`);
      await live.getByRole('link', { name: 'Watch live' }).click();
      await expect(watcher.getByTestId('watching')).toHaveText('Watching');
      await expect(watcher.getByRole('list', { name: 'Moves' })).toContainText('e5');
      await expect(watcher.getByRole('application', { name: 'Chess board, watching' })).toHaveAttribute('aria-disabled', 'true');
      watched = true;
    };
    await playOut(white, black, winner, async () => {
      if (round === 0) await firstShots();
      if (watchNow) await watch();
    });
    // The move played after the parent arrived reached the watch view.
    if (watchNow) await expect(watcher.getByRole('list', { name: 'Moves' })).toContainText('Nf3');
    // From two wins in a row a child is on fire: the next win counts double.
    const doubled = wins.get(winner)! >= 2;
    points.set(winner, points.get(winner)! + (doubled ? 4 : 2));
    wins.set(winner, wins.get(winner)! + 1);
    wins.set(loser, 0);
    // The standings move on every screen: the winner's new points, pushed.
    for (const kid of kids) {
      await expect(standingRow(kid.page, winner.username).getByTestId('standing-points')).toHaveText(String(points.get(winner)));
    }
    if (wins.get(winner)! >= 2) hero = winner;
  }
  expect(hero, 'one child won twice in a row').not.toBeNull();
  const champion = hero!;
  // The flame: on the champion's own strip and beside their name on every screen.
  await expect(champion.page.getByTestId('standings-strip').getByTestId('on-fire')).toBeVisible();
  for (const kid of kids) await expect(standingRow(kid.page, champion.username).getByTestId('on-fire')).toBeVisible();
  expect(watched, 'the parent watched a game of Ruby’s').toBe(true);
  await expect(
    champion.page.getByRole('heading', { name: /Finding you a partner|You are taking a break/ }).or(champion.page.getByTestId('turn-indicator')),
  ).toBeVisible({
    timeout: 15_000,
  });
  await shoot(champion.page, 'arena-on-fire');

  // Everyone takes a break (a child paired again first plays that game out, the champion winning).
  for (let tries = 0; tries < 20; tries += 1) {
    const views = await Promise.all(kids.map((kid) => view(kid, arenaId)));
    if (views.every((v) => v.me?.status === 'paused' || v.arena.status !== 'running')) break;
    const playing = (await gamesInPlay(kids, arenaId)).filter((g) => !done.has(g.gameId));
    for (const g of playing) {
      done.add(g.gameId);
      await playOut(g.white, g.black, g.white === champion || g.black !== champion ? g.white : g.black);
    }
    for (const [i, kid] of kids.entries()) {
      if (views[i]!.me?.status !== 'waiting') continue;
      const pause = kid.page.getByRole('button', { name: 'Take a break' });
      if (await pause.isVisible()) await pause.click().catch(() => undefined);
    }
    await kids[0]!.page.waitForTimeout(1000); // the next wave, or the pause taking hold
  }
  // A break shows on the others' screens while the arena is on.
  const onBreak = (await Promise.all(kids.map((kid) => view(kid, arenaId)))).flatMap((v, i) =>
    v.me?.status === 'paused' && v.arena.status !== 'finished' ? [kids[i]!] : [],
  );
  for (const kid of onBreak) {
    const other = kids.find((k) => k !== kid)!;
    await expect(standingRow(other.page, kid.username)).toContainText('taking a break');
  }

  // While the arena is still on, Ruby's parent makes a family arena for her and her friends,
  // behind the PIN: its code to share (Ruby finds it once her podium is seen).
  await watcher.goto('/family/arenas');
  await watcher.getByLabel('Parent PIN').fill(parent.parentPin);
  await watcher.getByRole('button', { name: 'Open parent area' }).click();
  await watcher.getByRole('radio', { name: /3\+2/ }).check();
  await watcher.getByRole('button', { name: 'Make the arena' }).click();
  const family = watcher.getByRole('list', { name: 'Family arenas' }).getByTestId('arena-summary');
  await expect(family).toHaveCount(1);
  await expect(family).toContainText(/Code for friends: [A-Z2-9]{6}/);
  await expectAccessible(watcher);
  await shoot(watcher, 'arena-family');

  // The teacher ends the arena from its page, on a phone-wide window: End it now, by the
  // keyboard, asks first (Escape keeps it on), then it ends; with no game in play the podium
  // comes at once.
  await page.setViewportSize(PHONE);
  const classArena = page.getByRole('list', { name: 'Class arenas' }).getByTestId('arena-summary');
  const endNow = classArena.getByRole('button', { name: 'End it now' });
  await endNow.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'End the arena now?' });
  await expect(confirm).toContainText('Games being played finish, then the podium shows.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect((await view(rubyKid, arenaId)).arena.status).toBe('running');
  await endNow.click();
  await confirm.getByRole('button', { name: 'Yes, end it now' }).click();
  await expect(confirm).toBeHidden();
  await expect(endNow).toBeHidden();
  await page.setViewportSize(LAPTOP);

  // The arena is over: the podium on every screen, the champion on top, and a kind line for everyone.
  for (const kid of kids) {
    const podium = kid.page.getByRole('list', { name: 'Podium' });
    await expect(podium).toBeVisible({ timeout: 30_000 });
    await expect(podium.getByRole('listitem').first()).toContainText(champion.username);
    await expect(podium.getByRole('listitem').first()).toContainText('Gold');
    const me = (await view(kid, arenaId)).me!;
    await expect(kid.page.getByTestId('arena-thanks')).toHaveText(
      `You played ${me.games} ${me.games === 1 ? 'game' : 'games'} and scored ${me.points} ${me.points === 1 ? 'point' : 'points'}!`,
    );
  }
  await expectAccessible(champion.page);
  await shoot(champion.page, 'arena-podium');
  // The teacher's page shows the podium too.
  await expect(page.getByRole('list', { name: /^Podium of / })).toContainText(champion.username, { timeout: 15_000 });

  await shoot(page, 'arena-teacher');

  // Ruby finds her family's arena among her arenas.
  await ruby.goto('/arenas');
  await expect(ruby.getByRole('region', { name: 'My family' }).getByTestId('arena-card')).toHaveCount(1);

  for (const kid of kids) await kid.page.context().close();
  await watcher.context().close();
  expect(errors, 'console errors on the other screens').toEqual([]);
});
