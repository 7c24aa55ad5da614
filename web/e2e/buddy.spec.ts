import { expect, test } from './fixtures';
import { newParent, signUpSeeded } from './support';
import { BUDDIES } from '@chess-quest/protocol/buddies';

test('a child picks Bramble the buddy and reads its start line; the buddies it has not met say how to meet them', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpSeeded(page, newParent(), '/ai-chess');
  const picker = page.getByTestId('buddy-picker');
  await expect(picker.getByRole('radio', { name: /Bramble the Bear/ })).toBeEnabled();
  const pippa = picker.getByRole('radio', { name: /Pippa the Pony/ });
  await expect(pippa).toBeDisabled();
  await expect(pippa).toContainText(/Finish story chapter 1, ".+" to meet Pippa\./);
  if (process.env.H4_SHOTS) {
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByText('Play a buddy').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 90));
      await page.screenshot({ path: `${process.env.H4_SHOTS}/buddy-picker-${width}x${height}.png` });
    }
  }

  await picker.getByRole('radio', { name: /Bramble the Bear/ }).click();
  await expect(picker.getByRole('radio', { name: /Bramble the Bear/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Start Game' }).click();
  const line = page.getByTestId('buddy-line');
  await expect(line).toBeVisible();
  const said = (await line.textContent()) ?? '';
  expect(BUDDIES.bramble.startLines.some((l) => said.includes(l))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Bramble the Bear' })).toBeVisible();
  if (process.env.H4_SHOTS) await page.screenshot({ path: `${process.env.H4_SHOTS}/buddy-game-${page.viewportSize()?.width}.png` });
});
