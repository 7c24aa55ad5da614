import { expect, test } from './fixtures';
import { picture } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test('the app installs: a manifest with icons, a service worker, and a kind answer offline', async ({ page, context }) => {
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(manifestUrl!)).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Chess Quest', display: 'standalone', start_url: '/' });
  for (const size of ['192x192', '512x512']) expect(manifest.icons.some((icon) => icon.sizes === size)).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);

  // The service worker takes control; after that the shell opens without a network.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A page visited once keeps its code in the worker's cache (one never fetched cannot be
  // had offline: its chunk was never downloaded).
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.goto('/help-center');
  await expect(page.getByTestId('offline-notice')).toHaveText(/You are offline/);
  await picture(page, 'offline-shell.png');

  // A page the shell cannot give (its worker's cache emptied) gets the kind offline page.
  await page.evaluate(async () => {
    const cache = await caches.open('chess-quest-shell-v1');
    await cache.delete('/');
  });
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await picture(page, 'offline-page.png');
  await context.setOffline(false);
});
