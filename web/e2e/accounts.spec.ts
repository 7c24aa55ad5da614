import { expect, test } from './fixtures';
import { expectAccessible, newParent, signUpFromLanding, signUpSeeded, toasts } from './support';

test('a parent signs up from the landing page, reaches the dashboard and logs out', async ({ page }) => {
  const parent = newParent();
  await page.goto('/sign-up');
  await expectAccessible(page);

  await signUpFromLanding(page, parent);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Knight Apprentice').first()).toBeVisible();
  await expect(page.getByText(parent.childFirstName).first()).toBeVisible();
  await expect(page.getByTestId('module-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' }).first()).toHaveAttribute('href', '/subscription');
  await expect(page.getByRole('link', { name: 'Parent View' }).first()).toHaveAttribute('href', '/parent-dashboard');
  await expectAccessible(page);
  // The page's code comes with its HTML (server/src/http/index-html.ts): with the session,
  // the signed-in layout's script and the dashboard's are preloaded, as the build names them.
  for (const route of ['/dashboard', '/ai-chess']) {
    const html = await (await page.request.get(route)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded, route).toContainEqual(expect.stringMatching(/^\/assets\/signed-in-layout-[\w-]+\.js$/));
    expect(preloaded, route).toContainEqual(expect.stringMatching(route === '/dashboard' ? /dashboard-page-/ : /ai-chess-page-/));
  }

  // The Play dropdown holds Multiplayer and AI Challenge.
  await page.getByRole('button', { name: /Play/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Multiplayer' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'AI Challenge' }).click();
  await expect(page).toHaveURL(/\/ai-chess$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Logout' }).first().click();
  await expect(page.getByText('Learn Chess the Fun Way!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signing in again with the same details works; a wrong password is told kindly.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong email or password.' })).toBeVisible();
  await page.getByLabel('Password').fill(parent.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Chess Journey' })).toBeVisible();
});

test('the sign-up form names what is wrong before anything is sent', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill('parent@example.com');
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Parent PIN').fill('12');
  await page.getByLabel("Child's first name").fill('Ruby');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/Password must be at least 8 characters/)).toBeVisible();
  await expect(page.getByText(/Parent PIN must be exactly 4 digits/)).toBeVisible();
  // The parent's consent is a box to tick, never assumed (COPPA's notice and consent).
  const consent = page.getByRole('checkbox', { name: /agree to the Privacy Policy/ });
  await expect(consent).not.toBeChecked();
  await expect(page.getByText('Please tick the box to agree to the Privacy Policy.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expectAccessible(page);
  await consent.check();
  await expect(page.getByText('Please tick the box to agree to the Privacy Policy.')).toHaveCount(0);
});

test("the privacy policy's version is the one a parent agrees to, and the server refuses a sign-up without consent", async ({ page }) => {
  await page.goto('/sign-up');
  const label = page.locator('label[for="sign-up-consent"]');
  const version = (await label.textContent())?.match(/version ([\w-]+)/)?.[1];
  expect(version).toBeTruthy();
  const policy = page.context().waitForEvent('page');
  await label.getByRole('link', { name: 'Privacy Policy' }).click();
  const policyPage = await policy;
  // A new tab loads the whole app afresh: a ceiling for a loaded machine, not a timing check.
  await expect(policyPage.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible({ timeout: 30_000 });
  await expect(policyPage.getByText(`Version ${version}`)).toBeVisible();
  await policyPage.close();

  const parent = newParent();
  const refused = await page.request.post('/api/signup', {
    data: { email: parent.email, password: parent.password, parentPin: parent.parentPin, childFirstName: 'Ruby', childAge: 7 },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'invalid_input', field: 'privacyConsent' });
});

test('a protected page signed out shows the Unauthorized toast, then goes to login', async ({ page }) => {
  // The toast shows for the 500 ms before the app goes to /api/login. That navigation is
  // answered 204 here (a browser then stays on the page), so the toast can be read without
  // racing the redirect; the redirect itself is checked after.
  const loginAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await page.route('**/api/login', (route) => route.fulfill({ status: 204 }));
  await page.goto('/lessons');
  await expect(toasts(page).getByText('Unauthorized')).toBeVisible();
  await expect(toasts(page).getByText('You are logged out. Logging in again...')).toBeVisible();
  await loginAsked;
  await page.unroute('**/api/login');
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
});

test('multiplayer signed out shows a login prompt instead', async ({ page }) => {
  await page.goto('/multiplayer');
  const login = page.getByRole('link', { name: /log ?in/i }).last();
  await expect(login).toHaveAttribute('href', '/api/login');
  await expect(page).toHaveURL(/\/multiplayer$/);
  await expectAccessible(page);
});

test('the signed-in header folds into a menu on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Signed up through the API: the form is the first test's subject.
  await signUpSeeded(page, newParent());
  // Parent View stays in the bar, outside the menu.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Parent View' })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Puzzles' }).click();
  await expect(page).toHaveURL(/\/puzzles$/);
  await expectAccessible(page);
});

test('the last step of a provider sign-up asks only for the PIN, the child and the consent', async ({ page }) => {
  // Reached after a first sign-in at an OpenID Connect provider (server/src/auth/oidc.test.ts
  // drives that flow end to end); without the provider's session the server refuses it.
  await page.goto('/sign-up?step=child');
  await expect(page.getByRole('heading', { level: 1, name: 'Finish Setting Up' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel('Parent PIN').fill('1357');
  await page.getByLabel("Child's first name").fill('Noah');
  await page.getByLabel("Child's age").selectOption('9');
  await page.getByRole('button', { name: 'Finish Sign Up' }).click();
  await expect(page.getByText('Please tick the box to agree to the Privacy Policy.')).toBeVisible();
  await page.getByRole('checkbox', { name: /agree to the Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Finish Sign Up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are not signed in.' })).toBeVisible();
  await expectAccessible(page);
});
