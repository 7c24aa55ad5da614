import { describe, expect, it } from 'vitest';
import type { Fact } from '@chess-quest/protocol/facts';
import type { DeliveryContext } from '../../events/outbox';
import { createThemePushSubscriber } from './pushes';
import type { GatewayServer } from '../../realtime/kernel';

describe('theme unlocked pushes', () => {
  it('tell only the child’s own room, and only after the delivery committed', async () => {
    const sent: { room: string; event: string; body: unknown }[] = [];
    const io = { to: (room: string) => ({ emit: (event: string, body: unknown) => sent.push({ room, event, body }) }) } as unknown as GatewayServer;
    const effects: (() => void | Promise<void>)[] = [];
    const context = { afterCommit: (effect: () => void) => effects.push(effect) } as unknown as DeliveryContext;
    const themes = [{ id: 'forest', kind: 'board' as const, name: 'Forest' }];
    const fact: Fact = { type: 'theme.unlocked', accountId: 'a1', childId: 'c1', at: new Date().toISOString(), themes };

    await createThemePushSubscriber(io).handle(fact, context);
    expect(sent).toEqual([]);
    for (const effect of effects) await effect();
    expect(sent).toEqual([{ room: 'player:c1', event: 'theme:unlocked', body: { themes } }]);
  });
});
