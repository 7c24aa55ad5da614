import { describe, expect, it } from 'vitest';
import type { LobbyPage, OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import { badges } from '../../db/schema/gamification';
import { playerRatings } from '../../db/schema/multiplayer';
import { lobbyRoomsFor, roomsForCard } from './lobby-rooms';
import { featureEngines } from '../../test/services';
import { LOBBY_RECONCILE_MS } from './players';
import { useMultiplayerWorld } from './test-support';

const engines = await featureEngines();

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
    await db()
      .insert(badges)
      .values([badge('First Steps', true), badge('Puzzle Fan', true), badge('Knight Rider', false)]);

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
    await db()
      .insert(badges)
      .values([earned('Third', 3), earned('First', 1), earned('Second', 2)]);
    expect((await world.service.wornBadges(wearer.id)).map((b) => b.name)).toEqual(['First', 'Second', 'Third']);
    await expect(world.service.wornBadges(crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});

describe.each(engines)('lobby pages on %s (decision 029)', (engine) => {
  const { world, db } = useMultiplayerWorld(engine);

  it('send the viewer and the 50 present children nearest its rating, with the count online; everyone while they fit', async () => {
    const viewer = await world.child();
    const few = await world.child();
    const small = await world.service.lobbyPage(viewer.id);
    expect(small).toMatchObject({ online: 2, complete: true });
    expect(small.players.map((p) => p.userId)).toEqual([viewer.id, few.id]);

    // 60 more, rated 0, 40, 80, … 2,360; the viewer at 1,200.
    const rated: { id: string; rating: number }[] = [{ id: few.id, rating: 3000 }];
    for (let i = 0; i < 60; i++) rated.push({ id: (await world.child()).id, rating: i * 40 });
    await db()
      .insert(playerRatings)
      .values([{ childId: viewer.id, rating: 1200 }, ...rated.map((r) => ({ childId: r.id, rating: r.rating }))]);
    const offline = await world.child(false);
    await db().insert(playerRatings).values({ childId: offline.id, rating: 1200 });

    // The index holds the rating each child had when it came (1,000, a new player's); the
    // card itself carries the rating read with it.
    const soon = await world.service.lobbyPage(viewer.id);
    expect(soon.players).toHaveLength(51);
    const written = new Map([[viewer.id, 1200], ...rated.map((r): [string, number] => [r.id, r.rating])]);
    for (const card of soon.players) expect(card.rating).toBe(written.get(card.userId));
    // Ratings written behind the index's back are corrected by the sweeper's periodic pass.
    await world.service.sweep();

    const page = await world.service.lobbyPage(viewer.id);
    expect(page).toMatchObject({ online: 62, complete: false });
    expect(page.players).toHaveLength(51);
    expect(page.players[0]!.userId).toBe(viewer.id);
    const shown = page.players.slice(1).map((p) => p.rating);
    const distance = (r: number) => Math.abs(r - 1200);
    const farthestShown = Math.max(...shown.map(distance));
    const left = rated.filter((r) => !page.players.some((p) => p.userId === r.id));
    // Everyone left out is at least as far from the viewer as everyone shown.
    expect(left.every((r) => distance(r.rating) >= farthestShown)).toBe(true);
    expect(left.map((r) => r.id)).toContain(few.id);
    expect(page.players.some((p) => p.userId === offline.id)).toBe(false);

    // A game that ends moves its players in the index at once, without the periodic pass:
    // white's rating was raised far away before the game, unseen by the index until it ended.
    const { white, black, game } = await world.game();
    await db().insert(playerRatings).values({ childId: white.id, rating: 4000 });
    const during = await world.service.lobbyPage(viewer.id);
    expect(during.players.some((p) => p.userId === white.id)).toBe(true);
    await world.service.move(white.id, game.id, { move: 'e4' });
    await world.service.move(black.id, game.id, { move: 'e5' });
    await world.service.resign(white.id, game.id);
    const after = await world.service.lobbyPage(viewer.id);
    expect(after.players.some((p) => p.userId === white.id)).toBe(false);
    expect(after.online).toBe(64);

    // What a node that died mid-write left wrong is made right by the pass: a present child
    // missing, an absent one still there (never shown as a card meanwhile).
    await world.lobbyIndex.remove([few.id]);
    await world.lobbyIndex.put([{ childId: offline.id, rating: 1200 }]);
    const wrong = await world.service.lobbyPage(viewer.id);
    expect(wrong.online).toBe(64);
    expect(wrong.players.some((p) => p.userId === offline.id)).toBe(false);
    world.advance(LOBBY_RECONCILE_MS);
    await world.service.sweep();
    const mended = await world.lobbyIndex.all();
    expect(mended.get(few.id)).toBe(3000);
    expect(mended.has(offline.id)).toBe(false);
    expect((await world.service.lobbyPage(viewer.id)).online).toBe(64);
  });

  it('join the rooms of the bands the page covers, and push a card only to its band and the whole-lobby sockets', () => {
    const card = (userId: string, rating: number): OnlinePlayer => ({
      userId,
      username: userId,
      profileImageUrl: null,
      level: 1,
      rating,
      provisional: false,
      status: 'online',
      badges: [],
    });
    const full: LobbyPage = { players: [card('me', 1210), card('a', 1130), card('b', 1395)], online: 400, complete: false };
    expect(lobbyRoomsFor(full, 'me')).toEqual(['lobby', 'lobby:band:11', 'lobby:band:12', 'lobby:band:13']);
    expect(lobbyRoomsFor({ ...full, complete: true }, 'me')).toEqual(['lobby', 'lobby:all']);
    expect(roomsForCard(1250)).toEqual(['lobby:all', 'lobby:band:12']);
    expect(roomsForCard(2500)).not.toContain('lobby:band:12');
  });
});
