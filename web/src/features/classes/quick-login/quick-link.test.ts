import { describe, expect, it } from 'vitest';
import { mergeQuickCodes } from './quick-codes-store';
import { quickCodeFromHash, quickLoginLink, untilWords } from './quick-link';

describe('the quick-login link', () => {
  it('carries the code in the fragment and reads it back, in any case and with its dash', () => {
    const link = quickLoginLink('https://chess.example', 'ABCD2345');
    expect(link).toBe('https://chess.example/class-login#quick=ABCD2345');
    expect(quickCodeFromHash(new URL(link).hash)).toBe('ABCD2345');
    expect(quickCodeFromHash('#quick=abcd-2345')).toBe('ABCD2345');
  });

  it('ignores a missing, short or look-alike code', () => {
    expect(quickCodeFromHash('')).toBeNull();
    expect(quickCodeFromHash('#other=ABCD2345')).toBeNull();
    expect(quickCodeFromHash('#quick=ABC')).toBeNull();
    // 0, O, 1, I and L are not in the alphabet.
    expect(quickCodeFromHash('#quick=ABCD2340')).toBeNull();
  });

  it('says "today" for a code ending today and names the day otherwise', () => {
    const now = new Date(2026, 2, 2, 9, 0);
    expect(untilWords(new Date(2026, 2, 2, 11, 0).toISOString(), now)).toMatch(/^until .*11.* today$/);
    expect(untilWords(new Date(2026, 2, 9, 9, 0).toISOString(), now)).not.toContain('today');
  });
});

describe('the codes kept in memory', () => {
  const answer = (expiresAt: string, codes: [string, string, string][]) => ({
    classId: 'c',
    className: 'Club',
    expiresAt,
    validFor: 'lesson' as const,
    codes: codes.map(([studentId, firstName, quickCode]) => ({ studentId, firstName, username: `u-${studentId}`, profileImageUrl: null, quickCode })),
  });

  it("replaces a renewed student's code and keeps the others with their own expiry, by first name", () => {
    const first = mergeQuickCodes(
      undefined,
      answer('2026-03-02T11:00:00.000Z', [
        ['b', 'Ben', 'BBBBBBBB'],
        ['a', 'Ada', 'AAAAAAAA'],
      ]),
    );
    expect(first.codes.map((c) => c.firstName)).toEqual(['Ada', 'Ben']);
    const later = mergeQuickCodes(first, answer('2026-03-09T09:00:00.000Z', [['a', 'Ada', 'CCCCCCCC']]));
    expect(later.codes.map((c) => [c.quickCode, c.expiresAt])).toEqual([
      ['CCCCCCCC', '2026-03-09T09:00:00.000Z'],
      ['BBBBBBBB', '2026-03-02T11:00:00.000Z'],
    ]);
  });
});
