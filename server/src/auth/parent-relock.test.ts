import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARENT_GATE_IDLE_MS } from '@chess-quest/protocol/constants';
import { newFamily, useTestServer } from '../test/fixture';
import { readJson } from '../test/http-client';

// Issue 10: once unlocked, the parent area stayed open for the whole session. The server
// now locks it after PARENT_GATE_IDLE_MS without a parent call, and a lock from the closing
// tab (the web sends it as a beacon) takes effect at once.

describe('the parent area locks itself again', () => {
  const server = useTestServer('pglite');

  afterEach(() => {
    vi.useRealTimers();
  });

  it('after 15 minutes without a parent call, and not while the parent is active', async () => {
    const { client: parent } = await newFamily(server, { unlocked: true });
    // Only Date is faked: the server's sockets and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();

    // Active every 10 minutes: stays open well past 15 minutes in total.
    for (const minutes of [10, 20, 30]) {
      vi.setSystemTime(start + minutes * 60_000);
      expect((await parent.get('/api/parent/family')).status).toBe(200);
    }
    vi.setSystemTime(start + 30 * 60_000 + PARENT_GATE_IDLE_MS + 1_000);
    const locked = await parent.get('/api/parent/family');
    expect(locked.status).toBe(403);
    expect(await readJson(await parent.get('/api/parent/status'))).toMatchObject({ unlocked: false });
    // And it stays locked when time is set back: the unlock is gone, not only stale.
    vi.setSystemTime(start + 30 * 60_000);
    expect((await parent.get('/api/parent/family')).status).toBe(403);
  });

  it('at once when the closing tab sends its lock beacon', async () => {
    const { client: parent } = await newFamily(server, { unlocked: true });
    // navigator.sendBeacon: a same-origin POST with a text/plain body.
    const beacon = await parent.request('POST', '/api/parent/lock', { body: '', headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(beacon.status).toBe(200);
    expect((await parent.get('/api/parent/family')).status).toBe(403);
  });
});
