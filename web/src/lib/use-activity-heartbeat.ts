import { useEffect } from 'react';
import { ACTIVITY_HEARTBEAT_INTERVAL_MS } from '@chess-quest/protocol/constants';
import { apiRequest } from './api-client';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'pointermove', 'wheel', 'touchstart'] as const;
/** Grown-up pages: a parent reading them is not the child's play time. */
const PARENT_PAGES = ['/parent-dashboard', '/family', '/subscription'];

/** Whether this minute counts as the child playing: tab in sight, touched lately, not a grown-up page. */
export function shouldBeat(state: { visible: boolean; lastInputAt: number; now: number; pathname: string }): boolean {
  if (!state.visible) return false;
  if (state.now - state.lastInputAt > ACTIVITY_HEARTBEAT_INTERVAL_MS) return false;
  return !PARENT_PAGES.some((page) => state.pathname === page || state.pathname.startsWith(`${page}/`));
}

/**
 * Tells the server, once a minute, that the child is here: only while the tab is visible and
 * someone touched it during that minute, so a tab left open does not count as play time. The
 * server counts each minute once, whatever this sends; a failed beat is simply skipped.
 */
export function useActivityHeartbeat(): void {
  useEffect(() => {
    let lastInput = Date.now();
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onInput, { passive: true });
    const timer = window.setInterval(() => {
      const state = { visible: document.visibilityState === 'visible', lastInputAt: lastInput, now: Date.now(), pathname: window.location.pathname };
      if (!shouldBeat(state)) return;
      apiRequest('POST', '/api/user/activity-heartbeat').catch(() => {
        // Losing one minute of the parent's chart is better than bothering the child.
      });
    }, ACTIVITY_HEARTBEAT_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onInput);
    };
  }, []);
}
