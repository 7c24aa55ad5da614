import { MAX_EQUIPPED_BADGES } from '@chess-quest/protocol/rewards';
import { LOBBY_PAGE, type LobbyPage, type OnlinePlayer, type PresenceStatus, type WornBadge } from '@chess-quest/protocol/multiplayer';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from './rows';
import { badges } from '../../db/schema/gamification';
import { childProfiles } from '../../db/schema/accounts';
import { notFound } from '../../http/errors';
import type { MultiplayerContext } from './context';
import { activeGamesOf, isProvisional, profilesOf } from './game-view';
import { MULTIPLAYER_MESSAGES as M } from './messages';
import type { PresenceChange } from './presence';
import { ratingsOf } from './ratings';

/** The badges each child chose to wear, oldest first (the rewards feature keeps at most three on). */
async function wornBadgesOf(db: Executor, ids: readonly string[]): Promise<Map<string, WornBadge[]>> {
  const rows = await db
    .select({ childId: badges.childId, name: badges.badgeName, icon: badges.badgeIcon, color: badges.badgeColor })
    .from(badges)
    .where(and(inArray(badges.childId, [...ids]), eq(badges.isEquipped, true)))
    .orderBy(asc(badges.earnedAt), asc(badges.badgeName));
  const worn = new Map<string, WornBadge[]>();
  for (const { childId, ...badge } of rows) {
    const list = worn.get(childId) ?? [];
    if (list.length < MAX_EQUIPPED_BADGES) list.push(badge);
    worn.set(childId, list);
  }
  return worn;
}

const STATUS_ORDER: Record<PresenceStatus, number> = { online: 0, in_game: 1, away: 2, offline: 3 };

/**
 * How long a node orders the lobby by a rating it has read (decision 029). Ratings change
 * only when a game ends: a game this node ended is re-read at once, one ended on another
 * node within this long. The cards on a page always carry the rating read with them.
 */
export const LOBBY_ORDER_RATING_TTL_MS = 30_000;
/** At most this many expired ratings are read again per join, so no one join pays for everyone. */
const ORDER_REFRESH_PER_JOIN = 200;

/**
 * The ratings a node orders the lobby by, kept per node so that a join reads from the
 * database only the viewer and the children it has not seen lately, not everyone online.
 */
function orderRatings(ctx: MultiplayerContext) {
  const known = new Map<string, { rating: number; readAt: number }>();
  ctx.events.on('game.changed', ({ game }) => {
    if (game.gameStatus === 'active') return;
    known.delete(game.whitePlayerId);
    known.delete(game.blackPlayerId);
  });

  return async (viewerId: string, ids: readonly string[]): Promise<(id: string) => number> => {
    const time = ctx.now().getTime();
    // Children not seen before are read now (as many as arrived since the last join); of the
    // expired ones, a bounded batch, the others ordered by their last rating meanwhile.
    const unknown: string[] = [];
    const expired: string[] = [];
    for (const id of ids) {
      const hit = known.get(id);
      if (!hit) unknown.push(id);
      else if (time - hit.readAt > LOBBY_ORDER_RATING_TTL_MS && expired.length < ORDER_REFRESH_PER_JOIN) expired.push(id);
    }
    const fresh = await ratingsOf(ctx.db, [viewerId, ...unknown, ...expired]);
    for (const [id, rating] of fresh) known.set(id, { rating, readAt: time });
    // Children long gone are forgotten once the map is twice the lobby.
    if (known.size > 2 * ids.length + 1000) {
      const here = new Set([viewerId, ...ids]);
      for (const id of known.keys()) if (!here.has(id)) known.delete(id);
    }
    return (id) => known.get(id)?.rating ?? 0;
  };
}

/**
 * The `count` ids with the smallest `distanceOf` (ties by id), in one pass with a bounded
 * max-heap: O(n log count) instead of sorting everyone online.
 */
export function nearestBy(ids: Iterable<string>, count: number, distanceOf: (id: string) => number): string[] {
  if (count <= 0) return [];
  const heap: { id: string; d: number }[] = [];
  const worse = (a: { id: string; d: number }, b: { id: string; d: number }) => a.d > b.d || (a.d === b.d && a.id > b.id);
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i]!, heap[parent]!)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && worse(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && worse(heap[right]!, heap[top]!)) top = right;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (const id of ids) {
    const entry = { id, d: distanceOf(id) };
    if (heap.length < count) {
      heap.push(entry);
      up(heap.length - 1);
    } else if (worse(heap[0]!, entry)) {
      heap[0] = entry;
      down(0);
    }
  }
  return heap.sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((entry) => entry.id);
}

export function playerCards(ctx: MultiplayerContext) {
  const { db, presence } = ctx;
  const ratingsForOrder = orderRatings(ctx);

  /** Cards of the given children (unknown ids are left out), status from presence and games. */
  async function cards(ids: readonly string[], present: ReadonlyMap<string, PresenceChange>): Promise<OnlinePlayer[]> {
    if (ids.length === 0) return [];
    const [profiles, ratings, active, worn] = await Promise.all([
      profilesOf(db, ids),
      ratingsOf(db, ids),
      activeGamesOf(db, ids),
      wornBadgesOf(db, ids),
    ]);
    const playing = new Set(active.flatMap((game) => [game.whiteId, game.blackId]));
    return ids.flatMap((id) => {
      const profile = profiles.get(id);
      if (!profile) return [];
      const here = present.get(id);
      const status: PresenceStatus = !here || here === 'offline' ? 'offline' : playing.has(id) ? 'in_game' : here;
      return [
        {
          userId: id,
          username: profile.username,
          profileImageUrl: profile.profileImageUrl,
          level: profile.level,
          rating: ratings.get(id) ?? 0,
          provisional: isProvisional(profile),
          status,
          badges: worn.get(id) ?? [],
        },
      ];
    });
  }

  return {
    async playerCard(childId: string): Promise<OnlinePlayer> {
      const [card] = await cards([childId], new Map([[childId, await presence.statusOf(childId)]]));
      if (!card) throw notFound(M.playerNotFound);
      return card;
    },

    /**
     * The badges one player wears, for the game screens (fetched once per player and cached
     * there, never with each move). Badges are as public as the lobby card: username-level.
     */
    async wornBadges(childId: string): Promise<WornBadge[]> {
      const [[child], worn] = await Promise.all([
        db.select({ id: childProfiles.id }).from(childProfiles).where(eq(childProfiles.id, childId)),
        wornBadgesOf(db, [childId]),
      ]);
      if (!child) throw notFound(M.playerNotFound);
      return worn.get(childId) ?? [];
    },

    /**
     * The viewer and the LOBBY_PAGE.size children present nearest its rating (decision 029):
     * the viewer first, then who can be challenged now. Cards (profiles, games, badges) are
     * read for the page only, whoever else is online.
     */
    async lobbyPage(viewerId: string): Promise<LobbyPage> {
      const present = await presence.present();
      const others = [...present.keys()].filter((id) => id !== viewerId);
      const ratingOf = await ratingsForOrder(viewerId, others);
      const mine = ratingOf(viewerId);
      const nearest = nearestBy(others, LOBBY_PAGE.size, (id) => Math.abs(ratingOf(id) - mine));
      const list = await cards([viewerId, ...nearest], present);
      list.sort(
        (a, b) =>
          Number(b.userId === viewerId) - Number(a.userId === viewerId) ||
          STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
          a.username.localeCompare(b.username),
      );
      return { players: list, online: others.length + (present.has(viewerId) ? 1 : 0), complete: others.length <= LOBBY_PAGE.size };
    },
  };
}

export type PlayerCards = ReturnType<typeof playerCards>;
