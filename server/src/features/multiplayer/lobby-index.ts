import type { RedisClientType } from 'redis';

export interface RatedChild {
  childId: string;
  rating: number;
}

/**
 * The children present, ordered by rating (decision 029's addendum): what a lobby join reads
 * instead of everyone online, so a join costs the same with 200 or 20,000 children here.
 * Kept by the presence changes and the game endings (`lobbyOrder`), and made whole again by
 * a periodic pass against presence, so a change one node missed (a crash between the change
 * and the write) is corrected within that pass.
 */
export interface LobbyIndex {
  /** Adds the children, or moves them to these ratings. */
  put(children: readonly RatedChild[]): Promise<void>;
  /** Moves only the children already here (a game ended): never adds one who left. */
  update(children: readonly RatedChild[]): Promise<void>;
  remove(childIds: readonly string[]): Promise<void>;
  /**
   * The `count` children nearest `rating` (by distance; of two as near, the lower rating),
   * `viewerId` left out; `others` is how many are here without the viewer.
   */
  nearest(viewerId: string, rating: number, count: number): Promise<{ ids: string[]; others: number }>;
  /** Everyone here with their rating: for the periodic pass only, never for a join. */
  all(): Promise<Map<string, number>>;
  size(): Promise<number>;
  /**
   * Calls `listener` each time the store comes back after a loss (Redis reconnected): what was
   * written meanwhile failed, and a Redis restarted empty lost the index whole.
   */
  onReconnect(listener: () => void): void;
}

type Entry = { rating: number; childId: string };
const before = (a: Entry, b: Entry) => a.rating < b.rating || (a.rating === b.rating && a.childId < b.childId);

/**
 * Picks `count` from the two runs leading away from a rating (`below` going down, `above`
 * going up), the nearer first; a tie in distance goes to the lower rating, then the lower id.
 */
function mergeNearest(rating: number, below: Entry[], above: Entry[], count: number): string[] {
  const ids: string[] = [];
  let down = 0;
  let up = 0;
  while (ids.length < count && (down < below.length || up < above.length)) {
    const low = below[down];
    const high = above[up];
    const takeLow = low !== undefined && (high === undefined || rating - low.rating <= high.rating - rating);
    if (takeLow) {
      ids.push(low.childId);
      down += 1;
    } else {
      ids.push(high!.childId);
      up += 1;
    }
  }
  return ids;
}

/** One process's index (no REDIS_URL): a sorted array, found by binary search. */
export function memoryLobbyIndex(): LobbyIndex {
  const ratings = new Map<string, number>();
  const sorted: Entry[] = [];
  /** The first position whose entry is not before `entry`. */
  const lowerBound = (entry: Entry) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(sorted[mid]!, entry)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const drop = (childId: string) => {
    const rating = ratings.get(childId);
    if (rating === undefined) return;
    sorted.splice(lowerBound({ rating, childId }), 1);
    ratings.delete(childId);
  };
  const add = ({ childId, rating }: RatedChild) => {
    drop(childId);
    sorted.splice(lowerBound({ rating, childId }), 0, { rating, childId });
    ratings.set(childId, rating);
  };

  return {
    async put(children) {
      for (const child of children) add(child);
    },
    async update(children) {
      for (const child of children) if (ratings.has(child.childId)) add(child);
    },
    async remove(childIds) {
      for (const childId of childIds) drop(childId);
    },
    async nearest(viewerId, rating, count) {
      // Entries below `rating` walked downwards and the others upwards, `count` + 1 of each
      // at most (the viewer may be one of them).
      const start = lowerBound({ rating, childId: '' });
      const below: Entry[] = [];
      for (let i = start - 1; i >= 0 && below.length <= count; i--) if (sorted[i]!.childId !== viewerId) below.push(sorted[i]!);
      const above: Entry[] = [];
      for (let i = start; i < sorted.length && above.length <= count; i++) if (sorted[i]!.childId !== viewerId) above.push(sorted[i]!);
      return { ids: mergeNearest(rating, below, above, count), others: sorted.length - (ratings.has(viewerId) ? 1 : 0) };
    },
    all: async () => new Map(ratings),
    size: async () => sorted.length,
    // One process's memory is never lost and found again.
    onReconnect: () => undefined,
  };
}

/**
 * The index shared by every node: one sorted set `<prefix>:by-rating`, childId → rating.
 * Equal ratings are ordered by id in Redis too. A join is two ranged reads of at most
 * `count` + 1 members, a cardinality and a score: O(log n + count).
 */
export function redisLobbyIndex(redis: RedisClientType, prefix = 'lobby'): LobbyIndex {
  const key = `${prefix}:by-rating`;
  const members = (children: readonly RatedChild[]) => children.map(({ childId, rating }) => ({ value: childId, score: rating }));
  const entries = (rows: { value: string; score: number }[]) => rows.map(({ value, score }) => ({ childId: value, rating: score }));

  return {
    async put(children) {
      if (children.length > 0) await redis.zAdd(key, members(children));
    },
    async update(children) {
      if (children.length > 0) await redis.zAdd(key, members(children), { condition: 'XX' });
    },
    async remove(childIds) {
      if (childIds.length > 0) await redis.zRem(key, [...childIds]);
    },
    async nearest(viewerId, rating, count) {
      const limit = { offset: 0, count: count + 1 };
      const [below, above, size, viewerScore] = await Promise.all([
        redis.zRangeWithScores(key, `(${rating}`, '-inf', { BY: 'SCORE', REV: true, LIMIT: limit }),
        redis.zRangeWithScores(key, rating, '+inf', { BY: 'SCORE', LIMIT: limit }),
        redis.zCard(key),
        redis.zScore(key, viewerId),
      ]);
      const others = (list: { value: string; score: number }[]) => entries(list.filter((row) => row.value !== viewerId));
      return { ids: mergeNearest(rating, others(below), others(above), count), others: size - (viewerScore === null ? 0 : 1) };
    },
    async all() {
      const result = new Map<string, number>();
      // In pages, so one pass never holds Redis for long.
      for (let offset = 0; ; offset += 5000) {
        const page = await redis.zRangeWithScores(key, '-inf', '+inf', { BY: 'SCORE', LIMIT: { offset, count: 5000 } });
        for (const { value, score } of page) result.set(value, score);
        if (page.length < 5000) return result;
      }
    },
    size: () => redis.zCard(key),
    onReconnect(listener) {
      // 'ready' comes with every connection; the first was before this index was made.
      let lost = false;
      redis.on('error', () => {
        lost = true;
      });
      redis.on('ready', () => {
        if (!lost) return;
        lost = false;
        listener();
      });
    },
  };
}
