import { describe, expect, it } from 'vitest';
import { activityWords } from './use-live-activity';

describe("the parent's live line", () => {
  it('names the place of a finished puzzle race', () => {
    expect(activityWords({ childId: 'c', kind: 'race', at: '', place: { place: 1, of: 2 } })).toBe('finished 1st of 2 in a puzzle race');
    expect(activityWords({ childId: 'c', kind: 'race', at: '', place: { place: 3, of: 4 } })).toBe('finished 3rd of 4 in a puzzle race');
  });

  it('says what the child did without a place otherwise', () => {
    expect(activityWords({ childId: 'c', kind: 'race', at: '' })).toBe('finished a puzzle race');
    expect(activityWords({ childId: 'c', kind: 'puzzle', at: '' })).toBe('worked on a puzzle');
  });
});
