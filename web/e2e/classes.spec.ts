import type { Page } from '@playwright/test';
import { CLASS_MESSAGES, PICTURE_KEYS, PICTURE_WORDS, type PictureKey } from '@chess-quest/protocol/classes';
import { expect, test } from './fixtures';
import { expectAccessible, LAPTOP, newParent, openDevice, picture, shoot, signUpSeeded } from './support';

/** Also copied where SCREENSHOT_DIR says (the test output is emptied by the next run). */

const WORD_TO_KEY = new Map<string, PictureKey>(PICTURE_KEYS.map((key) => [PICTURE_WORDS[key], key]));

/** The three pictures of one printed card, read from the card as the child reads it (the words under the pictures). */
async function picturesOnCard(page: Page, firstName: string): Promise<{ username: string; pictures: PictureKey[] }> {
  const card = page.getByRole('article', { name: `Card for ${firstName}` });
  const words = await card.getByRole('list', { name: 'Pictures, in order' }).getByRole('listitem').allInnerTexts();
  const pictures = words.map((text) => {
    const word = text.replace(/^\d+\s*/, '').trim();
    const key = WORD_TO_KEY.get(word);
    if (!key) throw new Error(`No picture is called ${word}`);
    return key;
  });
  const username = (await card.getByText(/^Player name:/).innerText()).replace('Player name:', '').trim();
  return { username, pictures };
}

async function tapPictures(page: Page, pictures: readonly PictureKey[]): Promise<void> {
  const grid = page.getByRole('group', { name: 'Pictures' });
  for (const picture of pictures) await grid.getByRole('button', { name: PICTURE_WORDS[picture], exact: true }).click();
}

test('a teacher signs up, makes a class of 3 and prints the cards; a student signs in on a phone with the pictures', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(LAPTOP);
  const stamp = `${Date.now()}-${process.pid}`;
  const teacher = { email: `teacher-${stamp}@example.com`, password: 'a good long password', pin: '1357' };

  // From the sign-in page, as a teacher finds it.
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create a teacher account' }).click();
  await expect(page).toHaveURL(/\/teach\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a Teacher Account' })).toBeVisible();
  await expectAccessible(page);
  // Without the consent the form refuses, kindly and in place.
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByLabel('Password').fill(teacher.password);
  await page.getByLabel('PIN', { exact: true }).fill(teacher.pin);
  await page.getByRole('button', { name: 'Create Teacher Account' }).click();
  await expect(page.getByText('Please tick the box to agree to the Privacy Policy.')).toBeVisible();
  await shoot(page, 'teacher-sign-up');
  await page.getByRole('checkbox', { name: /agree to the Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create Teacher Account' }).click();

  // The teacher area is open right after signing up (no second PIN), empty.
  await expect(page).toHaveURL(/\/teach$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Area' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();
  // A teacher with no child of their own can sign out from the header.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'teach-empty');

  // A class of three.
  await page.getByRole('button', { name: 'New class' }).click();
  await page.getByLabel('Class name').fill('Chess Club Tuesdays');
  await page.getByLabel('About the class (optional)').fill('After school, room 4.');
  await page.getByRole('button', { name: 'Make the class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chess Club Tuesdays' })).toBeVisible();
  const code = (await page.locator('span.font-mono').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await page.getByLabel('First names').fill('Ada\n\nBen\nChloé');
  await page.getByLabel('Age', { exact: true }).selectOption('7');
  await page.getByRole('button', { name: 'Add students' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 sign-in cards are ready' })).toBeVisible();
  await expect(page.getByText('Students (3 of 40)')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'class-students');

  // News for the class's wall.
  await page.getByRole('tab', { name: 'News' }).click();
  await page.getByLabel('News for your class').fill('Welcome to chess club! Bring a smile on Tuesday.');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByRole('list', { name: 'News' })).toContainText('Welcome to chess club!');
  await expectAccessible(page);
  await shoot(page, 'class-news');

  // A co-teacher: another teacher's account, added by email; the class's maker may remove them.
  const coTeacher = { email: `co-teacher-${stamp}@example.com`, password: 'another long password', parentPin: '8642', privacyConsent: true };
  const madeCoTeacher = await request.post('/api/teachers/signup', { data: coTeacher });
  expect(madeCoTeacher.status(), await madeCoTeacher.text()).toBe(201);
  await page.getByRole('tab', { name: 'Teachers' }).click();
  await expect(page.getByText(teacher.email)).toBeVisible();
  await page.getByLabel("Co-teacher's email").fill(`nobody-${stamp}@example.com`);
  await page.getByRole('button', { name: 'Add co-teacher' }).click();
  await expect(page.getByText(CLASS_MESSAGES.teacherNotFound)).toBeVisible();
  await page.getByLabel("Co-teacher's email").fill(coTeacher.email);
  await page.getByRole('button', { name: 'Add co-teacher' }).click();
  await expect(page.getByText(coTeacher.email)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'class-teachers');
  await page.getByRole('button', { name: `Remove ${coTeacher.email}` }).click();
  await expect(page.getByText(coTeacher.email)).toBeHidden();

  // Archive (read-only, its students still sign in) and restore.
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('This class is archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await shoot(page, 'class-archived');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  // The cards: one a student, from the pictures the server showed once.
  await page.getByRole('tab', { name: 'Students' }).click();
  await page.getByRole('link', { name: 'Print the cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in cards' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectAccessible(page);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print 3 cards' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await shoot(page, 'cards');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print 3 cards' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await picture(page, 'cards-print.png', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const ada = await picturesOnCard(page, 'Ada');
  expect(ada.pictures).toHaveLength(3);
  const chloe = await picturesOnCard(page, 'Chloé');

  // A student on a phone: the class card's code, their own tile, the pictures.
  const errors: string[] = [];
  const child = await openDevice(browser, new URL(page.url()).origin, errors);
  await child.goto('/sign-in');
  await child.getByRole('link', { name: 'Sign in with my class card' }).click();
  await expect(child).toHaveURL(/\/class-login$/);
  await expectAccessible(child);
  await shoot(child, 'class-login-code');
  await child.getByLabel('Class code').fill(code.toLowerCase());
  await child.getByRole('button', { name: 'Go' }).click();
  await expect(child.getByRole('heading', { name: 'Chess Club Tuesdays' })).toBeVisible();
  // Classmates are shown by player name only: no real first name on this public screen.
  await expect(child.getByRole('button', { name: ada.username })).toBeVisible();
  await expect(child.getByText('Ada', { exact: true })).toHaveCount(0);
  await expectAccessible(child);
  await shoot(child, 'class-login-students');
  await child.getByRole('button', { name: ada.username }).click();
  await expect(child.getByRole('heading', { name: 'Tap your 3 pictures in order' })).toBeFocused();

  // Wrong pictures: the kind message, and the row empties for another go.
  const wrong = PICTURE_KEYS.filter((key) => key !== ada.pictures[0]).slice(0, 3);
  await tapPictures(child, wrong.slice(0, 2));
  await expect(child.getByRole('group', { name: /^Your pictures:/ })).toHaveAccessibleName(
    `Your pictures: ${PICTURE_WORDS[wrong[0]!]}, ${PICTURE_WORDS[wrong[1]!]}`,
  );
  await shoot(child, 'class-login-pictures', { fullPage: false });
  await child.getByRole('button', { name: 'Undo' }).click();
  await expect(child.getByRole('group', { name: /^Your pictures:/ })).toHaveAccessibleName(`Your pictures: ${PICTURE_WORDS[wrong[0]!]}`);
  await tapPictures(child, wrong.slice(1));
  await expect(child.getByRole('alert')).toHaveText(CLASS_MESSAGES.wrongPictures);
  await expect(child.getByRole('group', { name: /^Your pictures:/ })).toHaveAccessibleName('Your pictures: none yet');
  // A keyboard is back on the first picture for another go.
  await expect(child.getByRole('group', { name: 'Pictures' }).getByRole('button', { name: 'Cat', exact: true })).toBeFocused();
  await expectAccessible(child);
  await shoot(child, 'class-login-wrong');

  // The right ones: the child's dashboard.
  await tapPictures(child, ada.pictures);
  await expect(child.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible({ timeout: 30_000 });
  // A student's account has no parent area.
  await expect(child.getByRole('link', { name: 'Parent View' })).toHaveCount(0);
  await expect(child.getByRole('link', { name: 'Open My Class' })).toBeVisible();
  await shoot(child, 'student-dashboard');

  // The teacher assigns a puzzle set (today's puzzle, chosen from the list: what the Assignments tab's form sends);
  // "From your teacher" comes first on Ada's dashboard, and she solves it on the puzzles page.
  const classId = new URL(page.url()).pathname.split('/')[3]!;
  const daily = (await (await child.request.get('/api/puzzles/daily')).json()) as { id: string; solution: string[] };
  const assigned = await page.request.post(`/api/classes/${classId}/assignments`, {
    data: { kind: 'puzzle_set', puzzles: { puzzleIds: [daily.id] }, dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  await child.reload();
  await expect(child.getByRole('heading', { name: 'From your teacher' })).toBeVisible();
  await expect(child.getByRole('heading', { name: '1 chosen puzzle' })).toBeVisible();
  await expectAccessible(child);
  await shoot(child, 'student-assignment');
  await child.getByRole('link', { name: /^Solve puzzles/ }).click();
  await expect(child).toHaveURL(/\/puzzles$/);
  // The child's moves of the line (every other move; the puzzle answers in between).
  for (let i = 0; i < daily.solution.length; i += 2) {
    const move = daily.solution[i]!;
    await child.locator(`[data-square="${move.slice(0, 2)}"]`).click();
    await child.locator(`[data-square="${move.slice(2, 4)}"]`).click();
    // The puzzle's answer is on the board (it comes 400 ms after the child's move) before the next move.
    const reply = daily.solution[i + 1];
    if (i + 2 < daily.solution.length && reply) {
      await expect(child.locator(`[data-square="${reply.slice(0, 2)}"] [data-piece]`)).toHaveCount(0);
      await expect(child.getByTestId('puzzle-status')).toHaveText('Good move! Now find the next one.');
    }
  }
  await expect(child.getByText(/Congratulations! Puzzle solved!|You solved it/).first()).toBeVisible({ timeout: 15_000 });
  await child.goto('/dashboard');
  await expect(child.getByRole('heading', { name: 'From your teacher' })).toBeVisible();
  await expect(child.getByText('All done!')).toBeVisible({ timeout: 15_000 });
  await child.getByRole('button', { name: 'Open menu' }).click();
  await child.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My class' }).click();
  await expect(child.getByRole('heading', { level: 1, name: 'Chess Club Tuesdays' })).toBeVisible();
  await expect(child.getByRole('list', { name: 'News' })).toContainText('Welcome to chess club! Bring a smile on Tuesday.');
  await expectAccessible(child);
  await shoot(child, 'my-class');

  // The device remembers the class: after signing out, the next child taps its tile.
  await child.goto('/api/logout');
  await child.goto('/class-login');
  await expect(child.getByRole('button', { name: 'Chess Club Tuesdays', exact: true })).toBeVisible();
  await expectAccessible(child);
  await shoot(child, 'class-login-remembered');
  await child.getByRole('button', { name: 'Chess Club Tuesdays', exact: true }).click();
  await expect(child.getByRole('button', { name: ada.username })).toBeVisible();

  // Guessing is stopped: after 5 wrong tries Chloé's pictures rest for a while, said kindly.
  await child.getByRole('button', { name: chloe.username }).click();
  const guess = PICTURE_KEYS.find((key) => key !== chloe.pictures[0])!;
  const alert = child.getByRole('alert');
  const row = child.getByRole('group', { name: /^Your pictures:/ });
  for (let tries = 0; tries < 6; tries++) {
    await tapPictures(child, [guess, guess, guess]);
    // The answer came: the row empties for the next go.
    await expect(row).toHaveAccessibleName('Your pictures: none yet');
    const said = await alert.textContent();
    expect([CLASS_MESSAGES.wrongPictures, CLASS_MESSAGES.studentLocked]).toContain(said);
    if (said === CLASS_MESSAGES.studentLocked) break;
  }
  await expect(alert).toHaveText(CLASS_MESSAGES.studentLocked);
  await expect(child.getByRole('group', { name: 'Pictures' }).getByRole('button', { name: PICTURE_WORDS[guess], exact: true })).toBeDisabled();
  await expectAccessible(child);
  await shoot(child, 'class-login-locked', { fullPage: false });

  // A reload locks the teacher area again, and forgets the cards (their pictures are shown once).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Teachers only' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'teacher-gate');
  await page.getByLabel('Your PIN').fill(teacher.pin);
  await page.getByRole('button', { name: 'Open teacher area' }).click();
  await expect(page.getByRole('heading', { name: 'No cards to print right now' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'cards-none');
  // A lost card: new pictures for Ben make his new card (and only his).
  await page.getByRole('button', { name: 'New card for Ben' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new card' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Card for Ben' })).toBeVisible();

  // The teacher's progress table: a row per student (Ada signed in, has not played yet).
  await page.getByRole('link', { name: 'Back to the class' }).click();
  await page.getByRole('tab', { name: 'Progress' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByText('Progress the last 30 days.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'class-progress');

  // Who has finished the assignment: Ada, ticked.
  await page.getByRole('tab', { name: 'Assignments' }).click();
  await expect(page.getByText('1 of 3 finished')).toBeVisible({ timeout: 20_000 });
  const adaChip = page.getByRole('list', { name: 'Who has finished 1 chosen puzzle' }).getByRole('listitem').filter({ hasText: 'Ada' });
  await expect(adaChip).toContainText('finished');
  await expect(adaChip).not.toContainText('not finished');
  await expectAccessible(page);
  await shoot(page, 'class-assignments');

  // Removing a student asks first, then erases them.
  await page.getByRole('tab', { name: 'Students' }).click();
  await page.getByRole('button', { name: 'Remove Chloé' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove Chloé from the class?' });
  await expect(removal).toContainText('It cannot be undone.');
  await expectAccessible(page);
  await shoot(page, 'class-remove-student', { fullPage: false });
  await removal.getByRole('button', { name: 'Remove Chloé' }).click();
  await expect(page.getByText('Students (2 of 40)')).toBeVisible();

  // The list of classes.
  await page.getByRole('link', { name: 'All classes' }).click();
  await expect(page.getByRole('list', { name: 'Active classes' }).getByRole('link')).toHaveText([/Chess Club Tuesdays.*2 of 40 students/]);
  await expectAccessible(page);
  await shoot(page, 'teach-classes');

  // Back another day: the teacher's account has no child, so signing in leads to the teacher area (and its PIN).
  await page.goto('/api/logout');
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(teacher.email);
  await page.getByLabel('Password').fill(teacher.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/teach$/);
  await expect(page.getByRole('heading', { name: 'Teachers only' })).toBeVisible();

  await child.context().close();
  expect(errors, 'console errors on the phone').toEqual([]);
});

test('a parent becomes a teacher from the Parent View, behind the PIN', async ({ page }) => {
  const parent = newParent();
  await signUpSeeded(page, parent);
  // A family's child sees the parents' card and the plan, as before.
  await expect(page.getByRole('link', { name: 'Open Parent View' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Parent View' }).click();
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  await page.getByRole('link', { name: 'Teach a chess class' }).click();
  // The same PIN's area: moving there keeps it open.
  await expect(page).toHaveURL(/\/teach$/);
  await expect(page.getByRole('heading', { name: 'Teach a chess class' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'become-teacher');
  await page.getByRole('button', { name: 'Become a teacher' }).click();
  await expect(page.getByRole('button', { name: 'New class' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();
  // Leaving for the child's screens locks it: the PIN again on the way back.
  await page.getByRole('banner').getByRole('link', { name: 'Chess Quest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Teachers only' })).toBeVisible();
});
