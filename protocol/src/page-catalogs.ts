// The web app's message catalogues (decision 046) each page shows besides the shared one: its
// feature's, the features' an app page is made of, and those of the shared components it draws
// (web/src/locales/component-catalogs.ts: the board's, families' and classes', the share
// dialog's). The web loads them with the page's code, before its first render
// (web/src/app/page-modules.ts); the server lists those of the visitor's language as
// modulepreload links in index.html (server/src/http/index-html.ts), so they download while
// the app's first script runs. web/src/app/pages.test.ts walks each page's imports and fails
// when this table is not exactly what the page's code shows.

/** Page module (from web/, as in pages.ts) → the catalogues its texts are in, the shared one aside. */
export const PAGE_CATALOGS: Readonly<Record<string, readonly string[]>> = {
  'src/features/achievements/achievements-page.tsx': ['achievements', 'family-class', 'share'],
  'src/features/achievements/public-share-page.tsx': ['achievements'],
  'src/features/ai-chess/ai-chess-page.tsx': ['ai-chess', 'board'],
  'src/features/arenas/arenas-page.tsx': ['arenas', 'board'],
  'src/features/arenas/class-arenas-page.tsx': ['arenas', 'board', 'family-class'],
  'src/features/arenas/family-arenas-page.tsx': ['arenas', 'board', 'family-class'],
  'src/features/auth/sign-in-page.tsx': ['auth'],
  'src/features/auth/sign-up-page.tsx': ['auth'],
  'src/features/chess-analytics/chess-analytics-page.tsx': ['board', 'chess-analytics'],
  'src/features/class-invitations/join-class-page.tsx': ['class-invitations', 'family-class'],
  'src/features/class-play/class-play-page.tsx': ['class-play'],
  'src/features/class-play/teacher-play-page.tsx': ['class-play', 'family-class'],
  'src/features/class-play/watch-game-page.tsx': ['board', 'class-play', 'family-class'],
  'src/features/classes/class-cards-page.tsx': ['classes', 'family-class'],
  'src/features/classes/class-login-page.tsx': ['classes'],
  'src/features/classes/class-page.tsx': ['classes', 'family-class'],
  'src/features/classes/my-class-page.tsx': ['classes'],
  'src/features/classes/teach-page.tsx': ['classes', 'family-class'],
  'src/features/classes/teacher-sign-up-page.tsx': ['classes'],
  'src/features/contact-us/contact-us-page.tsx': ['contact-us'],
  'src/features/coordinates/coordinates-page.tsx': ['board', 'coordinates'],
  'src/features/customization/customization-page.tsx': ['customization'],
  'src/features/dashboard/dashboard-page.tsx': ['board', 'dashboard', 'family-class'],
  'src/features/game-review/game-review-page.tsx': ['board', 'game-review'],
  'src/features/game-review/reviews-page.tsx': ['game-review'],
  'src/features/help-center/help-center-page.tsx': ['help-center'],
  'src/features/landing/landing-page.tsx': ['landing'],
  'src/features/learning-journey/learning-journey-page.tsx': ['learning-journey'],
  'src/features/lessons/lesson-player-page.tsx': ['board', 'lessons'],
  'src/features/lessons/lessons-page.tsx': ['board', 'lessons'],
  'src/features/mini-challenges/mini-play-page.tsx': ['board', 'mini-challenges'],
  'src/features/multiplayer/game-page.tsx': ['board', 'multiplayer'],
  'src/features/parent/family-page.tsx': ['family-class', 'parent'],
  'src/features/parent-dashboard/parent-dashboard-page.tsx': ['family-class', 'parent-dashboard'],
  'src/features/parent-guide/parent-guide-page.tsx': ['parent-guide'],
  'src/features/privacy-policy/privacy-policy-page.tsx': ['privacy-policy'],
  'src/features/puzzle-races/race-page.tsx': ['board', 'puzzle-races'],
  'src/features/puzzle-streak/puzzle-streak-page.tsx': ['board', 'puzzle-streak'],
  'src/features/puzzles/puzzles-page.tsx': ['board', 'puzzles'],
  'src/features/story/story-chapter-page.tsx': ['board', 'story'],
  'src/features/story/story-page.tsx': ['board', 'family-class', 'share', 'story'],
  'src/features/subscription/subscription-page.tsx': ['family-class', 'subscription'],
  'src/app/pages/arena-page.tsx': ['arenas', 'board', 'multiplayer'],
  'src/app/pages/multiplayer-page.tsx': ['board', 'mini-challenges', 'multiplayer', 'puzzle-races'],
};

/** The catalogues the signed-in layout and the live parts it opens show (loaded before any signed-in page). */
export const SIGNED_IN_LAYOUT_CATALOGS: readonly string[] = ['achievements', 'class-play', 'customization', 'multiplayer', 'puzzle-races'];
