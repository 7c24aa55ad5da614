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

export function playerCards(ctx: MultiplayerContext) {
  const { db, presence } = ctx;

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
      const ratings = await ratingsOf(db, [viewerId, ...others]);
      const mine = ratings.get(viewerId) ?? 0;
      const distance = (id: string) => Math.abs((ratings.get(id) ?? 0) - mine);
      const nearest = others.sort((a, b) => distance(a) - distance(b) || a.localeCompare(b)).slice(0, LOBBY_PAGE.size);
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
