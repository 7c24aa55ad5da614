import { useEffect } from 'react';
import { ACTIVITY_BEAT_EVERY_MS, ACTIVITY_BEAT_MAX_SECONDS } from '@chess-quest/protocol/constants';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'pointermove', 'wheel', 'touchstart'] as const;
/** Grown-up pages: a parent reading them is not the child's play time. */
const PARENT_PAGES = ['/parent-dashboard', '/family', '/subscription'];
/** Untouched this long, a visible tab counts as left alone (a child thinking over a puzzle still counts). */
const IDLE_AFTER_MS = 60_000;

/** Whether the time since the last beat counts as the child playing: tab in sight, touched lately, not a grown-up page. */
export function shouldBeat(state: { visible: boolean; lastInputAt: number; now: number; pathname: string }): boolean {
  if (!state.visible) return false;
  if (state.now - state.lastInputAt > IDLE_AFTER_MS) return false;
  return !PARENT_PAGES.some((page) => state.pathname === page || state.pathname.startsWith(`${page}/`));
}

/** The whole seconds from `since` to `now` a beat claims (the server counts no more than passed). */
export function activeSecondsSince(since: number, now: number): number {
  return Math.max(0, Math.min(ACTIVITY_BEAT_MAX_SECONDS, Math.round((now - since) / 1000)));
}

function sendBeat(activeSeconds: number, closing: boolean): void {
  // A closing page's beat must outlive the page: keepalive lets the browser finish it. No
  // time-zone header: the child's day is its profile's, and reading the zone costs a phone.
  fetch('/api/user/activity-heartbeat', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ activeSeconds }),
    keepalive: closing,
  }).catch(() => {
    // Losing a few seconds of the parent's chart is better than bothering the child.
  });
}

/**
 * Tells the server, every ACTIVITY_BEAT_EVERY_MS and once more when the page is hidden or
 * closed, how many seconds the child was here since the last beat: only while the tab is
 * visible and someone touched it lately, so a tab left open does not count as play time. A
 * short visit counts its seconds too, and they add up across page loads on the server, which
 * never counts more than the time that passed.
 */
export function useActivityHeartbeat(): void {
  useEffect(() => {
    let lastInput = Date.now();
    let since = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    const beat = (closing: boolean) => {
      const now = Date.now();
      const seconds = activeSecondsSince(since, now);
      // A closing page was in sight until now; a tick of a hidden page counts nothing.
      const visible = closing || document.visibilityState === 'visible';
      since = now;
      if (seconds < 1 || !shouldBeat({ visible, lastInputAt: lastInput, now, pathname: window.location.pathname })) return;
      sendBeat(seconds, closing);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') beat(true);
      else since = Date.now();
    };
    const onPageHide = () => beat(true);
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onInput, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    const timer = window.setInterval(() => beat(false), ACTIVITY_BEAT_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onInput);
    };
  }, []);
}
