import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Browser, type Locator, type Page, type Response } from '@playwright/test';
import type { SignUpBody } from '@chess-quest/protocol/auth';

/** GETs an API path with the page's session cookie; the answer must be OK. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** axe-core's own build, the one @axe-core/playwright injects. */
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Fails on any serious or critical accessibility violation on the page as it is now: every
 * axe rule, as @axe-core/playwright runs them. axe is put in the page once per document and
 * reports only violations: the builder injected it twice a check, opened a blank page to
 * finish each run and sent back every passing node too (half the time of some journeys).
 * The app has no iframes.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged as they settle, not halfway through a button's colour transition (a
  // platform just chosen in the share dialog was once read mid-way and failed contrast).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // an animation that never ends is axe's to judge as it is
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
      };
    };
    const results = await axe.run(document, { resultTypes: ['violations'], iframes: false });
    return results.violations.map((v): Violation => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/**
 * What this browser received from the server's answers that `pick` takes (the matching answers'
 * JSON bodies; null leaves the last one): `settled()` waits for the bodies of every answer already
 * seen, `now()` answers at once. The bodies are read one after the other, in the order the
 * answers came: a `waitForResponse` resolves on an answer's headers, before its body is read (CI
 * once asked for a round in between and found none), and a slow read never puts an older one back.
 */
export function watchAnswers<T>(
  page: Page,
  matches: (response: Response) => boolean,
  pick: (body: unknown) => T | null,
): { settled: () => Promise<T | null>; now: () => T | null } {
  let latest: T | null = null;
  let reading: Promise<void> = Promise.resolve();
  page.on('response', (response) => {
    if (!response.ok() || !matches(response)) return;
    reading = reading.then(async () => {
      const picked = pick(await response.json().catch(() => null));
      if (picked !== null) latest = picked;
    });
  });
  return {
    settled: async () => {
      await reading;
      return latest;
    },
    now: () => latest,
  };
}

let counter = 0;
export function newParent() {
  counter += 1;
  const stamp = `${Date.now()}-${process.pid}-${counter}`;
  return {
    email: `parent-${stamp}@example.com`,
    password: 'a good long password',
    parentPin: '2468',
    childFirstName: 'Ruby',
    childAge: '7',
  };
}

export type Parent = ReturnType<typeof newParent>;

/** Signs up through the real form, starting from the landing page's call to action. */
export async function signUpFromLanding(page: Page, parent: Parent): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page
    .getByRole('link', { name: /create an account|sign up/i })
    .last()
    .click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill(parent.password);
  await page.getByLabel('Parent PIN').fill(parent.parentPin);
  await page.getByLabel("Child's first name").fill(parent.childFirstName);
  await page.getByLabel("Child's age").selectOption(parent.childAge);
  // Every field must still hold its value when the form is sent.
  await expect(page.getByLabel('Email')).toHaveValue(parent.email);
  await expect(page.getByLabel("Child's age")).toHaveValue(parent.childAge);
  // The parent's consent to the privacy policy (COPPA): the form refuses to go without it.
  await page.getByRole('checkbox', { name: /agree to the Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // A ceiling, not a timing check: the server hashes the password and the PIN with scrypt,
  // then the dashboard loads its code and data; with two journeys signing up at once on a
  // loaded 2-core machine this took over 7 s (a CI run on 2026-11-25).
  await expect(page.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Signs a parent and first child up through the public API in this page's cookie jar (the
 * request the form sends: the same body and the browser's time zone), then opens `landing`:
 * the dashboard unless the journey starts elsewhere (a page load less, and no first socket
 * left behind by the page it would leave at once), or no page when `landing` is null (the
 * journey opens its first page itself, after API calls that set it up). For journeys where the sign-up form is
 * not what they test: the form itself is accounts.spec.ts's. No test-only door in the
 * server: this is the app's own POST /api/signup.
 */
export async function signUpSeeded(page: Page, parent: Parent, landing: string | null = '/'): Promise<void> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const body: SignUpBody = {
    email: parent.email,
    password: parent.password,
    parentPin: parent.parentPin,
    childFirstName: parent.childFirstName,
    childAge: Number(parent.childAge),
    privacyConsent: true,
  };
  const response = await page.request.post('/api/signup', { data: body, headers: { 'x-time-zone': timeZone } });
  expect(response.status(), `POST /api/signup: ${await response.text()}`).toBe(201);
  if (landing === null) return;
  await page.goto(landing);
  // A ceiling, not a timing check: the dashboard loads its code and data on a loaded machine.
  if (landing === '/') await expect(page.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible({ timeout: 30_000 });
}

/**
 * The visible toasts. Radix also copies a toast's text into a hidden live region for
 * screen readers, so a page-wide text search would find it twice.
 */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

/** Fills the demo payment form with a test card and pays (4242… succeeds, 4000…0002 is declined). */
export async function fillDemoCard(page: Page, cardNumber = '4242 4242 4242 4242', plan: 'Premium' | 'Family' = 'Premium'): Promise<void> {
  await page.getByLabel('Name on card').fill('Sam Parent');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay and start ${plan}` }).click();
}

/** The page's console errors and uncaught errors go into `errors` (which fail the test like the main page's). */
function collectErrors(page: Page, errors: string[]): Page {
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return page;
}

/** A second browser (its own cookies) whose console errors fail the test like the main page's. */
export async function openContext(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext();
  return collectErrors(await context.newPage(), errors);
}

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 900 };

/**
 * Another device (its own cookies) at `size`: at the phone's size a touch phone. Its console
 * errors fail the test like the main page's.
 */
export async function openDevice(browser: Browser, baseURL: string, errors: string[], size = PHONE): Promise<Page> {
  const phone = size === PHONE;
  const context = await browser.newContext({ baseURL, viewport: size, hasTouch: phone, isMobile: phone });
  return collectErrors(await context.newPage(), errors);
}

/** Where the pictures go; none are taken without it. */
const shots = process.env.SCREENSHOT_DIR;

/**
 * A picture of the page as it is now, for people to look at (nothing compares it): taken only
 * when SCREENSHOT_DIR says where to put it. A run without it (CI) checks the same things without
 * the pictures: a full-page picture at two sizes took 1.3–4.6 s against 0.5–1.1 s for the same
 * resizes and checks alone, with the load average at 33 on 2 cores.
 */
export async function picture(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (shots) await page.screenshot({ path: `${shots}/${file}`, fullPage: options.fullPage ?? false });
}

/**
 * At a phone's and a laptop's size nothing on the page as it is now may be wider than the
 * window (a phone never scrolls sideways); a picture at each size when SCREENSHOT_DIR is set.
 */
export async function shoot(page: Page, name: string, options: { fullPage?: boolean } = { fullPage: true }): Promise<void> {
  const before = page.viewportSize();
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    // Layout settles at the new width (the header's menu, the grids) before the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const overflow = await page.evaluate(() => {
      const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).pop();
      return {
        width: document.documentElement.scrollWidth,
        culprit: wide ? `${wide.tagName} ${wide.className} “${wide.textContent?.slice(0, 40)}”` : '',
      };
    });
    expect(overflow.width, `${name} at ${size.width} px: ${overflow.culprit}`).toBeLessThanOrEqual(size.width);
    await picture(page, `${name}-${size.width}.png`, { fullPage: options.fullPage ?? true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Every celebration the banner shows, in order, across page loads: the banner is watched in
 * the page and each one reported here (a burst of rewards takes turns on screen). A banner
 * element is reported when it appears and again whenever its words change, so a celebration
 * drawn into an element that showed the one before is not missed.
 */
export async function recordCelebrations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('reportCelebration', (_source, text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const reported = new WeakMap<Element, string>();
    new MutationObserver(() => {
      for (const banner of document.querySelectorAll('[data-testid="celebration"]')) {
        const text = banner.textContent ?? '';
        if (reported.get(banner) === text) continue;
        reported.set(banner, text);
        (window as unknown as { reportCelebration: (text: string) => void }).reportCelebration(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}
