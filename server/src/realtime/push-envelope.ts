import { randomBytes } from 'node:crypto';
import * as msgpack from 'notepack.io';

/**
 * The Redis adapter's parser with the time a push left its node (issue 28): the adapter sends
 * a room broadcast as `[uid, packet, opts]` in msgpack; this parser adds a fourth element,
 * `[sentAtMs, node]`. The receiving node's adapter decodes it only when the room has a socket
 * there, so `observe` gets the latency of pushes that cross nodes and are delivered. A node
 * of an older version reads the first three elements and ignores the fourth, so a rolling
 * update mixes versions safely; a push from such a node has no time and is not measured.
 * Its own broadcasts come back to a node through Redis too: those are not measured.
 * Wall clocks of two machines differ by their skew: keep them in NTP sync.
 */
export interface PushEnvelopeParser {
  encode(message: unknown): unknown;
  decode(message: unknown): unknown;
}

export function timedPushParser(observe: (seconds: number) => void, now = () => Date.now()): PushEnvelopeParser {
  const node = randomBytes(6).toString('base64url');
  return {
    encode(message) {
      if (Array.isArray(message) && message.length === 3) return msgpack.encode([...message, [now(), node]]);
      return msgpack.encode(message);
    },
    decode(message) {
      const decoded = msgpack.decode(message as Buffer) as unknown;
      if (Array.isArray(decoded) && decoded.length === 4) {
        const stamp = decoded[3] as unknown;
        if (Array.isArray(stamp) && typeof stamp[0] === 'number' && stamp[1] !== node) observe(Math.max(0, now() - stamp[0]) / 1000);
        return decoded.slice(0, 3);
      }
      return decoded;
    },
  };
}
