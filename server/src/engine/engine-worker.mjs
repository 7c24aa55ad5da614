// The chess engine in a worker thread: Stockfish 19 (nmrugg's stockfish.js, GPL-3.0), the lite
// single-threaded WASM build with its small NNUE net inside the .wasm (no network file is fetched).
//
// Plain JavaScript on purpose: a worker is a fresh Node isolate that does not inherit the parent's
// TypeScript loader, so a .mjs file starts the same under `tsx`, under Vitest and under plain Node.
// It is a thin transport: one search at a time, UCI text in, the final `info` lines and `bestmove`
// out. Parsing and every decision live in the typed main-thread code (uci.ts, engine-pool.ts).
//
// Messages in:  { type: 'search', id, fen, multiPv, go, fresh }   { type: 'stop', id }
// Messages out: { type: 'ready' }   { type: 'result', id, info: string[], bestmove: string }
//               { type: 'fatal', message }  (the pool then replaces this worker)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';

if (!parentPort) throw new Error('engine-worker.mjs must run in a worker thread');
const port = parentPort;
const hashMb = Number(workerData?.hashMb ?? 16);

const require = createRequire(import.meta.url);
const binDir = path.join(path.dirname(require.resolve('stockfish/package.json')), 'bin');
const gluePath = path.join(binDir, 'stockfish-19-lite-single.js');
const wasmPath = path.join(binDir, 'stockfish-19-lite-single.wasm');

/**
 * Loads the Emscripten glue as CommonJS and returns its module factory.
 *
 * The glue ends with a self-start block: run as a script it reads stdin; required from the main
 * thread it exports the factory (`module.exports = t`, where `t()` returns the factory); but in a
 * worker thread it assumes it IS a pthread/web worker and exports nothing. So it is evaluated here
 * with a `require` whose `worker_threads.isMainThread` is true, which takes the "required as a
 * library" branch — what `stockfish/index.js` gets when it is used from the main thread.
 */
function loadFactory() {
  const source = readFileSync(gluePath, 'utf8');
  const realRequire = createRequire(gluePath);
  const glueRequire = (id) => (id === 'worker_threads' || id === 'node:worker_threads' ? { isMainThread: true } : realRequire(id));
  const module = { exports: {} };
  const wrapper = compileFunction(source, ['module', 'exports', 'require', '__filename', '__dirname'], { filename: gluePath });
  wrapper(module, module.exports, glueRequire, gluePath, binDir);
  if (typeof module.exports !== 'function') throw new Error(`could not load the engine from ${gluePath}`);
  const factory = module.exports();
  if (typeof factory !== 'function') throw new Error(`unexpected engine module shape in ${gluePath}`);
  return factory;
}

let lineHandler = () => {};
/** The Emscripten module object: its print/printErr go to `listener`, one line of engine output each. */
const engine = {
  // The .wasm is handed over in memory: no fetch, no XMLHttpRequest, no path guessing by the glue.
  wasmBinary: readFileSync(wasmPath),
  locateFile: (file) => (file.endsWith('.wasm') ? wasmPath : gluePath),
  listener: (line) => lineHandler(String(line)),
};

function send(command) {
  // `go` runs asynchronously (Asyncify): the search yields to this thread's event loop now and then,
  // which is how a later `stop` gets in. Every other command is synchronous.
  const result = engine.ccall('command', null, ['string'], [command], { async: /^go\b/.test(command) });
  if (result && typeof result.then === 'function') result.catch((error) => fatal(error));
}

function fatal(error) {
  port.postMessage({ type: 'fatal', message: error instanceof Error ? error.message : String(error) });
  // Let the message leave before the thread ends; the pool replaces this worker on exit.
  setTimeout(() => process.exit(1), 10);
}

/** Sends commands and resolves with the first output line that `until` accepts. */
function exchange(commands, until) {
  return new Promise((resolve) => {
    lineHandler = (line) => {
      if (until(line)) {
        lineHandler = () => {};
        resolve(line);
      }
    };
    for (const command of commands) send(command);
  });
}

let current = null; // { id, info: Map<multipv, line> }

function onSearchLine(line) {
  if (!current) return;
  if (line.startsWith('info ') && line.includes(' pv ')) {
    const match = / multipv (\d+) /.exec(line);
    current.info.set(match ? Number(match[1]) : 1, line);
  } else if (line.startsWith('bestmove')) {
    const done = current;
    current = null;
    port.postMessage({ type: 'result', id: done.id, info: [...done.info.values()], bestmove: line });
  }
}

async function start() {
  const factory = loadFactory();
  await factory(engine);
  while (typeof engine._isReady === 'function' && !engine._isReady()) await new Promise((r) => setTimeout(r, 10));
  await exchange(['uci'], (line) => line === 'uciok');
  await exchange([`setoption name Hash value ${hashMb}`, 'setoption name Threads value 1', 'isready'], (line) => line === 'readyok');
  lineHandler = onSearchLine;

  port.on('message', (message) => {
    try {
      if (message.type === 'search') {
        if (current) throw new Error(`search ${message.id} sent while search ${current.id} runs`);
        current = { id: message.id, info: new Map() };
        // ucinewgame clears the hash table and the history tables: with one thread and a node or depth
        // limit, the same position then always gives the same lines, whatever this worker searched before.
        // `fresh: false` (the after-game review's searches, one position after another) keeps them.
        if (message.fresh !== false) send('ucinewgame');
        send(`setoption name MultiPV value ${message.multiPv}`);
        send(`position fen ${message.fen}`);
        send(message.go);
      } else if (message.type === 'stop') {
        if (current && current.id === message.id) send('stop');
      }
    } catch (error) {
      fatal(error);
    }
  });
  port.postMessage({ type: 'ready' });
}

start().catch(fatal);
