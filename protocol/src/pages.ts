// Every page of the web app, in one list. The web router (web/src/app/router.tsx) builds its
// routes from it and the server (server/src/http/index-html.ts) its preload table, so the two
// cannot drift. A page module is a file of web/src whose name ends in `-page.tsx`, with the
// page as its default export: in web/src/features/<feature>/, or in web/src/app/pages/ for a
// page several features make up. web/src/app/pages.test.ts checks that every page module named
// here exists and that every page module there is named here.

/** Who a page is for: everyone; a signed-in user (anyone else is asked to sign in); a signed-out visitor (a signed-in user goes home). */
export type PageAccess = 'public' | 'signed-in' | 'signed-out';

export interface PageDeclaration {
  /** The address as the router matches it, without the leading slash: '' is the home page, ':name' one part of the address. */
  readonly path: string;
  /** The page module, from web/. */
  readonly module: string;
  readonly access: PageAccess;
  /** What a signed-out visitor sees at this address instead of a sign-in prompt (the home page's landing page). */
  readonly visitorModule?: string;
  /** The prompt a signed-out visitor reads instead of being sent to sign in (spec §6). */
  readonly loginPrompt?: { readonly title: string; readonly message: string };
  /**
   * The API reads the page makes as soon as its code runs: the server starts them with the
   * HTML (`<link rel="preload" as="fetch">`), for a signed-in page only. The Playwright
   * journeys fail on a preload the page did not use.
   */
  readonly preload?: readonly string[];
  /**
   * The read of what the address names, also started with the HTML: `param` is a part of the
   * path (':gameId') or else a query parameter ('?game='); its value, when it is a UUID,
   * takes the place of ':id' in `read`.
   */
  readonly addressRead?: { readonly param: string; readonly read: string };
}

/** The signed-in layout, loaded before any signed-in page, and the reads every signed-in page makes (who is signed in, the child's board). */
export const SIGNED_IN_LAYOUT = {
  module: 'src/app/layouts/signed-in-layout.tsx',
  // The account's kind (a student sees no parent area) and whether it teaches: the header's links.
  preload: ['/api/auth/user', '/api/customization/user', '/api/customization/board-themes', '/api/teachers/me'],
} as const;

const DASHBOARD = {
  module: 'src/features/dashboard/dashboard-page.tsx',
  // The XP read says whether to greet "Welcome" or "Welcome back" (a first visit has none).
  preload: [
    '/api/user/progress',
    '/api/gamification/user-experience',
    '/api/modules',
    '/api/user/modules',
    '/api/story/chapters',
    '/api/user/story',
    '/api/puzzles/daily',
  ],
} as const;

export const PAGES = [
  // "/" is the landing page for visitors and the dashboard once signed in (spec §2). The
  // landing page is part of the web app's entry: a visitor's first screen comes with its first script.
  { path: '', ...DASHBOARD, access: 'signed-in', visitorModule: 'src/features/landing/landing-page.tsx' },

  // Public pages, for everyone.
  { path: 'help-center', module: 'src/features/help-center/help-center-page.tsx', access: 'public' },
  { path: 'parent-guide', module: 'src/features/parent-guide/parent-guide-page.tsx', access: 'public' },
  { path: 'contact-us', module: 'src/features/contact-us/contact-us-page.tsx', access: 'public' },
  { path: 'privacy-policy', module: 'src/features/privacy-policy/privacy-policy-page.tsx', access: 'public' },
  { path: 'share/:type/:id', module: 'src/features/achievements/public-share-page.tsx', access: 'public' },

  // Built-in accounts (beyond the spec's OIDC-only login).
  { path: 'sign-in', module: 'src/features/auth/sign-in-page.tsx', access: 'signed-out' },
  { path: 'sign-up', module: 'src/features/auth/sign-up-page.tsx', access: 'signed-out' },

  // Classes (issue 24). A child signs in with the class card; a teacher signs up. The teacher's
  // pages are public in this list: a teacher's account may have no child, which the signed-in
  // guard needs; they check the account and the PIN gate themselves (GET /api/teachers/me).
  { path: 'class-login', module: 'src/features/classes/class-login-page.tsx', access: 'signed-out' },
  { path: 'teach/sign-up', module: 'src/features/classes/teacher-sign-up-page.tsx', access: 'signed-out' },
  { path: 'teach', module: 'src/features/classes/teach-page.tsx', access: 'public' },
  { path: 'teach/classes/:classId', module: 'src/features/classes/class-page.tsx', access: 'public' },
  { path: 'teach/classes/:classId/cards', module: 'src/features/classes/class-cards-page.tsx', access: 'public' },
  { path: 'teach/classes/:classId/play', module: 'src/features/class-play/teacher-play-page.tsx', access: 'public' },
  { path: 'teach/classes/:classId/play/games/:gameId', module: 'src/features/class-play/watch-game-page.tsx', access: 'public' },
  { path: 'teach/classes/:classId/arenas', module: 'src/features/arenas/class-arenas-page.tsx', access: 'public' },

  // Signed-in pages.
  { path: 'dashboard', ...DASHBOARD, access: 'signed-in' },
  { path: 'lessons', module: 'src/features/lessons/lessons-page.tsx', access: 'signed-in' },
  { path: 'lessons/:moduleId', module: 'src/features/lessons/lesson-player-page.tsx', access: 'signed-in' },
  { path: 'story', module: 'src/features/story/story-page.tsx', access: 'signed-in' },
  { path: 'story/:chapterId', module: 'src/features/story/story-chapter-page.tsx', access: 'signed-in' },
  {
    path: 'puzzles',
    module: 'src/features/puzzles/puzzles-page.tsx',
    access: 'signed-in',
    preload: ['/api/puzzles/daily', '/api/puzzles', '/api/user/puzzles', '/api/user/puzzles/allowance'],
  },
  { path: 'puzzle-streak', module: 'src/features/puzzle-streak/puzzle-streak-page.tsx', access: 'signed-in', preload: ['/api/puzzle-streak'] },
  {
    path: 'multiplayer',
    module: 'src/app/pages/multiplayer-page.tsx',
    access: 'signed-in',
    loginPrompt: { title: 'Multiplayer Chess', message: 'Log in to challenge friends and other young players to a game of chess.' },
  },
  {
    path: 'multiplayer/games/:gameId',
    module: 'src/features/multiplayer/game-page.tsx',
    access: 'signed-in',
    // A watching parent's `?watch=1` included.
    addressRead: { param: 'gameId', read: '/api/multiplayer/games/:id' },
  },
  { path: 'multiplayer/mini/:challengeId', module: 'src/features/mini-challenges/mini-play-page.tsx', access: 'signed-in' },
  { path: 'multiplayer/race', module: 'src/features/puzzle-races/race-page.tsx', access: 'signed-in' },
  // Arenas (issue 25): the list, one arena (its games are multiplayer games: the page composes both), a parent's family arenas.
  { path: 'arenas', module: 'src/features/arenas/arenas-page.tsx', access: 'signed-in', preload: ['/api/arenas'] },
  {
    path: 'arenas/:arenaId',
    module: 'src/app/pages/arena-page.tsx',
    access: 'signed-in',
    addressRead: { param: 'arenaId', read: '/api/arenas/:id' },
  },
  { path: 'family/arenas', module: 'src/features/arenas/family-arenas-page.tsx', access: 'signed-in' },
  {
    path: 'ai-chess',
    module: 'src/features/ai-chess/ai-chess-page.tsx',
    access: 'signed-in',
    addressRead: { param: 'game', read: '/api/ai-games/:id' },
  },
  { path: 'parent-dashboard', module: 'src/features/parent-dashboard/parent-dashboard-page.tsx', access: 'signed-in' },
  { path: 'family', module: 'src/features/parent/family-page.tsx', access: 'signed-in' },
  { path: 'achievements', module: 'src/features/achievements/achievements-page.tsx', access: 'signed-in' },
  {
    path: 'customization',
    module: 'src/features/customization/customization-page.tsx',
    access: 'signed-in',
    loginPrompt: { title: 'Customize Your Chess Set', message: 'Log in to choose your chess pieces and board themes.' },
  },
  {
    path: 'learning-journey',
    module: 'src/features/learning-journey/learning-journey-page.tsx',
    access: 'signed-in',
    loginPrompt: { title: 'Learning Journey', message: 'Log in to follow your learning paths and see the skills you are building.' },
  },
  { path: 'coordinates', module: 'src/features/coordinates/coordinates-page.tsx', access: 'signed-in', preload: ['/api/coordinates/bests'] },
  { path: 'chess-analytics', module: 'src/features/chess-analytics/chess-analytics-page.tsx', access: 'signed-in' },
  // The coach after every game (issue 26): the child's reviewed games, and one game's review.
  { path: 'reviews', module: 'src/features/game-review/reviews-page.tsx', access: 'signed-in', preload: ['/api/game-reviews'] },
  {
    path: 'reviews/:gameId',
    module: 'src/features/game-review/game-review-page.tsx',
    access: 'signed-in',
    addressRead: { param: 'gameId', read: '/api/game-reviews/:id' },
  },
  { path: 'subscription', module: 'src/features/subscription/subscription-page.tsx', access: 'signed-in' },
  { path: 'class', module: 'src/features/classes/my-class-page.tsx', access: 'signed-in', preload: ['/api/my-class'] },
  { path: 'class/play', module: 'src/features/class-play/class-play-page.tsx', access: 'signed-in', preload: ['/api/class-play'] },
  { path: 'join-class', module: 'src/features/class-invitations/join-class-page.tsx', access: 'signed-in', preload: ['/api/class-invitations/mine'] },
] as const satisfies readonly PageDeclaration[];

/** Old addresses that lead to a page of the list. */
export const PAGE_REDIRECTS = [{ path: 'story-mode', to: '/story' }] as const;

/** Every page module the list names (visitors' pages included). */
export function pageModules(pages: readonly PageDeclaration[] = PAGES): string[] {
  return [...new Set(pages.flatMap((page) => (page.visitorModule ? [page.module, page.visitorModule] : [page.module])))];
}
