import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end journeys in real Chromium (Debian's build: a test tool's own browser download
// cannot work on these machines) against the real server on an in-memory database.
const port = Number(process.env.E2E_PORT ?? 5099);
const baseURL = `http://127.0.0.1:${port}`;
/** A second server that only lobby-alone.spec.ts uses: there the lobby can really be empty. */
const alonePort = port + 1;
const aloneURL = `http://127.0.0.1:${alonePort}`;

/**
 * The journeys' browser: Debian's chromium-headless-shell (`apt-get install chromium-headless-shell`) when it is
 * installed, the headless build Playwright itself prefers for headless runs; the full Chromium otherwise. Four journey
 * files used 60 CPU s in it against 87 in the full browser (docs/testing.md): the full browser's UI renderer, GPU and
 * browser processes do work no journey looks at. `E2E_CHROMIUM_PATH` picks another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const journeyBrowser =
  process.env.E2E_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));

/** Journeys of a minute or more on a quiet 2-core machine, most of it spent waiting on the server's clock. */
const LONG_JOURNEYS = [
  'arena.spec.ts',
  'puzzle-race.spec.ts',
  'classes.spec.ts',
  'learning.spec.ts',
  'multiplayer.spec.ts',
  'family-week.spec.ts',
  'rewards-journey.spec.ts',
];

function serverOn(serverPort: number, url: string) {
  return {
    command: 'node --import tsx server/src/main.ts',
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The in-memory database starts from the folder `npm run build` packs (CI builds before the
      // journeys): no initdb, migrations or catalog seed, 16-17 → 10 CPU s a server at load 41-45
      // on 2 cores. Without a build it starts empty as before.
      PGLITE_PACKED_START: 'on',
      // Every browser of the suite is 127.0.0.1.
      ADDRESS_RATE_LIMITS: 'off',
      // Puzzle races keep their 90 s: puzzle-race.spec.ts checks what it needs while the race is
      // on (over 45 s with the load average at 30 on 2 cores), then both children go through the
      // rest of the set and the race ends at once, without waiting for its clock.
      // Arenas (arena.spec.ts, the only journey that makes one): a class arena starts 5 s after the
      // teacher starts it; waves pair every second, a second after a game. The journey ends the
      // arena with the teacher's End it now once its games and checks are done (138 s after the
      // start at load 25 on 2 cores), so its clock is never waited on: 10 min, longer than the
      // journey's ceiling, so a loaded run's games are never cut by it.
      ARENA_COUNTDOWN_MS: '5000',
      ARENA_DURATION_MS: '600000',
      ARENA_WAVE_INTERVAL_MS: '1000',
      ARENA_PAIR_AFTER_MS: '1000',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  };
}

export default defineConfig({
  testDir: 'web/e2e',
  timeout: 60_000, // a ceiling for a loaded 2-core machine (sign-ups hash with scrypt); nothing is timed
  // toPass looks again soon: a move typed on a board is taken within a few hundred ms, and the
  // default steps (100, 250, 500, 1000 ms) waited up to a second for it, move after move.
  expect: { timeout: 10_000, toPass: { intervals: [50, 100, 250] } },
  fullyParallel: true,
  // Three browsers at once on the 2-core machines this runs on: with two, the whole suite kept
  // 1.6 cores busy (journeys wait on clocks, other browsers and the server) and took 288 s; with
  // three 235 s, the same CPU (quiet machine, CI=true, 2026-11-28). With two busy loops beside
  // it (load 10) three workers still passed all 82 in 299 s. docs/testing.md.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace: every action's DOM snapshot, network and console. The
    // trace's screenshots are off: recording them has Chromium draw and encode a screencast
    // all through every journey (its GPU and browser processes were the two busiest of the
    // run), and a run with them used 91 CPU s where one without used 67 (4 journey files, quiet
    // machine; docs/testing.md). A journey that wants a picture takes it (`picture()`).
    // In CI no trace at all: CI keeps the log, not test-results/, so nobody could open one, and
    // recording it costs CPU (four journey files: 87 CPU s with it, 81 without; docs/testing.md).
    // A journey that fails in CI is run again on a developer's machine, where its trace is kept.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: journeyBrowser,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Projects are dispatched in this order: the journeys that take longest (the arena's clock,
  // live games, many steps) start first and the short ones fill the workers around them,
  // instead of one of them running alone at the end.
  projects: [
    { name: 'long', use: { browserName: 'chromium' }, testMatch: LONG_JOURNEYS },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [...LONG_JOURNEYS, 'lobby-alone.spec.ts'] },
    { name: 'alone', use: { browserName: 'chromium', baseURL: aloneURL }, testMatch: 'lobby-alone.spec.ts' },
  ],
  webServer: [serverOn(port, baseURL), serverOn(alonePort, aloneURL)],
});
