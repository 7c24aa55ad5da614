import type { Page } from '@playwright/test';
import type { LessonModule } from '@chess-quest/protocol/catalog';
import type { LessonModuleDetail } from '@chess-quest/protocol/lessons';
import { expect, test } from './fixtures';
import { playStep } from './lesson-player';
import { apiGet, fillDemoCard, newParent, picture, signUpSeeded, toasts, type Parent } from './support';

// Issue 22: the parent area locks whenever the screen goes back to a child's view, and the
// server is the judge. One journey per way back: each ends with a child tapping Parent View
// (the PIN is asked) and a parent call made with the browser's session (the server refuses).

// Sign-ups and PINs are scrypt hashes: on a loaded 2-core machine a journey takes minutes.
test.describe.configure({ timeout: 180_000 });

async function openParentView(page: Page, parent: Parent) {
  await page.getByRole('banner').getByRole('link', { name: 'Parent View' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  await expect(page.getByRole('button', { name: 'Lock parent area' })).toBeVisible();
}

/** What a child finds: Parent View asks for the PIN, and the server refuses parent calls. */
async function expectLockedForTheChild(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Parent View' }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Parents only' })).toBeVisible();
  await expect(page.getByLabel('Parent PIN')).toBeVisible();
  const family = await page.request.get('/api/parent/family');
  expect(family.status()).toBe(403);
  expect(((await family.json()) as { code: string }).code).toBe('parent_gate_required');
  expect((await apiGet<{ unlocked: boolean }>(page, '/api/parent/status')).unlocked).toBe(false);
}

async function payWithTheDemoCard(page: Page, plan: 'Premium' | 'Family') {
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await fillDemoCard(page, undefined, plan);
  await expect(toasts(page)).toContainText(`Welcome to ${plan}!`);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('after a payment lands on the child’s dashboard, the parent area is locked', async ({ page }) => {
  const parent = newParent();
  await signUpSeeded(page, parent);
  await page.getByRole('banner').getByRole('link', { name: 'Upgrade' }).click();
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  await payWithTheDemoCard(page, 'Premium');
  await expectLockedForTheChild(page);
});

test('a PIN approval of a share on a child’s page shares that item and opens nothing else', async ({ page }) => {
  const parent = newParent();
  await signUpSeeded(page, parent, null);

  // The child finishes a first lesson step: First Step is earned, and can be shared.
  const [firstModule] = await apiGet<LessonModule[]>(page, '/api/modules');
  if (!firstModule) throw new Error('the server has no lessons');
  const lesson = await apiGet<LessonModuleDetail>(page, `/api/modules/${firstModule.id}`);
  await page.goto(`/lessons/${firstModule.id}`);
  for (const step of lesson.steps) {
    await playStep(page, step, /^Next step/);
    if (step.kind !== 'explain') break;
  }
  await page.goto('/achievements');
  const share = page.getByRole('button', { name: 'Share First Step' });
  await expect(share).toBeVisible({ timeout: 15_000 });
  await share.click();

  const dialog = page.getByRole('dialog', { name: 'Share First Step' });
  await expect(dialog.getByRole('heading', { name: 'Parents only' })).toBeVisible();
  await dialog.getByLabel('Parent PIN').fill(parent.parentPin);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.getByRole('button', { name: 'LinkedIn' }).click();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  // The toast sits outside the modal dialog, which hides the rest of the page from the tree.
  await expect(page.getByRole('listitem', { includeHidden: true }).filter({ hasText: 'Ready to share on LinkedIn.' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Ready to share on LinkedIn' })).toBeVisible();
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await picture(page, `share-ready-${width}.png`);
  }
  const linkedIn = dialog.getByRole('link', { name: /^Open LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);

  // While the approved share is still open, the parent area is not.
  expect((await page.request.get('/api/parent/family')).status()).toBe(403);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expectLockedForTheChild(page);
});

test('after the hand-over "Switch to <child>", the parent area is locked', async ({ page }) => {
  const parent = newParent();
  await signUpSeeded(page, parent);
  // A second child needs the Family plan.
  await page.getByRole('banner').getByRole('link', { name: 'Upgrade' }).click();
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  await payWithTheDemoCard(page, 'Family');
  await openParentView(page, parent);
  await page.getByRole('button', { name: 'Add a child' }).click();
  const add = page.getByRole('dialog', { name: 'Add a child' });
  await add.getByLabel('First name').fill('Leo');
  await add.getByLabel('Age', { exact: true }).selectOption('10');
  await add.getByRole('button', { name: 'Add child' }).click();
  await expect(add).toBeHidden();

  await page.goto('/family');
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByRole('button', { name: 'Open parent area' }).click();
  await page.getByRole('button', { name: 'Switch to Leo' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Switch player (Leo is playing)' })).toBeVisible();
  await expectLockedForTheChild(page);
});

test('the browser’s back button out of the parent area locks it', async ({ page }) => {
  const parent = newParent();
  await signUpSeeded(page, parent);
  await openParentView(page, parent);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible();
  await expectLockedForTheChild(page);
});

test('typing another address out of the parent area locks it', async ({ page }) => {
  const parent = newParent();
  await signUpSeeded(page, parent);
  await openParentView(page, parent);
  // The server locks on every page load, whatever the leaving page managed to send.
  await page.goto('/puzzles');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectLockedForTheChild(page);
});

test('the offline copy the app keeps does not lock a parent who has just typed the PIN', async ({ page }) => {
  // The service worker fetches the app's shell as it installs, seconds after a new browser's
  // first page; a parent can type the PIN before that. Here the install is made to come after
  // the PIN, every time: the worker the app registered is replaced by the same file under
  // another address, which installs a new one at once.
  const parent = newParent();
  await signUpSeeded(page, parent);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await openParentView(page, parent);
  const installed = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?installed-after-the-pin');
    const worker = registration.installing ?? registration.waiting;
    if (!worker) return 'no new worker';
    const settled = () => worker.state === 'activated' || worker.state === 'redundant';
    await new Promise<void>((resolve) => {
      worker.addEventListener('statechange', () => {
        if (settled()) resolve();
      });
      if (settled()) resolve();
    });
    return worker.state === 'activated' && (await caches.match('/')) ? 'shell kept' : worker.state;
  });
  expect(installed).toBe('shell kept');
  expect((await apiGet<{ unlocked: boolean }>(page, '/api/parent/status')).unlocked).toBe(true);
  await expect(page.getByRole('button', { name: 'Lock parent area' })).toBeVisible();
  expect((await page.request.get('/api/parent/family')).status()).toBe(200);
});
