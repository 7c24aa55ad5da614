import { describe, expect, it } from 'vitest';
import { socketGameRefSchema } from '@chess-quest/protocol/multiplayer';
import { handlersByEvent } from './client-events';
import { socketHandler } from './kernel';

describe("the features' socket handlers", () => {
  const watch = socketHandler({ event: 'game:unwatch', body: socketGameRefSchema, run: async ({ body }) => body });

  it('are found by their event', () => {
    const leave = socketHandler({ event: 'lobby:leave', run: async () => undefined });
    const byEvent = handlersByEvent([watch, leave]);
    expect([...byEvent.keys()]).toEqual(['game:unwatch', 'lobby:leave']);
    expect(byEvent.get('lobby:leave')).toBe(leave);
  });

  it('refuse two features answering one event: the node does not start with one of them silently unheard', () => {
    const again = socketHandler({ event: 'game:unwatch', run: async () => undefined });
    expect(() => handlersByEvent([watch, again])).toThrow('Two socket handlers answer game:unwatch');
  });
});
