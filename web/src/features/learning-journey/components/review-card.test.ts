import { describe, expect, it } from 'vitest';
import { currentPathId } from './review-card';

describe('the Review step', () => {
  it('belongs to the path under way that was started last, and to none while nothing is under way', () => {
    expect(
      currentPathId([
        { pathId: 'chess-basics', status: 'completed', startedAt: '2026-03-03T10:00:00.000Z' },
        { pathId: 'basic-tactics', status: 'in_progress', startedAt: '2026-03-01T10:00:00.000Z' },
        { pathId: 'endgame-basics', status: 'in_progress', startedAt: '2026-03-02T10:00:00.000Z' },
      ]),
    ).toBe('endgame-basics');
    expect(currentPathId([{ pathId: 'chess-basics', status: 'completed', startedAt: '2026-03-03T10:00:00.000Z' }])).toBeNull();
    expect(currentPathId([])).toBeNull();
  });
});
