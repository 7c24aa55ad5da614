/** Which greeting the dashboard shows (the words are in progress-overview.tsx, in the reader's language). */
export type Greeting = 'welcome' | 'welcome-back';

/**
 * "Welcome" on a child's first visit, "Welcome back" after: a first visit is one before any
 * activity, which the server knows (no XP paid yet: every lesson step, puzzle, story page and
 * game pays some). Until that is read, the greeting waits rather than guess.
 */
export function greetingFor(totalXp: number | undefined, failed: boolean): Greeting | null {
  if (totalXp === undefined) return failed ? 'welcome' : null;
  return totalXp > 0 ? 'welcome-back' : 'welcome';
}
