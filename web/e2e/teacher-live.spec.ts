import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import type { ClassDetail, StudentCards } from '@chess-quest/protocol/classes';
import type { Invitation, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { expect, test } from './fixtures';

// Issue 24: a teacher's account has no child, and still hears its class live over its own
// (account-only) socket. The table and the watched game are read again on the pushes; they
// poll only while the socket is down (15 s and 1.5 s), so what shows here within a few seconds
// without a reload came pushed.

const LAPTOP = { width: 1366, height: 900 };

async function ok<T>(answer: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await answer;
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

test('a teacher sees a student’s solve and a class game’s move appear without a reload', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000); // a ceiling for a loaded machine (sign-ups hash with scrypt); nothing is timed
  await page.setViewportSize(LAPTOP);
  const stamp = `${Date.now()}-${process.pid}`;
  const teacher = { email: `live-teacher-${stamp}@example.com`, password: 'a good long password', parentPin: '1357', privacyConsent: true };

  // The teacher's account (no child), a class and two students with picture cards: the pages' own calls.
  await ok(page.request.post('/api/teachers/signup', { data: teacher }), 201);
  const klass = await ok<ClassDetail>(page.request.post('/api/classes', { data: { name: 'Tuesday Club', description: '' } }), 201);
  const cards = await ok<StudentCards>(
    page.request.post(`/api/classes/${klass.id}/students`, { data: { students: [{ firstName: 'Ada' }, { firstName: 'Ben' }] } }),
    201,
  );
  const students: { request: APIRequestContext; id: string; username: string }[] = [];
  for (const card of cards.cards) {
    const context = await browser.newContext({ baseURL });
    await ok(context.request.post('/api/class-login', { data: { code: cards.code, studentId: card.studentId, pictures: card.pictures } }));
    // Reading the players is being online: a classmate can be challenged.
    await ok(context.request.get('/api/multiplayer/players'));
    students.push({ request: context.request, id: card.studentId, username: card.username });
  }
  const [ada, ben] = students as [(typeof students)[0], (typeof students)[0]];

  // The class page asks for the teacher's own PIN (no "Parent PIN": this account has no child).
  await page.goto(`/teach/classes/${klass.id}`);
  await expect(page.getByRole('heading', { name: 'Teachers only' })).toBeVisible();
  await expect(page.getByLabel('Parent PIN')).toHaveCount(0);
  await page.getByLabel('Your PIN').fill(teacher.parentPin);
  await page.getByRole('button', { name: 'Open teacher area' }).click();
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByText('Updates by itself as your students play.')).toBeVisible();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: ada.username });
  const solvedCell = row.getByRole('cell').nth(2);
  await expect(solvedCell).toHaveText('0 of 0 tries');

  // Ada solves a puzzle on her phone: the row changes by itself, well within the 15 s poll.
  const [puzzle] = await ok<Puzzle[]>(ada.request.get('/api/puzzles'));
  await ok(
    ada.request.post(`/api/user/puzzles/${puzzle!.id}/attempt`, {
      data: { solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: puzzle!.solution.filter((_, i) => i % 2 === 0) },
    }),
  );
  await expect(solvedCell).toHaveText('1 of 1 tries', { timeout: 8_000 });

  // On the class's play page, a game Ada and Ben start shows by itself, and the teacher watches it.
  await page.getByRole('link', { name: 'Race and games' }).click();
  await expect(page.getByText('No games between your students right now.', { exact: false })).toBeVisible();
  // Ben reads the players again: one read keeps a child online PRESENCE_GRACE_MS (10 s), and on a
  // loaded machine the teacher's steps since his first read took longer (the challenge got a 409).
  await ok(ben.request.get('/api/multiplayer/players'));
  const invitation = await ok<Invitation>(ada.request.post('/api/class-play/challenge', { data: { receiverId: ben.id } }), 201);
  const { game } = await ok<{ game: MultiplayerGame | null }>(
    ben.request.post('/api/multiplayer/respond', { data: { invitationId: invitation.id, response: 'accept' } }),
  );
  const watch = page.getByRole('link', { name: 'Watch' });
  await expect(watch).toBeVisible({ timeout: 8_000 });
  await watch.click();
  await expect(page.getByText('You are watching. Only the two players can move.')).toBeVisible();
  await expect(page.getByText(`${game!.whitePlayerName} to move (white).`)).toBeVisible();

  // White moves on its phone: the teacher's board and move list follow without a reload.
  const white = game!.whitePlayerId === ada.id ? ada : ben;
  await ok(white.request.post(`/api/multiplayer/games/${game!.id}/move`, { data: { move: 'e2e4', version: game!.version } }));
  await expect(page.getByText(`${game!.blackPlayerName} to move (black).`)).toBeVisible({ timeout: 5_000 });
});
