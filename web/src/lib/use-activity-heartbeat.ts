import { useEffect } from 'react';
import { ACTIVITY_HEARTBEAT_INTERVAL_MS } from '@chess-quest/protocol/constants';
import { apiRequest } from './api-client';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'pointermove', 'wheel', 'touchstart'] as const;
/** Grown-up pages: a parent reading them is not the child's play time. */
const PARENT_PAGES = ['/parent-dashboard', '/family', '/subscription'];

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
      if (document.visibilityState !== 'visible') return;
      if (Date.now() - lastInput > ACTIVITY_HEARTBEAT_INTERVAL_MS) return;
      if (PARENT_PAGES.some((page) => window.location.pathname.startsWith(page))) return;
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
