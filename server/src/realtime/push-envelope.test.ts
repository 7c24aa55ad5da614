import * as msgpack from 'notepack.io';
import { describe, expect, it } from 'vitest';
import { timedPushParser } from './push-envelope';

// The Redis adapter's messages with the send time (issue 28): what another node of this
// version measures, what an older node reads, and what a node's own messages do not count as.

const broadcast = ['adapter-uid', { type: 2, data: ['game:delta', { ply: 3 }], nsp: '/' }, { rooms: ['game:1'], except: [], flags: {} }];

describe('timedPushParser', () => {
  it('measures a push from another node, once decoded there, and hands the adapter the message it sent', () => {
    let clock = 1_000;
    const sender = timedPushParser(
      () => undefined,
      () => clock,
    );
    const seen: number[] = [];
    const receiver = timedPushParser(
      (seconds) => seen.push(seconds),
      () => clock,
    );
    const wire = sender.encode(broadcast);
    clock += 12;
    expect(receiver.decode(wire)).toEqual(broadcast);
    expect(seen).toEqual([0.012]);
  });

  it('is read by a node of an older version, which takes the first three elements', () => {
    const wire = timedPushParser(() => undefined).encode(broadcast);
    const [uid, packet, opts] = msgpack.decode(wire) as unknown[];
    expect([uid, packet, opts]).toEqual(broadcast);
  });

  it("reads an older node's messages unmeasured, and leaves requests and a node's own messages alone", () => {
    const seen: number[] = [];
    const parser = timedPushParser((seconds) => seen.push(seconds));
    expect(parser.decode(msgpack.encode(broadcast))).toEqual(broadcast);
    const request = { type: 5, requestId: 'r1', rooms: ['a'] };
    expect(parser.decode(parser.encode(request))).toEqual(request);
    // Its own broadcast comes back to a node through Redis: not a cross-node push.
    expect(parser.decode(parser.encode(broadcast))).toEqual(broadcast);
    expect(seen).toEqual([]);
  });
});
