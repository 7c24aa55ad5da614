import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// socket.io-client replaced by a socket that records its listeners and connects when told:
// the connection module and its live parts run for real.
class RecordingSocket {
  connected = false;
  active = true;
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  disconnect() {}
  connect() {}
}
let created: RecordingSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new RecordingSocket();
    created.push(socket);
    return socket;
  },
}));

/** A fresh copy of the connection module (its socket and parts start over). */
async function fresh() {
  vi.resetModules();
  return import('./connection');
}

describe("the tab's socket and the features' live parts", () => {
  beforeEach(() => {
    created = [];
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is created once, with the parts added before, each attached once however often it is added', async () => {
    const { addLivePart, getSocket, socketWith } = await fresh();
    const attached: string[] = [];
    const part = { name: 'lobby', attach: () => void attached.push('lobby') };
    addLivePart(part);
    addLivePart(part);
    expect(created).toHaveLength(0);
    expect(socketWith({ name: 'games', attach: () => void attached.push('games') })).toBe(getSocket());
    addLivePart({ name: 'lobby', attach: () => void attached.push('another lobby') });
    expect(created).toHaveLength(1);
    expect(attached).toEqual(['lobby', 'games']);
  });

  it("runs a part's onConnect on every connection, after the status is set", async () => {
    const { addLivePart, getSocket } = await fresh();
    const { useConnectionStore } = await import('./connection-store');
    const seen: string[] = [];
    addLivePart({ name: 'news', onConnect: () => void seen.push(useConnectionStore.getState().status) });
    const socket = getSocket() as unknown as RecordingSocket;
    expect(seen).toEqual([]);
    socket.fire('connect');
    socket.fire('disconnect');
    expect(useConnectionStore.getState().status).toBe('disconnected');
    socket.fire('connect');
    expect(seen).toEqual(['connected', 'connected']);
  });

  it('gives a part added after the connection opened its pushes from then on and its onConnect at once', async () => {
    const { addLivePart, getSocket } = await fresh();
    const socket = getSocket() as unknown as RecordingSocket;
    socket.fire('connect');
    const pushes: unknown[] = [];
    let connects = 0;
    addLivePart({ name: 'late', attach: (s) => void s.on('race:update', (race) => void pushes.push(race)), onConnect: () => void (connects += 1) });
    expect(connects).toBe(1);
    socket.fire('race:update', { raceId: 'r' });
    expect(pushes).toEqual([{ raceId: 'r' }]);
    socket.fire('connect');
    expect(connects).toBe(2);
  });
});
