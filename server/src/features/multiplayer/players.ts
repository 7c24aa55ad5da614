import { MAX_EQUIPPED_BADGES } from '@chess-quest/protocol/achievements';
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
import { ratingsOf } from '../../domain/ratings';

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

/** How often a node makes the lobby index whole again against presence and the ratings. */
export const LOBBY_RECONCILE_MS = 30_000;
/**
 * After the lobby's store comes back (Redis reconnected), the index is made whole at once and
 * again this much later, once every node has written its sockets back into presence.
 */
export const LOBBY_REBUILD_AGAIN_MS = 5_000;
/** Ratings read per query when many children are written at once. */
const RECONCILE_CHUNK = 5000;

/**
 * Keeps the lobby index (decision 029's addendum): a child who becomes present is put at its
 * rating, one who goes offline is taken out, the players of a game that ended move to their
 * new ratings. Presence tells each change on one node, so each change is written once; this
 * node writes its changes one batch at a time, in the order it heard them. A periodic pass
 * compares the index with presence and the database and corrects what a dead node left.
 */
function lobbyOrder(ctx: MultiplayerContext) {
  const { db, presence, lobbyIndex: index } = ctx;
  let writes: Promise<void> = Promise.resolve();
  const inTurn = (task: () => Promise<void>) => {
    writes = writes.then(task).catch(ctx.onBackgroundError);
    return writes;
  };
  /** The children with their ratings, RECONCILE_CHUNK per query (a cold start brings thousands). */
  const rated = async (ids: readonly string[]) => {
    const result: { childId: string; rating: number }[] = [];
    for (let start = 0; start < ids.length; start += RECONCILE_CHUNK) {
      const chunk = ids.slice(start, start + RECONCILE_CHUNK);
      const ratings = await ratingsOf(db, chunk);
      for (const childId of chunk) result.push({ childId, rating: ratings.get(childId)! });
    }
    return result;
  };

  /** The latest change heard per child since the last write, and when it was heard. */
  const waiting = new Map<string, PresenceChange>();
  let heard = 0;
  const lastHeard = new Map<string, number>();
  presence.onChange((childId, status) => {
    lastHeard.set(childId, ++heard);
    const first = waiting.size === 0;
    waiting.set(childId, status);
    if (!first) return;
    void inTurn(async () => {
      const batch = [...waiting];
      waiting.clear();
      await index.remove(batch.filter(([, status]) => status === 'offline').map(([childId]) => childId));
      await index.put(await rated(batch.filter(([, status]) => status !== 'offline').map(([childId]) => childId)));
    });
  });
  ctx.events.on('game.changed', ({ game }) => {
    if (game.gameStatus === 'active') return;
    void inTurn(async () => index.update(await rated([game.whitePlayerId, game.blackPlayerId])));
  });

  let lastReconcile = Number.NEGATIVE_INFINITY;
  const order = {
    /** Every change this node heard so far is in the index. */
    settled: () => writes,

    /**
     * At most once every LOBBY_RECONCILE_MS: takes out who is not present, puts in who is and
     * is missing, moves whoever's rating changed behind the index's back (another node died
     * between a game's end and its write). Reads everyone, so it runs in the background,
     * never in a join; a child whose presence changed meanwhile is left to that change.
     */
    async reconcile({ now = false } = {}): Promise<void> {
      const time = ctx.now().getTime();
      if (!now && time - lastReconcile < LOBBY_RECONCILE_MS) return;
      lastReconcile = time;
      const since = heard;
      const [present, indexed] = await Promise.all([presence.present(), index.all()]);
      const ratings = await rated([...present.keys()]);
      await inTurn(async () => {
        const untouched = (childId: string) => (lastHeard.get(childId) ?? 0) <= since;
        await index.remove([...indexed.keys()].filter((childId) => !present.has(childId) && untouched(childId)));
        await index.put(ratings.filter(({ childId, rating }) => indexed.get(childId) !== rating && untouched(childId)));
        for (const [childId, at] of lastHeard) if (at <= since) lastHeard.delete(childId);
      });
    },
  };
  // Rebuilt on reconnect (issue 28), not left to the next periodic pass: a child who stayed
  // online through a Redis outage is back in every node's lobby within seconds.
  index.onReconnect(() => {
    const rebuild = () => void order.reconcile({ now: true }).catch(ctx.onBackgroundError);
    rebuild();
    setTimeout(rebuild, LOBBY_REBUILD_AGAIN_MS).unref();
  });
  return order;
}

export function playerCards(ctx: MultiplayerContext) {
  const { db, presence, lobbyIndex } = ctx;
  const order = lobbyOrder(ctx);

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
     * the viewer first, then who can be challenged now. Read from the lobby index, so a join
     * costs the same however many children are online.
     */
    async lobbyPage(viewerId: string): Promise<LobbyPage> {
      await order.settled();
      const mine = (await ratingsOf(db, [viewerId])).get(viewerId)!;
      const { ids, others } = await lobbyIndex.nearest(viewerId, mine, LOBBY_PAGE.size);
      const statuses = await presence.statusesOf([viewerId, ...ids]);
      // A child gone a moment ago on another node may still be in the index: not shown.
      const list = await cards([viewerId, ...ids.filter((id) => statuses.get(id) !== 'offline')], statuses);
      list.sort(
        (a, b) =>
          Number(b.userId === viewerId) - Number(a.userId === viewerId) ||
          STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
          a.username.localeCompare(b.username),
      );
      const viewerHere = statuses.get(viewerId) !== 'offline';
      return { players: list, online: others + (viewerHere ? 1 : 0), complete: others <= LOBBY_PAGE.size };
    },

    /** How many children are present, from the index's size. */
    async onlineCount(): Promise<number> {
      await order.settled();
      return lobbyIndex.size();
    },

    /** The lobby index's periodic pass (the sweeper runs it). */
    reconcileLobby: () => order.reconcile(),
  };
}

export type PlayerCards = ReturnType<typeof playerCards>;
