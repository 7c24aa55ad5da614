import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, newParent, signUpSeeded } from './support';

/** The page is no wider than the window: nothing runs off the right edge, no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page ${scrollWidth}px wide in a ${clientWidth}px window`).toBeLessThanOrEqual(clientWidth);
}

test('a new child sees every achievement locked, the daily challenge and the medals, all from real play', async ({ page }) => {
  await signUpSeeded(page, newParent(), '/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Level 1', exact: true })).toBeVisible();
  await expect(page.getByText('Knight Apprentice')).toBeVisible();
  await expect(page.getByText('0 XP', { exact: true })).toBeVisible();
  await expect(page.getByText(/Best streak: \d+ days/)).toBeVisible();
  await expect(page.getByText('Today’s challenge')).toBeVisible();
  await expect(page.getByText(/No achievements yet/)).toBeVisible();
  await expect(page.getByText(/^0 of \d+ unlocked$/)).toBeVisible();
  await page.getByRole('tab', { name: 'Combat' }).click();
  await expect(page.getByRole('heading', { name: 'First Victory' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'First Step' })).toBeHidden();
  // Nothing unlocked, so nothing to share yet.
  await expect(page.getByRole('button', { name: /^Share / })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/multiplayer?tab=medals');
  await expect(page.getByText('Total available')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tactician', exact: true })).toBeVisible();
  // Hidden medals stay hidden until earned.
  await expect(page.getByRole('heading', { name: 'Pawn Whisperer' })).toBeHidden();
  await page.getByLabel('Category').selectOption('seasonal');
  await expect(page.getByRole('heading', { name: 'Winter Knights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tactician', exact: true })).toBeHidden();
});

test('on a 390 px phone every tab of /achievements and the medals fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpSeeded(page, newParent(), '/achievements');
  await expect(page.getByText('Today’s challenge')).toBeVisible();
  for (const tab of ['All', 'Learning', 'Combat', 'Progress', 'Social', 'Special']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoSidewaysScroll(page);
  }
  await expect(page.getByRole('heading', { name: 'Badge collection' })).toBeVisible();
  await page.goto('/multiplayer?tab=medals');
  await expect(page.getByText('Total available')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a share link that does not exist says so, signed out', async ({ page }) => {
  await page.goto('/share/achievement/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'This share is not here' })).toBeVisible();
});
