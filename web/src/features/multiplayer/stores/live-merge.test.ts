import { describe, expect, it } from 'vitest';
import type { Invitation, MultiplayerGame, OnlinePlayer } from '@chess-quest/protocol/multiplayer';
import { useGamesStore } from './games-store';
import { useLobbyStore } from './lobby-store';
import { colorOf, mergeGames, mergeInvitations, sortPlayers } from './live-merge';

const game = (id: string, version: number, createdAt = '2026-11-21T08:00:00.000Z') =>
  ({ id, version, createdAt, whitePlayerId: 'w', blackPlayerId: 'b' }) as MultiplayerGame;
const invitation = (id: string, status: Invitation['status']) => ({ id, status, createdAt: '2026-11-21T08:00:00.000Z' }) as Invitation;
const player = (userId: string, username: string, status: OnlinePlayer['status'] = 'online'): OnlinePlayer => ({
  userId,
  username,
  profileImageUrl: null,
  level: 1,
  rating: 1000,
  provisional: false,
  status,
  badges: [],
});

describe('merging REST answers with socket pushes', () => {
  it('keeps the higher version of a game, whichever source brought it', () => {
    expect(mergeGames([game('g1', 3)], { g1: game('g1', 5) })[0]?.version).toBe(5);
    expect(mergeGames([game('g1', 7)], { g1: game('g1', 5) })[0]?.version).toBe(7);
  });

  it('lists games from both sources, newest first', () => {
    const merged = mergeGames([game('old', 1, '2026-11-20T08:00:00.000Z')], { new: game('new', 1) });
    expect(merged.map((g) => g.id)).toEqual(['new', 'old']);
  });

  it('never lets a stale pending copy undo an answered invitation', () => {
    expect(mergeInvitations([invitation('i1', 'accepted')], { i1: invitation('i1', 'pending') })[0]?.status).toBe('accepted');
    expect(mergeInvitations([invitation('i1', 'pending')], { i1: invitation('i1', 'declined') })[0]?.status).toBe('declined');
  });

  it('puts the viewer first, drops offline players and sorts the rest by username', () => {
    const sorted = sortPlayers([player('3', 'Zed'), player('2', 'Amy'), player('1', 'Me'), player('4', 'Gone', 'offline')], '1');
    expect(sorted.map((p) => p.username)).toEqual(['Me', 'Amy', 'Zed']);
  });

  it("finds the viewer's colour from their own child id", () => {
    expect(colorOf(game('g', 1), 'w')).toBe('white');
    expect(colorOf(game('g', 1), 'b')).toBe('black');
    expect(colorOf(game('g', 1), 'someone-else')).toBeNull();
  });
});

describe('live stores', () => {
  it('ignore a game push older than the state they hold', () => {
    useGamesStore.getState().upsert(game('g9', 4));
    useGamesStore.getState().upsert(game('g9', 2));
    expect(useGamesStore.getState().byId.g9?.version).toBe(4);
    useGamesStore.getState().markStarted(game('g9', 6));
    expect(useGamesStore.getState()).toMatchObject({ startedGameId: 'g9', byId: { g9: { version: 6 } } });
  });

  it('remove a player from the lobby when a push says offline', () => {
    useLobbyStore.getState().replaceAll({ players: [player('1', 'Amy'), player('2', 'Zed')], online: 120, complete: false });
    useLobbyStore.getState().upsert(player('2', 'Zed', 'offline'));
    useLobbyStore.getState().upsert(player('3', 'Bo', 'in_game'));
    expect(Object.keys(useLobbyStore.getState().players).sort()).toEqual(['1', '3']);
    // The count comes with the page, then from lobby:counts pushes.
    expect(useLobbyStore.getState()).toMatchObject({ online: 120, complete: false });
    useLobbyStore.getState().setOnline(118);
    expect(useLobbyStore.getState().online).toBe(118);
  });
});
