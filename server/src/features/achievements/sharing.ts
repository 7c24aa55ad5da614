import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type generateBadgeBodySchema, type CreateShareBody, type PublicShare, type ShareBadge } from '@chess-quest/protocol/achievements';
import { SOURCE_LOCALE, type Locale } from '@chess-quest/protocol/locales';
import { localizeText } from '../../content/i18n/localize';
import type { Database, Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { storyChapters } from '../../db/schema/content';
import { userAchievements } from '../../db/schema/gamification';
import { streaks, userStory } from '../../db/schema/progress';
import { shareBadges, shareLinks, shares } from '../../db/schema/social';
import type { FactLog } from '../../events/outbox';
import { notFound } from '../../http/errors';
import { badgePng, badgeSvg, BADGE_PALETTE, type BadgeArt } from './badge-svg';
import { achievementById } from './catalog';
import { SHARE_TEXTS } from './share-texts';

type Executor = Tx | Database;

export interface SharingDeps {
  db: Database;
  facts: FactLog;
}

interface Sharer {
  childId: string;
  accountId: string;
}

/** What a child may show of an item: only what the child really earned, its texts in `locale`. */
async function shareableArt(db: Executor, childId: string, type: string, id: string, locale: Locale = SOURCE_LOCALE): Promise<BadgeArt | null> {
  if (type === 'achievement') {
    const entry = achievementById.get(id);
    if (!entry) return null;
    const [row] = await db
      .select()
      .from(userAchievements)
      .where(and(eq(userAchievements.childId, childId), eq(userAchievements.achievementId, id)));
    if (!row?.unlockedAt) return null;
    return {
      title: localizeText('achievements', id, 'title', entry.title, locale),
      description: localizeText('achievements', id, 'description', entry.description, locale),
      icon: entry.icon,
      rarity: entry.rarity,
    };
  }
  if (type === 'story') {
    const [row] = await db
      .select({ title: storyChapters.title, description: storyChapters.description, completed: userStory.completed })
      .from(userStory)
      .innerJoin(storyChapters, eq(storyChapters.id, userStory.chapterId))
      .where(and(eq(userStory.childId, childId), eq(userStory.chapterId, id)));
    if (!row?.completed) return null;
    return {
      title: localizeText('story', id, 'title', row.title, locale),
      description: localizeText('story', id, 'description', row.description, locale),
      icon: 'open-book',
      rarity: 'rare',
    };
  }
  return null;
}

const linkUrl = (type: string, linkId: string) => `/share/${type}/${linkId}`;
/** `?lang=es`: a link preview (a chat app's robot) fetches the page and its image without the child's language. */
const langQuery = (locale: Locale) => (locale === SOURCE_LOCALE ? '' : `?lang=${locale}`);
/** The public link a child shares, in the child's language. */
const shareUrl = (type: string, linkId: string, locale: Locale) => `${linkUrl(type, linkId)}${langQuery(locale)}`;
/** The public page's preview image, in the page's language. */
const imageUrl = (type: string, linkId: string, locale: Locale) => `${linkUrl(type, linkId)}/image.png${langQuery(locale)}`;

/**
 * Sharing, safe for children (issue 11): the routes that create shares and links sit behind
 * the parent gate; the public page shows the achievement and the generated username only.
 */
export function createSharingService({ db, facts }: SharingDeps) {
  async function liveLink(tx: Executor, childId: string, type: string, id: string): Promise<string> {
    const [existing] = await tx
      .select({ id: shareLinks.id })
      .from(shareLinks)
      .where(and(eq(shareLinks.childId, childId), eq(shareLinks.shareableType, type), eq(shareLinks.shareableId, id), isNull(shareLinks.revokedAt)));
    if (existing) return existing.id;
    const [created] = await tx
      .insert(shareLinks)
      .values({ childId, shareableType: type, shareableId: id })
      .onConflictDoNothing()
      .returning({ id: shareLinks.id });
    if (created) return created.id;
    return liveLink(tx, childId, type, id);
  }

  return {
    /** A badge of something earned, its words in `locale`. */
    async generateBadge(childId: string, body: z.infer<typeof generateBadgeBodySchema>, locale: Locale = SOURCE_LOCALE): Promise<ShareBadge> {
      const texts = SHARE_TEXTS[locale];
      let art: BadgeArt | null;
      if (body.badgeType === 'streak') {
        // The streak on the badge is the child's real best, whatever the request claims.
        const [row] = await db
          .select()
          .from(streaks)
          .where(and(eq(streaks.childId, childId), eq(streaks.streakType, 'daily_login')));
        const best = row?.longestStreak ?? 0;
        art =
          best > 0
            ? {
                title: texts.streakTitle(best),
                description: texts.streakDescription(best),
                icon: 'fire',
                rarity: best >= 30 ? 'epic' : 'rare',
              }
            : null;
      } else {
        art = await shareableArt(db, childId, body.badgeType, body.badgeId, locale);
      }
      if (!art) throw notFound('There is nothing earned to make a badge of yet.');
      const colours = BADGE_PALETTE[art.rarity];
      await db
        .insert(shareBadges)
        .values({ childId, badgeType: body.badgeType, badgeId: body.badgeId, iconName: art.icon, rarity: art.rarity, ...colours });
      return { iconName: art.icon, ...colours, rarity: art.rarity, title: art.title, description: art.description, svg: badgeSvg(art, locale) };
    },

    /** One share on one platform; the public link is made once per item and reused; its url opens the page in `locale`. */
    async share(
      sharer: Sharer,
      body: CreateShareBody,
      locale: Locale = SOURCE_LOCALE,
    ): Promise<{ id: string; platform: CreateShareBody['platform']; url: string }> {
      return db.transaction(async (tx) => {
        const art = await shareableArt(tx, sharer.childId, body.shareableType, body.shareableId);
        if (!art) throw notFound('Only something the child has earned can be shared.');
        const linkId = await liveLink(tx, sharer.childId, body.shareableType, body.shareableId);
        const [row] = await tx
          .insert(shares)
          .values({
            childId: sharer.childId,
            shareableType: body.shareableType,
            shareableId: body.shareableId,
            platform: body.platform,
            shareText: body.shareText,
            linkId,
          })
          .returning({ id: shares.id, createdAt: shares.createdAt });
        await facts.record(tx, {
          type: 'share.created',
          accountId: sharer.accountId,
          childId: sharer.childId,
          at: row!.createdAt.toISOString(),
          shareId: row!.id,
          shareableType: body.shareableType,
          shareableId: body.shareableId,
          platform: body.platform,
        });
        return { id: row!.id, platform: body.platform, url: shareUrl(body.shareableType, linkId, locale) };
      });
    },

    /** The item's live public link; its url opens the page in `locale`. */
    async link(childId: string, type: string, id: string, locale: Locale = SOURCE_LOCALE): Promise<{ id: string; url: string }> {
      return db.transaction(async (tx) => {
        if (!(await shareableArt(tx, childId, type, id))) throw notFound('Only something the child has earned can be shared.');
        const linkId = await liveLink(tx, childId, type, id);
        return { id: linkId, url: shareUrl(type, linkId, locale) };
      });
    },

    /** The item a live link of the account's children shows, or null (what a share approval names). */
    async linkItem(accountId: string, linkId: string): Promise<{ shareableType: 'achievement' | 'story'; shareableId: string } | null> {
      const [link] = await db
        .select({ shareableType: shareLinks.shareableType, shareableId: shareLinks.shareableId })
        .from(shareLinks)
        .innerJoin(childProfiles, eq(childProfiles.id, shareLinks.childId))
        .where(and(eq(shareLinks.id, linkId), eq(childProfiles.accountId, accountId), isNull(shareLinks.revokedAt)));
      if (!link || (link.shareableType !== 'achievement' && link.shareableType !== 'story')) return null;
      return { shareableType: link.shareableType, shareableId: link.shareableId };
    },

    /** A parent takes a public link down; only links of the account's own children. */
    async revoke(accountId: string, linkId: string): Promise<void> {
      const [link] = await db
        .select({ id: shareLinks.id })
        .from(shareLinks)
        .innerJoin(childProfiles, eq(childProfiles.id, shareLinks.childId))
        .where(and(eq(shareLinks.id, linkId), eq(childProfiles.accountId, accountId), isNull(shareLinks.revokedAt)));
      if (!link) throw notFound('No such share link.');
      await db.update(shareLinks).set({ revokedAt: new Date() }).where(eq(shareLinks.id, linkId));
    },

    /** The public page: the item and the generated username, nothing else about the child; its texts in `locale`. */
    async publicShare(type: string, linkId: string, locale: Locale = SOURCE_LOCALE): Promise<PublicShare & { svg: string }> {
      const [link] = await db
        .select({ childId: shareLinks.childId, shareableId: shareLinks.shareableId, username: childProfiles.username })
        .from(shareLinks)
        .innerJoin(childProfiles, eq(childProfiles.id, shareLinks.childId))
        .where(and(eq(shareLinks.id, linkId), eq(shareLinks.shareableType, type), isNull(shareLinks.revokedAt)));
      const art = link ? await shareableArt(db, link.childId, type, link.shareableId, locale) : null;
      if (!link || !art) throw notFound('This share link does not exist or was taken down.');
      return {
        shareableType: type as PublicShare['shareableType'],
        username: link.username,
        title: art.title,
        description: art.description,
        icon: art.icon,
        rarity: art.rarity,
        imageUrl: imageUrl(type, linkId, locale),
        svg: badgeSvg({ ...art, username: link.username }, locale),
      };
    },

    async publicImage(type: string, linkId: string, locale: Locale = SOURCE_LOCALE): Promise<Buffer> {
      const page = await this.publicShare(type, linkId, locale);
      return badgePng(page.svg);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
