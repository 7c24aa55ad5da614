import { describe, expect, it } from 'vitest';
import { isComplete, pickPicture, undoPicture, waitInWords } from './picture-password';

describe('picture password taps', () => {
  it('keeps the taps in order and stops at three', () => {
    let picked = pickPicture([], 'cat');
    picked = pickPicture(picked, 'sun');
    expect(isComplete(picked)).toBe(false);
    picked = pickPicture(picked, 'cat');
    expect(picked).toEqual(['cat', 'sun', 'cat']);
    expect(isComplete(picked)).toBe(true);
    expect(pickPicture(picked, 'moon')).toBe(picked);
  });

  it('undo takes back the last tap only, and does nothing on an empty row', () => {
    expect(undoPicture(['cat', 'sun'])).toEqual(['cat']);
    expect(undoPicture([])).toEqual([]);
  });
});

describe('waitInWords', () => {
  it('rounds up to whole minutes', () => {
    expect(waitInWords(1)).toBe('in 1 minute');
    expect(waitInWords(60)).toBe('in 1 minute');
    expect(waitInWords(61)).toBe('in 2 minutes');
    expect(waitInWords(300)).toBe('in 5 minutes');
  });
});
