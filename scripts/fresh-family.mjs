/**
 * A fresh family on a running app, for the scripts that look at the signed-in pages
 * (lighthouse.mjs, profile-page.mjs): signs a parent up with a first child over the API and,
 * when asked, starts a game against the computer. Answers the session's cookies
 * (`name=value` each) and the game's id. With `locale` ('es'), the family signs up with the
 * browser in that language, so the child starts in it (issue 27).
 */
export async function freshFamily(url, { name = 'script', aiGame = false, locale = undefined } = {}) {
  const headers = { 'content-type': 'application/json', origin: url };
  const response = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: locale ? { ...headers, 'accept-language': locale, cookie: `cq_locale=${locale}` } : headers,
    body: JSON.stringify({
      email: `${name}-${Date.now()}@example.com`,
      password: 'a good long password',
      parentPin: '2468',
      childFirstName: 'Ruby',
      childAge: 7,
      privacyConsent: true,
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!aiGame) return { cookies, gameId: null };
  const game = await fetch(`${url}/api/ai-games/create`, {
    method: 'POST',
    headers: { ...headers, cookie: cookies.join('; ') },
    body: JSON.stringify({ difficulty: 'easy', playerColor: 'white' }),
  });
  if (!game.ok) throw new Error(`creating an AI game answered ${game.status}`);
  return { cookies, gameId: (await game.json()).id };
}
