#!/usr/bin/env node
// Runs npm scripts side by side, as many at once as the machine has cores, and fails when any
// fails: `node scripts/parallel.mjs typecheck lint:eslint format:check`. The checks before the
// tests each use one core (tsc, ESLint, Prettier, dependency-cruiser), so on a 2-core machine
// two at a time take about half the wall time of one after the other. Each script's output is
// held and printed in one piece when it ends, with its time, so the log reads as before.
//
// Two forms order the work: `a+b` runs `a`, then `b`, in one slot (stopping at the first that
// fails), and `b@a` starts `b` only once `a` has passed (a script of any chain). `tsc -b` of the
// whole tree checks its projects one after the other; split, the web project is checked beside the
// server's chain once the protocol it imports is built: `typecheck:protocol+typecheck:server
// typecheck:web@typecheck:protocol`.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const names = process.argv.slice(2);
if (names.length === 0 || names.some((name) => name.startsWith('-'))) {
  console.error('usage: node scripts/parallel.mjs SCRIPT[+SCRIPT...][@AFTER] ... (npm script names, run side by side)');
  process.exit(2);
}
/** Each argument: the scripts it runs one after the other, and the script it waits for. */
const tasks = names.map((arg) => {
  const [chain, after] = arg.split('@');
  return { arg, scripts: chain.split('+').filter(Boolean), after };
});
const known = new Set(tasks.flatMap((task) => task.scripts));
for (const task of tasks) {
  if (task.scripts.length === 0 || (task.after !== undefined && !known.has(task.after))) {
    console.error(`${task.arg}: ${task.scripts.length === 0 ? 'no script named' : `waits for ${task.after}, which no argument runs`}`);
    process.exit(2);
  }
}
const slots = Math.max(1, Math.min(tasks.length, availableParallelism()));
const npm = process.env.npm_execpath;
const started = Date.now();
const failed = [];
const passed = new Set();
const queue = [...tasks];
/** Wakes the slots waiting for a task whose script they need to pass. */
let wake = () => {};

function run(name) {
  return new Promise((resolve) => {
    const begin = Date.now();
    // Through the npm that runs us when there is one (npm_execpath), else the npm on PATH.
    const child = npm
      ? spawn(process.execPath, [npm, 'run', name], { stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - begin) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n> npm run ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(chunks));
      if (!ok) failed.push(name);
      resolve(ok);
    });
  });
}

/** Scripts that will not pass: failed, or not run because one before them in their chain failed. */
const never = new Set();

/** The first task that can start; undefined when each left waits for a script still running. */
function next() {
  for (;;) {
    const blocked = queue.findIndex((task) => task.after !== undefined && never.has(task.after));
    if (blocked < 0) break;
    for (const name of queue.splice(blocked, 1)[0].scripts) never.add(name);
  }
  const index = queue.findIndex((task) => task.after === undefined || passed.has(task.after));
  return index < 0 ? undefined : queue.splice(index, 1)[0];
}

/** Lets the slots that wait for a script look again. */
function wakeAll() {
  const woken = wake;
  wake = () => {};
  woken();
}

async function worker() {
  while (queue.length > 0) {
    const task = next();
    if (task === undefined) {
      if (queue.length === 0) break;
      await new Promise((resolve) => {
        const before = wake;
        wake = () => {
          before();
          resolve();
        };
      });
      continue;
    }
    let ok = true;
    for (const name of task.scripts) {
      if (ok) ok = await run(name);
      (ok ? passed : never).add(name);
      wakeAll();
    }
  }
  wakeAll();
}

await Promise.all(Array.from({ length: slots }, worker));
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
console.info(`\n${names.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)} s, ${slots} at a time (load average ${load})`);
const notRun = [...never].filter((name) => !failed.includes(name));
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}${notRun.length > 0 ? `; not run after it: ${notRun.join(', ')}` : ''}`);
  process.exit(1);
}
