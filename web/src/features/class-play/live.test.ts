import { describe, expect, it } from 'vitest';
import type { ClassRace } from '@chess-quest/protocol/class-play';
import { classRaceNews } from './live';

const open: ClassRace = { id: 'r', status: 'open', entrants: [], race: null, createdAt: '2026-01-01T10:00:00.000Z' };
const player = (childId: string) => ({
  childId,
  username: childId,
  status: 'joined' as const,
  isHost: false,
  score: 0,
  solved: 0,
  tried: 0,
  place: null,
});
const started: ClassRace = {
  ...open,
  status: 'started',
  race: {
    raceId: 'p',
    status: 'running',
    hostId: 'ann',
    players: [player('ann'), player('ben')],
    total: 30,
    seconds: 90,
    startedAt: '2026-01-01T10:01:00.000Z',
    deadline: '2026-01-01T10:02:30.000Z',
    serverNow: '2026-01-01T10:01:00.000Z',
  },
};

describe('what a student is told of the class race', () => {
  it('tells of a race the teacher just opened, with a way to it from elsewhere', () => {
    expect(classRaceNews(open, 'ann', '/dashboard')?.buttons?.[0]?.run()).toBe('/class/play');
    expect(classRaceNews(open, 'ann', '/class/play')?.buttons).toBeUndefined();
    expect(classRaceNews(open, undefined, '/dashboard')).toBeNull();
  });

  it('sends a racer to the race once the teacher starts it, and says nothing to a child not in it', () => {
    expect(classRaceNews(started, 'ann', '/class/play')?.buttons?.[0]?.run()).toBe('/multiplayer/race');
    expect(classRaceNews(started, 'ann', '/multiplayer/race')).toBeNull();
    expect(classRaceNews(started, 'cleo', '/class/play')).toBeNull();
    expect(classRaceNews({ ...open, status: 'closed' }, 'ann', '/dashboard')).toBeNull();
  });
});
