/**
 * mulberry32: a small, fast, seedable generator returning floats in [0, 1). One copy for
 * everything that must replay the same from a seed: the AI's move choice, mini-challenge
 * runs, the puzzle generator's self-play.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
