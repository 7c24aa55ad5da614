import type { QueryClient, QueryKey } from '@tanstack/react-query';

const pending = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Reads a query again `ms` after the first of a burst of pushes, once: a class of 40 solving
 * puzzles at once is one read of the teacher's table every few seconds, not forty.
 */
export function invalidateSoon(client: QueryClient, queryKey: QueryKey, ms: number): void {
  const id = JSON.stringify(queryKey);
  if (pending.has(id)) return;
  pending.set(
    id,
    setTimeout(() => {
      pending.delete(id);
      void client.invalidateQueries({ queryKey });
    }, ms),
  );
}
