// A stand-in for engine-worker.mjs in the pool's tests: same messages, no engine.
// multiPv 7 → the worker crashes; multiPv 9 → it never answers, not even to `stop`;
// otherwise it answers at once with one line for e2e4 (or the `go` command's node count, echoed as the score);
// for d2d4 when the search is not to start from a cleared engine (`fresh: false`).
import { parentPort } from 'node:worker_threads';

const port = parentPort;
port.on('message', (message) => {
  if (message.type !== 'search') return;
  if (message.multiPv === 7) process.exit(3);
  if (message.multiPv === 9) return;
  const nodes = /nodes (\d+)/.exec(message.go)?.[1] ?? '10';
  const move = message.fresh === false ? 'd2d4' : 'e2e4';
  port.postMessage({
    type: 'result',
    id: message.id,
    info: [`info depth 1 seldepth 1 multipv 1 score cp ${nodes} nodes 1 pv ${move} e7e5`],
    bestmove: `bestmove ${move} ponder e7e5`,
  });
});
port.postMessage({ type: 'ready' });
