import { beforeEach, describe, expect, it, vi } from 'vitest';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A window with what the listener uses: events, sessionStorage, location.reload. */
function fakeWindow(storage: ReturnType<typeof memoryStorage> | 'unavailable') {
  const events = new EventTarget();
  const reload = vi.fn();
  const target = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    get sessionStorage() {
      if (storage === 'unavailable') throw new DOMException('The operation is insecure.', 'SecurityError');
      return storage;
    },
    location: { reload },
  };
  const codeGone = () => events.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  return { target: target as unknown as Window, reload, codeGone };
}

// The module keeps whether a reload is under way: each test starts from a fresh copy.
beforeEach(() => vi.resetModules());
const load = () => import('./reload-for-new-code');

describe('reloading once when a page’s code is gone', () => {
  it('reloads on the first failure, then not again within a minute, then again after it', async () => {
    const { mayReload, RELOAD_AGAIN_AFTER_MS } = await load();
    const stamps = memoryStorage();
    expect(mayReload(stamps, 1_000_000)).toBe(true);
    expect(mayReload(stamps, 1_000_000 + 5_000)).toBe(false);
    expect(mayReload(stamps, 1_000_000 + RELOAD_AGAIN_AFTER_MS - 1)).toBe(false);
    expect(mayReload(stamps, 1_000_000 + RELOAD_AGAIN_AFTER_MS)).toBe(true);
  });

  it('never reloads without storage to remember the last reload, nor on a stamp it cannot read', async () => {
    const { mayReload } = await load();
    expect(mayReload(null, 1_000_000)).toBe(false);
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(mayReload(throwing, 1_000_000)).toBe(false);
    // A stamp from the future (a clock set back) or garbage does not block the reload.
    const odd = memoryStorage();
    odd.setItem('chess-quest.reloaded-for-new-code', String(9_000_000));
    expect(mayReload(odd, 1_000_000)).toBe(true);
    const garbage = memoryStorage();
    garbage.setItem('chess-quest.reloaded-for-new-code', 'soon');
    expect(mayReload(garbage, 1_000_000)).toBe(true);
  });

  it('reloads the page once on Vite’s preload error and says it is reloading', async () => {
    const { reloadForNewCode, isReloadingForNewCode } = await load();
    const { target, reload, codeGone } = fakeWindow(memoryStorage());
    const stop = reloadForNewCode(target);
    expect(isReloadingForNewCode()).toBe(false);
    codeGone();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloadingForNewCode()).toBe(true);
    // Several files failing together make one reload.
    codeGone();
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the error screen to show when the page reloaded for this a moment ago', async () => {
    const stamps = memoryStorage();
    stamps.setItem('chess-quest.reloaded-for-new-code', String(Date.now() - 2_000));
    const { reloadForNewCode, isReloadingForNewCode } = await load();
    const { target, reload, codeGone } = fakeWindow(stamps);
    reloadForNewCode(target);
    codeGone();
    expect(reload).not.toHaveBeenCalled();
    expect(isReloadingForNewCode()).toBe(false);
  });

  it('does not reload where storage is refused (a private window)', async () => {
    const { reloadForNewCode } = await load();
    const { target, reload, codeGone } = fakeWindow('unavailable');
    reloadForNewCode(target);
    codeGone();
    expect(reload).not.toHaveBeenCalled();
  });
});
