/**
 * Every query key of the web app, by domain. Keys are arrays that nest, so a mutation
 * invalidates a whole domain (`parentKeys.all`) or one entry (`storyKeys.chapter(id)`)
 * without knowing URLs. Keys are not URLs: each endpoint's file says its own URL.
 *
 * They live in one shared module because invalidation crosses features (a plan change
 * reopens story chapters, a family change refreshes the parent dashboard).
 */
// The signed-in user's key sits with its query in lib/use-auth.ts (lib/ imports nothing of api/).
export { authKeys } from '../lib/use-auth';

export const progressKeys = {
  all: ['progress'] as const,
  user: () => [...progressKeys.all, 'user'] as const,
};

export const moduleKeys = {
  all: ['modules'] as const,
  list: () => [...moduleKeys.all, 'list'] as const,
  detail: (id: string) => [...moduleKeys.all, 'detail', id] as const,
  /** The child's progress per module. */
  user: () => [...moduleKeys.all, 'user'] as const,
};

export const storyKeys = {
  all: ['story'] as const,
  chapters: () => [...storyKeys.all, 'chapters'] as const,
  chapter: (id: string) => [...storyKeys.all, 'chapter', id] as const,
  /** The child's progress per chapter. */
  user: () => [...storyKeys.all, 'user'] as const,
};

export const puzzleKeys = {
  all: ['puzzles'] as const,
  list: () => [...puzzleKeys.all, 'list'] as const,
  daily: () => [...puzzleKeys.all, 'daily'] as const,
  /** The child's record per puzzle. */
  user: () => [...puzzleKeys.all, 'user'] as const,
  /** Free puzzles left today. */
  allowance: () => [...puzzleKeys.all, 'allowance'] as const,
};

export const aiGameKeys = {
  all: ['ai-games'] as const,
  active: () => [...aiGameKeys.all, 'active'] as const,
  completed: () => [...aiGameKeys.all, 'completed'] as const,
  detail: (id: string) => [...aiGameKeys.all, 'detail', id] as const,
  review: (id: string) => [...aiGameKeys.detail(id), 'review'] as const,
  buddies: () => [...aiGameKeys.all, 'buddies'] as const,
};

export const multiplayerKeys = {
  all: ['multiplayer'] as const,
  games: () => [...multiplayerKeys.all, 'games'] as const,
  game: (id: string) => [...multiplayerKeys.all, 'game', id] as const,
  invitations: () => [...multiplayerKeys.all, 'invitations'] as const,
  players: () => [...multiplayerKeys.all, 'players'] as const,
  /** The badges players wear (read once per player for the game screens). */
  wornBadges: () => [...multiplayerKeys.all, 'badges'] as const,
  badges: (playerId: string) => [...multiplayerKeys.wornBadges(), playerId] as const,
};

/** Everything behind the parent gate, so passing or closing the gate refreshes it at once. */
export const parentKeys = {
  all: ['parent'] as const,
  status: () => [...parentKeys.all, 'status'] as const,
  family: () => [...parentKeys.all, 'family'] as const,
  children: () => [...parentKeys.all, 'children'] as const,
  dashboard: (childId: string) => [...parentKeys.children(), childId, 'dashboard'] as const,
};

export const subscriptionKeys = {
  all: ['subscription'] as const,
  state: () => [...subscriptionKeys.all, 'state'] as const,
};

export const miniChallengeKeys = {
  all: ['mini-challenges'] as const,
  list: () => [...miniChallengeKeys.all, 'list'] as const,
};

export const puzzleRaceKeys = {
  all: ['puzzle-races'] as const,
  current: () => [...puzzleRaceKeys.all, 'current'] as const,
};
