import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RARITIES, SHARE_PLATFORMS } from '@chess-quest/protocol/achievements';
import { childRef, createdAt, oneOf, tstz, uuidPk } from './columns';

/**
 * POST /api/social/shares, one row per platform. shareable_type/shareable_id are
 * polymorphic (achievement, story chapter, ...) and form the /share/{type}/{id} link,
 * so they carry no foreign key.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuidPk(),
    childId: childRef(),
    shareableType: text('shareable_type').notNull(),
    shareableId: text('shareable_id').notNull(),
    platform: text('platform', { enum: SHARE_PLATFORMS }).notNull(),
    shareText: text('share_text').notNull(),
    /** The public link this share points at. */
    linkId: uuid('link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('shares_child_created_idx').on(t.childId, t.createdAt), check('shares_platform_check', oneOf(t.platform, SHARE_PLATFORMS))],
);

/** Spec §3 Share badge data, as returned by POST /api/social/badges/generate. */
export const shareBadges = pgTable(
  'share_badges',
  {
    id: uuidPk(),
    childId: childRef(),
    badgeType: text('badge_type').notNull(),
    badgeId: text('badge_id').notNull(),
    iconName: text('icon_name').notNull(),
    iconColor: text('icon_color').notNull(),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    rarity: text('rarity', { enum: RARITIES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('share_badges_child_created_idx').on(t.childId, t.createdAt), check('share_badges_rarity_check', oneOf(t.rarity, RARITIES))],
);

/**
 * The public page /share/{shareableType}/{link id}: one live link per child and item; a
 * parent revokes it (revoked_at) and the page is gone. The id is random, so a link cannot
 * be guessed from an achievement's name.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuidPk(),
    childId: childRef(),
    shareableType: text('shareable_type').notNull(),
    shareableId: text('shareable_id').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('share_links_live_unique')
      .on(t.childId, t.shareableType, t.shareableId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
