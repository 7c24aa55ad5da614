import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `callback` given:
 * for a handler passed to a memoised child (the board's "Type a move" box, a puzzle's Next
 * button), so that the parent's render for anything else does not draw the child again
 * (issue 29). Call it from events, not while rendering.
 */
export function useLatestCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
