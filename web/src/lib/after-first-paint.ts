/**
 * Runs `task` once the page has painted and the browser has a quiet moment (at most
 * `timeoutMs` later): for work a screen does not show, such as opening the live socket, so
 * it does not compete with the page's own code and data on a slow phone. Returns a cancel.
 */
export function afterFirstPaint(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let idle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 0);
  };
  // Two frames: the first is the one being painted, the second starts after it.
  const frame = requestAnimationFrame(() => requestAnimationFrame(schedule));
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (idle !== null) window.cancelIdleCallback(idle);
    if (timer !== null) clearTimeout(timer);
  };
}
