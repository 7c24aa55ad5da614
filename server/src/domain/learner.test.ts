import { describe, expect, it } from 'vitest';
import { calendarDay } from '../http/time-zone';
import { daysBetween, nextStreak, visibleStreak } from './learner';

describe('the daily streak', () => {
  it('grows on consecutive days, holds within a day, restarts after a gap', () => {
    expect(nextStreak(0, null, '2026-11-21')).toBe(1);
    expect(nextStreak(1, '2026-11-21', '2026-11-21')).toBe(1);
    expect(nextStreak(1, '2026-11-21', '2026-11-22')).toBe(2);
    expect(nextStreak(5, '2026-11-28', '2026-12-01')).toBe(1);
    expect(nextStreak(9, '2026-12-31', '2027-01-01')).toBe(10);
  });

  it('shows a broken streak as 0 until the child plays again', () => {
    expect(visibleStreak(4, '2026-11-20', '2026-11-21')).toBe(4);
    expect(visibleStreak(4, '2026-11-19', '2026-11-21')).toBe(0);
    expect(visibleStreak(0, null, '2026-11-21')).toBe(0);
  });

  it("counts days on the child's own calendar", () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(calendarDay('UTC', lateEvening)).toBe('2026-11-21');
    expect(calendarDay('Europe/Paris', lateEvening)).toBe('2026-11-22');
    expect(calendarDay('America/Los_Angeles', lateEvening)).toBe('2026-11-21');
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
  });
});
