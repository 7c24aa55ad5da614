#!/usr/bin/env node
// Runs npm scripts side by side, as many at once as the machine has cores, and fails when any
// fails: `node scripts/parallel.mjs typecheck lint:eslint format:check`. The checks before the
// tests each use one core (tsc, ESLint, Prettier, dependency-cruiser), so on a 2-core machine
// two at a time take about half the wall time of one after the other. Each script's output is
// held and printed in one piece when it ends, with its time, so the log reads as before.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const names = process.argv.slice(2);
if (names.length === 0 || names.some((name) => name.startsWith('-'))) {
  console.error('usage: node scripts/parallel.mjs SCRIPT [SCRIPT...] (npm script names, run side by side)');
  process.exit(2);
}
const slots = Math.max(1, Math.min(names.length, availableParallelism()));
const npm = process.env.npm_execpath;
const started = Date.now();
const failed = [];
const queue = [...names];

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
      resolve();
    });
  });
}

async function worker() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) await run(name);
}

await Promise.all(Array.from({ length: slots }, worker));
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
console.info(`\n${names.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)} s, ${slots} at a time (load average ${load})`);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
