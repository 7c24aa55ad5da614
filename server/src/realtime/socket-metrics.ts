import type { Metrics } from '../metrics';
import type { GatewayServer } from './types';

/** Seconds; a move's ack is expected in tens of milliseconds (the alert is p99 over 250 ms). */
const ACK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** What a room's name says of its kind: the prefix before ':' (`game:…` → game); a socket's own room is not counted. */
function roomKind(room: string): string {
  const match = /^([a-z][a-z-]{0,30}):/.exec(room);
  return match ? match[1]! : 'other';
}

/**
 * This node's sockets in its metrics (issue 28): open sockets by transport, rooms by kind, and
 * each client event with an ack: how many, how they ended, and how long the ack took. Events
 * are labelled by name only when some handler answers them, so a client cannot make up labels.
 */
export function instrumentSockets(io: GatewayServer, metrics: Metrics): void {
  metrics.gauge({
    name: 'chessquest_sockets_open',
    help: 'Sockets open on this node, by transport (polling, websocket).',
    labelNames: ['transport'],
    collect: (gauge) => {
      const counts = new Map<string, number>([
        ['polling', 0],
        ['websocket', 0],
      ]);
      for (const socket of io.of('/').sockets.values()) {
        const transport = socket.conn.transport.name;
        counts.set(transport, (counts.get(transport) ?? 0) + 1);
      }
      gauge.reset();
      for (const [transport, count] of counts) gauge.set({ transport }, count);
    },
  });
  metrics.gauge({
    name: 'chessquest_socket_rooms',
    help: "Rooms with a socket on this node, by kind (player, parent, session, game, lobby, …); a socket's own room is not counted.",
    labelNames: ['kind'],
    collect: (gauge) => {
      const { rooms, sids } = io.of('/').adapter;
      const counts = new Map<string, number>();
      for (const room of rooms.keys()) {
        if (sids.has(room)) continue;
        const kind = roomKind(String(room));
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
      }
      gauge.reset();
      for (const [kind, count] of counts) gauge.set({ kind }, count);
    },
  });
  const events = metrics.counter({
    name: 'chessquest_socket_events_total',
    help: 'Client events with an ack answered by this node, by event and outcome (ok, or the status of the failure: 400, 404, 409, 429, 503, …). Moves: event="game:move", outcome="ok".',
    labelNames: ['event', 'outcome'],
  });
  const acks = metrics.histogram({
    name: 'chessquest_socket_ack_seconds',
    help: 'Time from a client event reaching this node to its ack being sent, by event (game:move is the move-ack latency).',
    labelNames: ['event'],
    buckets: ACK_BUCKETS,
  });

  io.on('connection', (socket) => {
    socket.use((packet, next) => {
      const last = packet.length - 1;
      const ack = packet[last];
      if (last < 1 || typeof ack !== 'function') {
        next();
        return;
      }
      const name = String(packet[0]);
      const event = (socket as unknown as { listeners(event: string): unknown[] }).listeners(name).length > 0 ? name : 'unknown';
      const start = performance.now();
      packet[last] = (result: unknown) => {
        acks.observe({ event }, (performance.now() - start) / 1000);
        const failed = typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false;
        const status = failed ? (result as { status?: unknown }).status : undefined;
        events.inc({ event, outcome: failed ? (typeof status === 'number' ? String(status) : 'error') : 'ok' });
        (ack as (answer: unknown) => void)(result);
      };
      next();
    });
  });
}
