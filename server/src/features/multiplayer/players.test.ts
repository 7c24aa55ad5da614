import { describe, expect, it } from 'vitest';
import { badges } from '../../db/schema/gamification';
import { testEngines } from '../../test/services';
import { useMultiplayerWorld } from './test-support';

const engines = await testEngines();

describe.each(engines)('lobby cards on %s', (engine) => {
  const { world, db } = useMultiplayerWorld(engine);

  it('show the badges a child wears (at most three), never the ones it took off', async () => {
    const wearer = await world.child();
    const plain = await world.child();
    const badge = (name: string, isEquipped: boolean) => ({
      childId: wearer.id,
      badgeName: name,
      badgeIcon: 'trophy',
      badgeColor: '#f59e0b',
      description: `${name} badge`,
      isEquipped,
    });
    await db().insert(badges).values([badge('First Steps', true), badge('Puzzle Fan', true), badge('Knight Rider', false)]);

    const cards = await world.service.listPlayers(plain.id);
    const card = cards.find((c) => c.userId === wearer.id);
    expect(card?.badges).toEqual([
      { name: 'First Steps', icon: 'trophy', color: '#f59e0b' },
      { name: 'Puzzle Fan', icon: 'trophy', color: '#f59e0b' },
    ]);
    expect(cards.find((c) => c.userId === plain.id)?.badges).toEqual([]);
    // The game screens read the same badges, one player at a time.
    expect(await world.service.wornBadges(wearer.id)).toEqual(card?.badges);
    expect(await world.service.wornBadges(plain.id)).toEqual([]);
  });

  it('give a game screen the badges of one player, and refuse a player who does not exist', async () => {
    const wearer = await world.child();
    const earned = (name: string, minutes: number) => ({
      childId: wearer.id,
      badgeName: name,
      badgeIcon: 'star',
      badgeColor: '#2563eb',
      description: `${name} badge`,
      isEquipped: true,
      earnedAt: new Date(Date.UTC(2026, 10, 1, 10, minutes)),
    });
    await db().insert(badges).values([earned('Third', 3), earned('First', 1), earned('Second', 2)]);
    expect((await world.service.wornBadges(wearer.id)).map((b) => b.name)).toEqual(['First', 'Second', 'Third']);
    await expect(world.service.wornBadges(crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});
