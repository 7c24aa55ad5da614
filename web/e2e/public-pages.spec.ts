import { expect, test } from './fixtures';
import { expectAccessible, toasts } from './support';

test('the landing page invites a visitor in, and every call to action leads to login', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Learn Chess the Fun Way!')).toBeVisible();
  for (const feature of ['Interactive Lessons', 'Story Mode', 'Progress Tracking']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByText('$0', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('$4.99', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  for (const name of ['Login', 'Sign Up', 'Start Learning', 'Play Now', 'Start Free', 'Start Premium', 'Learn Chess', 'Play Games', 'Progress']) {
    const link = page.getByRole('link', { name, exact: true }).first();
    await expect(link, name).toHaveAttribute('href', '/api/login');
  }
  await expectAccessible(page);
});

test('the public pages show their content and pass axe', async ({ page }) => {
  const pages: [string, RegExp][] = [
    ['/help-center', /Mon-Fri 9-6 EST/],
    ['/parent-guide', /15.30 minutes/],
    ['/contact-us', /Send us a message/],
    ['/privacy-policy', /password/i],
  ];
  for (const [path, content] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(content).first()).toBeVisible();
    await expectAccessible(page);
  }
});

test('an unknown address shows the 404 card', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible(page);
});

test.describe('a page whose code cannot load', () => {
  // The service worker would answer from its cache; the point is a file the network refuses.
  test.use({ serviceWorkers: 'block' });

  test('shows the kind error screen, and Back leaves it behind', async ({ page, pageErrors }) => {
    await page.route(/help-center-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Learn Chess the Fun Way!')).toBeVisible();
    await page.getByRole('link', { name: 'Help Center' }).first().click();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', /\/help-center$/);
    await page.goBack();
    await expect(page.getByText('Learn Chess the Fun Way!')).toBeVisible();
    // The refused file and React's report of the caught error are what this test causes.
    expect(pageErrors.length).toBeGreaterThan(0);
    expect(pageErrors.every((error) => /help-center-page|dynamically imported module|Something went wrong|error boundary/i.test(error))).toBe(true);
    pageErrors.splice(0);
  });

  test('gone since a new version went out: the tab reloads once, by itself, and the page shows', async ({ page, pageErrors }) => {
    // What the server answers for a file of an older build (server/src/app.ts), once: after the
    // reload the page's code is there.
    let refused = 0;
    await page.route(
      /help-center-page-[^/]*\.js$/,
      async (route) => {
        refused += 1;
        await route.fulfill({ status: 404, contentType: 'text/plain', body: "This file is not part of the app's current version." });
      },
      { times: 1 },
    );
    await page.goto('/');
    await expect(page.getByText('Learn Chess the Fun Way!')).toBeVisible();
    await page.getByRole('link', { name: 'Help Center' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/help-center');
    expect(refused).toBe(1);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
    await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
    // The refused file is what this test causes.
    expect(pageErrors.every((error) => /help-center-page|dynamically imported module|error boundary/i.test(error))).toBe(true);
    pageErrors.splice(0);
  });
});

test('the contact form checks its fields, thanks the parent and clears itself', async ({ page }) => {
  await page.goto('/contact-us');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(request.url());
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Required fields stop the form: no thank-you yet.
  await expect(page.getByText('Message Sent!')).toHaveCount(0);
  await expect(page.getByLabel('Category')).toHaveValue('general');

  await page.getByLabel('Name').fill('Sam Parent');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Subject').fill('Question about lessons');
  await page.getByLabel('Message').fill('How long should my 7-year-old play each day?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toHaveCount(0);

  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Category').selectOption('parent');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page).getByText('Message Sent!')).toBeVisible();
  await expect(toasts(page).getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect(page.getByLabel('Category')).toHaveValue('general');
  expect(requests, 'the contact form makes no call').toEqual([]);
  await expectAccessible(page);
});
