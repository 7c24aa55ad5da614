export type Greeting = 'Welcome' | 'Welcome back';

/**
 * "Welcome" on a child's first visit, "Welcome back" after: a first visit is one before any
 * activity, which the server knows (no XP paid yet: every lesson step, puzzle, story page and
 * game pays some). Until that is read, the greeting waits rather than guess.
 */
export function greetingFor(totalXp: number | undefined, failed: boolean): Greeting | null {
  if (totalXp === undefined) return failed ? 'Welcome' : null;
  return totalXp > 0 ? 'Welcome back' : 'Welcome';
}
