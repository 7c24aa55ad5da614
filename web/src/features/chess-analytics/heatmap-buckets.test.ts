import { describe, expect, it } from 'vitest';
import { bucketOf, countLabel } from './heatmap-buckets';

describe('heat map buckets', () => {
  it('follows the spec’s 25/50/75/100 % of the busiest square', () => {
    expect(bucketOf(0, 40)).toBe(-1);
    expect(bucketOf(10, 40)).toBe(0);
    expect(bucketOf(11, 40)).toBe(1);
    expect(bucketOf(20, 40)).toBe(1);
    expect(bucketOf(30, 40)).toBe(2);
    expect(bucketOf(31, 40)).toBe(3);
    expect(bucketOf(40, 40)).toBe(3);
  });
  it('caps the label at 99+', () => {
    expect(countLabel(99)).toBe('99');
    expect(countLabel(100)).toBe('99+');
  });
});
