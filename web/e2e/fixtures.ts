import { test as base, expect } from '@playwright/test';

/**
 * Every journey also fails on a console error or a Content-Security-Policy violation in
 * the page (the server's CSP must hold for the built app), and on a preloaded API read the
 * page did not use. Failed requests the app expects
 * (the 401 of a signed-out visitor's /api/auth/user) are logged by Chromium as "Failed to
 * load resource" and are left to the tests' own assertions.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
        // The server starts a page's API reads with its HTML (server/src/http/index-html.ts):
        // one the page did not make is a list out of step with the page.
        if (message.text().includes('was preloaded using link preload but not used')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
