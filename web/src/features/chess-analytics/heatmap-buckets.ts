import { HEATMAP_BUCKETS_PERCENT, HEATMAP_COUNT_CAP } from '@chess-quest/protocol/constants';

/** Spec §9: the bucket (0-3) of a square's count against the busiest square: up to 25, 50, 75, 100 %. */
export function bucketOf(count: number, max: number): number {
  if (max <= 0 || count <= 0) return -1;
  const percent = (100 * count) / max;
  const index = HEATMAP_BUCKETS_PERCENT.findIndex((limit) => percent <= limit);
  return index < 0 ? HEATMAP_BUCKETS_PERCENT.length - 1 : index;
}

/** Spec §9: the count label caps at '99+'. */
export function countLabel(count: number): string {
  return count > HEATMAP_COUNT_CAP ? `${HEATMAP_COUNT_CAP}+` : String(count);
}
