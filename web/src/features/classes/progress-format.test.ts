import { describe, expect, it } from 'vitest';
import { percent, signedChange, timeSpent, windowInWords } from './progress-format';

describe('progress table wording', () => {
  it('says time spent in minutes and hours', () => {
    expect(timeSpent(0)).toBe('–');
    expect(timeSpent(30)).toBe('under a minute');
    expect(timeSpent(89)).toBe('1 min');
    expect(timeSpent(59 * 60)).toBe('59 min');
    expect(timeSpent(3600)).toBe('1 h');
    expect(timeSpent(3600 + 5 * 60)).toBe('1 h 5 min');
  });

  it('signs a rating change and rounds an accuracy', () => {
    expect(signedChange(12)).toBe('+12');
    expect(signedChange(-5)).toBe('−5');
    expect(signedChange(0)).toBe('±0');
    expect(percent(null)).toBe('–');
    expect(percent(66.6)).toBe('67%');
  });

  it('names the window', () => {
    expect(windowInWords(1)).toBe('today');
    expect(windowInWords(30)).toBe('the last 30 days');
  });
});
