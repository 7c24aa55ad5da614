/**
 * Where a signed-in page's main-thread time goes while it loads: a CPU profile of Debian's
 * Chromium at a slower CPU (4× by default, as Lighthouse's mobile profile), added up by
 * package or source file through the build's source maps (docs/lighthouse.md).
 *
 *   (cd web && npx vite build --sourcemap)     # the maps name the original sources
 *   node --import tsx server/src/main.ts       # or any running build, then:
 *   node scripts/profile-page.mjs --url http://127.0.0.1:5000 [--page /dashboard] [--seconds 8] [--cpu 4] [--dist DIR]
 *   node scripts/profile-page.mjs --url ... --page /puzzles --taps daily    # the daily puzzle's first move
 *   node scripts/profile-page.mjs --url ... --page /ai-chess --taps g1,f3     # squares tapped in turn
 *
 * --components names the components each commit rendered (readable with a build made with
 * `vite build --minify false`; a minified build gives short names).
 * --task-ms N (200) breaks down each of the profile's tasks longer than N ms by function.
 * With --taps the profile covers only the taps (a second apart, after the page has loaded):
 * where a move's time goes. With --trace it also records Chromium's own timeline over the same
 * span and prints the renderer main thread's time by task (its own time, without what it called):
 * the style, layout and paint work a CPU profile does not show (issue 29); --trace-out FILE
 * writes that timeline to a file (Chromium's Performance panel opens it), --profile-out FILE the CPU profile.
 * It signs up a fresh family, opens the page with its session (`/ai-chess` opens a new game
 * against the computer) and prints: React's commits and the long tasks (ms from navigation),
 * then the profile's time by package and by function. Without source maps it still runs,
 * naming the built files instead.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { freshFamily } from './fresh-family.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const url = flag('--url');
const pagePath = flag('--page', '/dashboard');
const seconds = Number(flag('--seconds', '8'));
const cpu = Number(flag('--cpu', '4'));
if (!url || !/^https?:\/\//.test(url)) throw new Error('--url must name a running app, e.g. --url http://127.0.0.1:5000');
if (!pagePath.startsWith('/')) throw new Error('--page must be a path such as /dashboard');
if (!(seconds > 0 && seconds <= 60)) throw new Error('--seconds must be between 0 and 60');
if (!(cpu >= 1 && cpu <= 20)) throw new Error('--cpu must be a slowdown between 1 and 20');
// --dist DIR reads the source maps of a build made elsewhere (vite build --outDir DIR --sourcemap).
const assetsDir = flag('--dist')
  ? path.resolve(flag('--dist'), 'assets')
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist', 'assets');

const taps = flag('--taps');
// The tasks broken down by function at the end: those longer than this (ms of the profile).
const taskMs = Number(flag('--task-ms', '200'));
if (!(taskMs > 0)) throw new Error('--task-ms must be a positive number of milliseconds');
const trace = args.includes('--trace');
const family = await freshFamily(url, { name: 'profile', aiGame: pagePath.startsWith('/ai-chess') });
const cookie = family.cookies;
const target = family.gameId ? `/ai-chess?game=${family.gameId}` : pagePath;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: Boolean(taps) });
await context.addCookies(
  cookie.map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  }),
);
const page = await context.newPage();
await page.addInitScript((withNames) => {
  globalThis.__names = withNames;
  // React tells a devtools hook about each commit, in production builds too.
  globalThis.__commits = [];
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id, root) => {
      // How many components rendered in this commit (React marks each with PerformedWork, 1):
      // a count that does not move with the machine's load, unlike the times.
      let rendered = 0;
      const names = new Map();
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        if (fiber.flags & 1) {
          rendered++;
          if (globalThis.__names) {
            const type = fiber.type;
            const name = typeof type === 'string' ? null : (type?.displayName ?? type?.name ?? type?.render?.name ?? type?.type?.name ?? null);
            if (name) names.set(name, (names.get(name) ?? 0) + 1);
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        // A subtree React skipped keeps the very child of the last render (and its old marks).
        if (fiber.child && !(fiber.alternate && fiber.alternate.child === fiber.child)) stack.push(fiber.child);
      }
      const named = [...names].sort((a, b) => b[1] - a[1]).map(([name, count]) => (count > 1 ? `${name}×${count}` : name));
      globalThis.__commits.push(`${Math.round(performance.now())}(${rendered}${named.length > 0 ? `: ${named.join(' ')}` : ''})`);
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
  globalThis.__long = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__long.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
}, args.includes('--components'));
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
let squares = [];
if (taps === 'daily') {
  const daily = await (await page.request.get(`${url}/api/puzzles/daily`)).json();
  squares = [daily.solution[0].slice(0, 2), daily.solution[0].slice(2, 4)];
} else if (taps) squares = taps.split(',');
if (taps) {
  await page.goto(url + target);
  await page.locator('[data-square] [data-piece]').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(seconds * 1000);
  await page.evaluate(() => {
    globalThis.__commits = [];
    globalThis.__long = [];
    globalThis.__t0 = performance.now();
  });
}
await cdp.send('Profiler.start');
// After the profiler's start, which alone took 620 ms of the renderer's main thread at 6×.
if (trace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
if (taps) {
  for (const square of squares) {
    const box = await page.locator(`[data-square="${square}"]`).first().boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(1500);
  }
} else {
  await page.goto(url + target);
  await page.waitForTimeout(seconds * 1000);
}
const { profile } = await cdp.send('Profiler.stop');
const traced = trace ? JSON.parse((await browser.stopTracing()).toString('utf8')) : null;
const seen = await page.evaluate(() => ({ commits: globalThis.__commits, long: globalThis.__long }));
await browser.close();

console.log(`${target} at ${cpu}× CPU${taps ? `, tapping ${squares.join(' ')}` : ''}`);
if (traced) printMainThread(traced.traceEvents ?? traced);
// --trace-out FILE keeps the timeline, for Chromium's Performance panel or a closer look.
if (traced && flag('--trace-out')) writeFileSync(flag('--trace-out'), JSON.stringify(traced));
// --profile-out FILE keeps the CPU profile (a .cpuprofile, on the same clock as the trace).
if (flag('--profile-out')) writeFileSync(flag('--profile-out'), JSON.stringify(profile));

/** The renderer main thread's own time by trace event name (complete events, nested by time). */
function printMainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = names
    .map((m) => ({ pid: m.pid, tid: m.tid, count: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length }))
    .sort((a, b) => b.count - a.count)[0];
  if (!busiest) return console.log('trace: no renderer main thread');
  const spans = events
    .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const own = new Map();
  const stack = [];
  for (const span of spans) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= span.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - span.dur);
    own.set(span.name, (own.get(span.name) ?? 0) + span.dur);
    stack.push(span);
  }
  const total = [...own.values()].reduce((sum, us) => sum + us, 0);
  console.log(`renderer main thread, own time by task (trace), ${(total / 1000).toFixed(0)} ms in all:`);
  for (const [name, us] of [...own].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
}
console.log('React commits at ms (components rendered):', seen.commits.join(' ') || 'none');
console.log(
  'components rendered in all:',
  seen.commits.reduce((sum, c) => sum + Number(c.match(/\((\d+)\)/)[1]), 0),
);
console.log('long tasks (start+duration ms):', seen.long.map(([s, d]) => `${s}+${d}`).join(' ') || 'none');
console.log(
  'their blocking time (each over 50 ms):',
  seen.long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
  'ms',
);

const maps = new Map();
function mapOf(scriptUrl) {
  if (!maps.has(scriptUrl)) {
    const file = scriptUrl.match(/\/assets\/([^/?#]+\.js)/)?.[1];
    const mapFile = file ? path.join(assetsDir, `${file}.map`) : null;
    maps.set(scriptUrl, mapFile && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  return maps.get(scriptUrl);
}
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const labels = new Map();
/** "function source:line" for a profile node, through the source map when there is one. */
function label(node) {
  if (!labels.has(node.id)) {
    const frame = node.callFrame;
    const map = frame.url ? mapOf(frame.url) : null;
    let text = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\//, '')}`;
    if (map && frame.lineNumber >= 0) {
      const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      if (original.source) {
        const source = original.source.replace(/.*node_modules\//, 'npm:').replace(/.*\/(web|protocol)\/src\//, '$1/');
        text = `${original.name ?? (frame.functionName || '(anonymous)')} ${source}:${original.line}`;
      }
    }
    labels.set(node.id, text);
  }
  return labels.get(node.id);
}
/** The package (npm:name) or source folder a label belongs to. */
const packageOf = (text) => {
  const where = text.slice(text.lastIndexOf(' ') + 1).replace(/:\d+$/, '');
  const npm = where.match(/^npm:((@[^/]+\/)?[^/]+)/);
  if (npm) return `npm:${npm[1]}`;
  return where.replace(/\/[^/]+$/, '') || text;
};
const byFunction = new Map();
const byPackage = new Map();
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const text = label(nodes.get(id));
  if (text.startsWith('(idle)')) return;
  byFunction.set(text, (byFunction.get(text) ?? 0) + ms);
  const pkg = text.startsWith('(') ? text.split(' ')[0] : packageOf(text);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
});
const top = (totals, count) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`)
    .join('\n');
console.log('\nbusy time by package or folder (self time; "(program)" is the browser\'s own work: style, layout, parsing):');
console.log(top(byPackage, 20));
console.log('\nbusy time by function (self time):');
console.log(top(byFunction, 25));

// What each long task of the profile is made of: a task is a run of samples with no idle one
// between them (the profile's own clock, so it needs no alignment with the page's).
const tasks = [];
let task = null;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const text = label(nodes.get(id));
  if (text.startsWith('(idle)')) {
    if (task) tasks.push(task);
    task = null;
    return;
  }
  task ??= { ms: 0, at: profile.timeDeltas.slice(0, i + 1).reduce((a, b) => a + b, 0) / 1000, byFunction: new Map() };
  task.ms += ms;
  task.byFunction.set(text, (task.byFunction.get(text) ?? 0) + ms);
});
if (task) tasks.push(task);
const longOnes = tasks.filter((t) => t.ms > taskMs);
console.log(`\nthe profile's tasks over ${taskMs} ms (${longOnes.length}), each with its 8 busiest functions (self time):`);
for (const t of longOnes) {
  console.log(`  at ${t.at.toFixed(0)} ms of the profile, ${t.ms.toFixed(0)} ms:`);
  console.log(
    top(t.byFunction, 8)
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n'),
  );
}
