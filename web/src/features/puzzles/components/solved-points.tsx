import { useSyncExternalStore } from 'react';

/**
 * The part of a solved puzzle's toast that waits for the server: the toast shows
 * "Congratulations!" in the frame of the solving move and this line fills in when the points
 * are known (issue 29). `shown()` says whether a toast is drawing the line right now.
 */
export interface PointsLine {
  set(text: string): void;
  shown(): boolean;
  subscribe(listener: () => void): () => void;
  get(): string | null;
}

export function createPointsLine(): PointsLine {
  let text: string | null = null;
  const listeners = new Set<() => void>();
  return {
    set(next) {
      text = next;
      for (const listener of listeners) listener();
    },
    shown: () => listeners.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => text,
  };
}

/** The line in the toast: nothing until the points are known. */
export function SolvedPoints({ line }: { line: PointsLine }) {
  return useSyncExternalStore(line.subscribe, line.get);
}
