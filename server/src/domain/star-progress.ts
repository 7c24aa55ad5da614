/** Best stars per step after a new result, and what they add up to. */
export function recordStars(
  previous: readonly number[],
  total: number,
  index: number,
  stars: number,
): { stepStars: number[]; progress: number; completed: boolean } {
  const stepStars = Array.from({ length: total }, (_, i) => previous[i] ?? 0);
  stepStars[index] = Math.max(stepStars[index] ?? 0, stars);
  const done = stepStars.filter((s) => s > 0).length;
  return { stepStars, progress: Math.round((done / total) * 100), completed: done === total };
}
