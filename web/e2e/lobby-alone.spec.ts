import { expect, test } from './fixtures';
import { expectAccessible, newParent, signUpSeeded } from './support';

// Runs in the 'alone' project, against a server no other journey uses (playwright.config.ts):
// every signed-in child is online, so only there is the lobby really empty.

test('alone in the lobby: empty states, and no challenging oneself', async ({ page }) => {
  await signUpSeeded(page, newParent(), '/multiplayer');
  await expect(page.getByRole('tab', { name: 'Lobby' })).toHaveAttribute('aria-selected', 'true');

  const ownRow = page.getByTestId('lobby-player').filter({ has: page.getByText('You', { exact: true }) });
  await expect(ownRow).toBeVisible();
  const username = (await ownRow.getByTestId('player-name').textContent())?.trim() ?? '';
  expect(username).not.toBe('');
  const own = page.getByTestId('lobby-player').filter({ hasText: username });
  await expect(own.getByRole('button', { name: /Challenge/ })).toBeDisabled();
  await expect(own.getByText('Online')).toBeVisible();
  await expect(page.getByText('No other players online right now')).toBeVisible();
  await expect(page.getByText('No invitations')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'My Games' }).click();
  await expect(page.getByText('No active games')).toBeVisible();
  await expectAccessible(page);
});
