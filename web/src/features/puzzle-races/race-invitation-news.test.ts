import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { RacePlayer, RaceSummary } from '@chess-quest/protocol/puzzle-races';
import { readTold, writeTold } from '../../lib/socket/told-news';
import { raceInvitationNews } from './live';
import { messages as spanish } from './locales/es.po';
import { placeWord } from './race-page';

const player = (childId: string, username: string, status: RacePlayer['status'], isHost = false): RacePlayer => ({
  childId,
  username,
  status,
  isHost,
  score: 0,
  solved: 0,
  tried: 0,
  place: null,
});

const race = (over: Partial<RaceSummary> = {}): RaceSummary => ({
  raceId: 'race-1',
  status: 'waiting',
  hostId: 'host',
  players: [player('host', 'BraveOtter12', 'joined', true), player('me', 'CleverRook64', 'invited')],
  total: 30,
  seconds: 90,
  startedAt: null,
  deadline: null,
  serverNow: '2026-11-25T15:00:00.000Z',
  ...over,
});

describe('a puzzle-race invitation on any screen', () => {
  it("is said once per race to the invited child, with the host's player name", () => {
    const announced = new Set<string>();
    expect(raceInvitationNews(race(), 'me', announced)).toMatchObject({
      title: 'Puzzle race!',
      description: 'BraveOtter12 invites you to a puzzle race. Join it in Play → Multiplayer.',
      buttons: [{ label: 'Go to the race' }],
    });
    // The next push of the same race (another racer joined) says nothing new.
    expect(raceInvitationNews(race(), 'me', announced)).toBeNull();
    expect(raceInvitationNews(race({ raceId: 'race-2' }), 'me', announced)).not.toBeNull();
  });

  it('does not send a child already in Play → Multiplayer there: the banner is at the top of the page', () => {
    const news = raceInvitationNews(race(), 'me', new Set(), true);
    expect(news).toEqual({ title: 'Puzzle race!', description: 'BraveOtter12 invites you to a puzzle race. Join it at the top of this page.' });
  });

  it('is not said to the host, to a child who already answered, for a race under way, or before the child is known', () => {
    expect(raceInvitationNews(race(), 'host', new Set())).toBeNull();
    expect(
      raceInvitationNews(
        race({ players: [player('host', 'BraveOtter12', 'joined', true), player('me', 'CleverRook64', 'joined')] }),
        'me',
        new Set(),
      ),
    ).toBeNull();
    expect(raceInvitationNews(race({ status: 'running' }), 'me', new Set())).toBeNull();
    expect(raceInvitationNews(race(), undefined, new Set())).toBeNull();
    expect(raceInvitationNews(race(), 'stranger', new Set())).toBeNull();
  });
});

describe('news told once per tab, across its pages', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };

  it('keeps what was told for the next page of the tab, so a race is not told again there', () => {
    const storage = memory();
    const told = readTold(storage);
    expect(raceInvitationNews(race(), 'me', told)).not.toBeNull();
    writeTold(storage, told);
    // The next page reads the race again after its connection opens: nothing new to say.
    expect(raceInvitationNews(race(), 'me', readTold(storage))).toBeNull();
    expect(raceInvitationNews(race({ raceId: 'race-2' }), 'me', readTold(storage))).not.toBeNull();
  });
});

describe('races in the child’s language', () => {
  it('says places by the language’s ordinals, and a race invitation in Spanish', () => {
    expect([1, 2, 3, 4, 11, 22].map(placeWord)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
    i18n.load('es', spanish);
    i18n.activate('es');
    try {
      expect([1, 2, 3].map(placeWord)).toEqual(['1.º', '2.º', '3.º']);
      expect(raceInvitationNews(race(), 'me', new Set())).toMatchObject({
        title: '¡Carrera de problemas!',
        description: 'BraveOtter12 te invita a una carrera de problemas. Únete en Jugar → Multijugador.',
        buttons: [{ label: 'Ir a la carrera' }],
      });
    } finally {
      i18n.activate('en');
    }
  });
});
