import { test as base, expect } from '@playwright/test';

/**
 * Every journey also fails on a console error or a Content-Security-Policy violation in
 * the page (the server's CSP must hold for the built app), and on a preloaded API read the
 * page did not use. Chromium warns of a preload not used within 3 s of the load event; on a
 * loaded machine a page's reads can start later than that, so a warned read fails the journey
 * only when that page never made it (the page's fetches are noted in the tab's session
 * storage, each with the page it came from). Failed requests the app expects
 * (the 401 of a signed-out visitor's /api/auth/user) are logged by Chromium as "Failed to
 * load resource" and are left to the tests' own assertions.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      /** Preloads Chromium warned of: the page (path and query) and the read's URL. */
      const warned: { page: string; read: string; text: string }[] = [];
      await page.addInitScript(() => {
        const fetchOf = window.fetch.bind(window);
        window.fetch = (input, init) => {
          try {
            const read = new URL(input instanceof Request ? input.url : String(input), location.href).href;
            const made = JSON.parse(sessionStorage.getItem('e2e-reads') ?? '[]') as string[];
            made.push(`${location.pathname}${location.search} ${read}`);
            sessionStorage.setItem('e2e-reads', JSON.stringify(made));
          } catch {
            // A read the journey cannot note is judged by Chromium's warning alone.
          }
          return fetchOf(input, init);
        };
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
        // The server starts a page's API reads with its HTML (server/src/http/index-html.ts):
        // one the page did not make is a list out of step with the page.
        const preload = message.text().match(/^The resource (\S+) was preloaded using link preload but not used/);
        if (preload) {
          const at = new URL(page.url());
          warned.push({ page: `${at.pathname}${at.search}`, read: preload[1]!, text: message.text() });
        }
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      if (warned.length > 0) {
        const made = page.isClosed()
          ? []
          : await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-reads') ?? '[]') as string[]).catch(() => []);
        for (const { page: where, read, text } of warned) if (!made.includes(`${where} ${read}`)) errors.push(text);
      }
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
