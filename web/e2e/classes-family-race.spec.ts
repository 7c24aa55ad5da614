import type { Page } from '@playwright/test';
import type { Puzzle } from '@chess-quest/protocol/catalog';
import { INVITATION_MESSAGES, TEACHER_NEVER_SEES } from '@chess-quest/protocol/class-invitations';
import type { ClassDetail, StudentCards } from '@chess-quest/protocol/classes';
import { expect, test } from './fixtures';
import { apiGet, expectAccessible, LAPTOP, newParent, openDevice, signUpSeeded, toasts } from './support';

// Issue 24, the parts of the classes journey that classes.spec.ts does not walk: a family's
// child joins the class with the teacher's code for families and the parent's yes behind the
// PIN; the teacher's progress table shows that child's play; the teacher opens and starts a
// class puzzle race that two students (the family child and a picture-card student) join.
// What classes.spec.ts walks through the UI (the teacher's sign-up, making a class and its
// students, the picture sign-in) is set up here through the same API the pages call.

/** The teacher area's PIN (every page load locks it, on the server). */
async function openTeacherArea(page: Page, pin: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Teachers only' })).toBeVisible();
  await page.getByLabel('Your PIN').fill(pin);
  await page.getByRole('button', { name: 'Open teacher area' }).click();
}

test('a family child joins a class with the parent’s yes, shows in the progress table, and races a classmate when the teacher starts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // a ceiling for a loaded machine (three sign-ups hash with scrypt); nothing is timed
  await page.setViewportSize(LAPTOP);
  const stamp = `${Date.now()}-${process.pid}`;
  const teacher = { email: `race-teacher-${stamp}@example.com`, password: 'a good long password', parentPin: '1357', privacyConsent: true };
  const className = 'Friday Chess Club';

  // The teacher's account, a class and one student with a picture card (the pages' own calls).
  const signedUp = await page.request.post('/api/teachers/signup', { data: teacher });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const made = await page.request.post('/api/classes', { data: { name: className, description: 'Room 2, after lunch.' } });
  expect(made.status(), await made.text()).toBe(201);
  const klass = (await made.json()) as ClassDetail;
  const added = await page.request.post(`/api/classes/${klass.id}/students`, { data: { students: [{ firstName: 'Ben', age: 8 }] } });
  expect(added.status(), await added.text()).toBe(201);
  const ben = ((await added.json()) as StudentCards).cards[0]!;

  // The class page: the teacher turns on the code for families.
  await page.goto(`/teach/classes/${klass.id}`);
  await openTeacherArea(page, teacher.parentPin);
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  await page.getByRole('button', { name: 'Make a code for families' }).click();
  const link = await page.getByLabel('Link for families').inputValue();
  const joinUrl = new URL(link);
  expect(joinUrl.pathname).toBe('/join-class');
  const code = joinUrl.searchParams.get('code') ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Works for 7 more days/)).toBeVisible();
  await expectAccessible(page);

  // A child who plays at home opens the teacher's link on a phone and asks to join.
  const errors: string[] = [];
  const origin = baseURL ?? new URL(page.url()).origin;
  const kid = await openDevice(browser, origin, errors);
  const parent = newParent();
  await signUpSeeded(kid, parent, `${joinUrl.pathname}${joinUrl.search}`);
  await expect(kid.getByRole('heading', { level: 1, name: 'Join a class' })).toBeVisible();
  await expect(kid.getByLabel('Type the code from your teacher')).toHaveValue(code);
  await expectAccessible(kid);
  await kid.getByRole('button', { name: 'Ask to join' }).click();
  await expect(kid.getByText(`You asked to join ${className}!`)).toBeVisible();
  await expect(kid.getByText(INVITATION_MESSAGES.askParent)).toBeVisible();
  await expectAccessible(kid);

  // The parent, on the same phone: the Parent View behind the PIN, with what the teacher will see.
  await kid.goto('/');
  await kid.getByRole('link', { name: 'Open Parent View' }).click();
  await expect(kid.getByRole('heading', { name: 'Parents only' })).toBeVisible();
  await kid.getByLabel('Parent PIN').fill(parent.parentPin);
  await kid.getByRole('button', { name: 'Open parent area' }).click();
  const request = kid.getByRole('list', { name: 'Requests to join a class' }).getByRole('listitem').first();
  await expect(request).toContainText(`${parent.childFirstName} asked to join ${className}`);
  await expect(request).toContainText(`Taught by ${teacher.email}`);
  const sees = request
    .locator('div')
    .filter({ has: kid.getByRole('heading', { name: 'If you say yes, the teacher sees' }) })
    .last();
  await expect(sees).toContainText(parent.childFirstName);
  await expect(sees).toContainText(parent.childAge);
  const username = await apiGet<{ username: string }>(kid, '/api/auth/user').then((user) => user.username);
  await expect(sees).toContainText(username);
  const never = request
    .locator('div')
    .filter({ has: kid.getByRole('heading', { name: 'The teacher never sees' }) })
    .last();
  for (const item of TEACHER_NEVER_SEES) await expect(never).toContainText(item);
  await expectAccessible(kid);
  await request.getByRole('button', { name: `Yes, ${parent.childFirstName} can join` }).click();
  await expect(toasts(kid)).toContainText(`${parent.childFirstName} is in ${className}`);
  await expect(kid.getByRole('list', { name: 'Classes your children are in' })).toContainText(`${parent.childFirstName} is in ${className}`);
  // The parent leaves for the child's screens (which locks the parent area again).
  await kid.goto('/');
  await expect(kid.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible();

  // The teacher's list now has the child, marked as a family's account (no picture card).
  await page.reload();
  await openTeacherArea(page, teacher.parentPin);
  const students = page.getByRole('region', { name: /^Students \(/ });
  await expect(page.getByText('Students (2 of 40)')).toBeVisible();
  const ruby = students.getByRole('listitem').filter({ hasText: parent.childFirstName });
  await expect(ruby).toContainText('Family account');
  await expect(ruby).toContainText(username);
  await expect(ruby.getByRole('button', { name: `New pictures for ${parent.childFirstName}` })).toHaveCount(0);
  await expect(students.getByRole('listitem').filter({ hasText: 'Ben' })).not.toContainText('Family account');

  // Progress: the child has not played since joining; a puzzle solved at home shows by itself
  // (the open table reads again every 15 s, socket or not), and Update reads at once.
  await page.getByRole('tab', { name: 'Progress' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: username });
  const solvedCell = row.getByRole('cell').nth(2);
  await expect(solvedCell).toHaveText('0 of 0 tries');
  const [puzzle] = await apiGet<Puzzle[]>(kid, '/api/puzzles');
  const solved = await kid.request.post(`/api/user/puzzles/${puzzle!.id}/attempt`, {
    data: { solved: true, attempts: 1, solvedAt: new Date().toISOString(), moves: puzzle!.solution.filter((_, i) => i % 2 === 0) },
  });
  expect(solved.ok(), await solved.text()).toBe(true);
  await expect(page.getByText('Updates by itself as your students play.')).toBeVisible();
  await expect(solvedCell).toHaveText('1 of 1 tries', { timeout: 25_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('100%');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeEnabled();
  await expect(solvedCell).toHaveText('1 of 1 tries');

  // The class race: the teacher opens it from the class play page.
  await page.getByRole('link', { name: 'Race and games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${className}: play` })).toBeVisible();
  await page.getByRole('button', { name: 'Open a race for the class' }).click();
  const start = page.getByRole('button', { name: 'Start the race' });
  await expect(start).toBeDisabled();
  await expect(page.getByText('at least 2 are needed to start', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Ben signs in with his card's pictures (the picture sign-in is classes.spec.ts's) on his own phone.
  const benPhone = await openDevice(browser, origin, errors);
  const signedIn = await benPhone.request.post('/api/class-login', { data: { code: klass.code, studentId: ben.studentId, pictures: ben.pictures } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);

  // Both children join from Play with my class; neither can start the race.
  for (const child of [kid, benPhone]) {
    await child.goto('/class/play');
    await expect(child.getByRole('heading', { level: 1, name: 'Play with my class' })).toBeVisible();
    const race = child.getByRole('region', { name: 'Class puzzle race' });
    await race.getByRole('button', { name: 'Join the race' }).click();
    await expect(race).toContainText('You are in!');
    await expect(race).toContainText('Your teacher starts the race.');
    await expect(child.getByRole('button', { name: /start/i })).toHaveCount(0);
  }
  // Classmates by their player names only.
  await expect(kid.getByRole('region', { name: /^Classmates/ })).toContainText(ben.username);
  await expect(kid.getByText('Ben', { exact: true })).toHaveCount(0);
  await expectAccessible(kid);
  // Nor through the API: starting is the teacher's.
  const studentStart = await benPhone.request.post(`/api/classes/${klass.id}/play/race/start`, { data: {} });
  expect(studentStart.ok()).toBe(false);

  // The teacher sees both (the page reads again every few seconds) and starts.
  const joined = page.getByRole('list', { name: 'Students who joined' }).getByRole('listitem');
  await expect(joined).toHaveCount(2, { timeout: 15_000 });
  await expect(joined.filter({ hasText: ben.username })).toHaveCount(1);
  await expect(joined.filter({ hasText: username })).toHaveCount(1);
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByText('The race is running.')).toBeVisible();

  // Both children hear of it on their screen (a push) and go to the race; they see its first puzzle
  // (the race itself is puzzle-race.spec.ts's). Ruby takes the notice's button, Ben the lobby's.
  const news = toasts(kid).filter({ hasText: 'The class race has started!' });
  await expect(news).toBeVisible({ timeout: 15_000 });
  await news.getByRole('button', { name: 'Go to the race' }).click();
  await expect(kid).toHaveURL(/\/multiplayer\/race$/);
  const benRace = benPhone.getByRole('region', { name: 'Class puzzle race' });
  await expect(benRace).toContainText('The race is on!', { timeout: 15_000 });
  await benRace.getByRole('link', { name: 'Go to the race' }).click();
  await expect(benPhone).toHaveURL(/\/multiplayer\/race$/);
  await expect(kid.getByTestId('race-prompt')).toContainText('Puzzle 1:');
  await expect(benPhone.getByTestId('race-prompt')).toContainText('Puzzle 1:');

  await kid.context().close();
  await benPhone.context().close();
  expect(errors, 'console errors on the children’s phones').toEqual([]);
});
