import { and, eq, gte, sql } from 'drizzle-orm';
import { avatarSvg, builtAvatarUrl } from '@chess-quest/protocol/avatar-svg';
import {
  CUSTOMIZATION_MESSAGES as MESSAGES,
  DEFAULT_CHILD_SETTINGS,
  unlockConditionText,
  type AvatarParts,
  type BoardTheme,
  type ChildSettings,
  type CustomizationPatch,
  type PieceTheme,
  type ThemeKind,
  type ThemePurchaseResponse,
  type UserCustomization,
} from '@chess-quest/protocol/customization';
import type { Locale } from '@chess-quest/protocol/locales';
import { localizeAll } from '../../content/i18n/localize';
import type { Database, Tx } from '../../db/client';
import { childProfiles } from '../../db/schema/accounts';
import { unlockedThemes, userCustomization } from '../../db/schema/customization';
import type { DeliveryContext, FactLog } from '../../events/outbox';
import { boardTextureOf, DEFAULT_BOARD_THEME, DEFAULT_PIECE_THEME } from '../../content/customization/index';
import { badRequest, conflict, type HttpError, locked, notFound, premiumRequired, unauthorized } from '../../http/errors';
import { isProgressCondition, isUnlocked, meetsProgressCondition, type Standing } from './rules';
import { readCatalogs, readStanding, recordedUnlocks } from './standing';

type Db = Database | Tx;
const BUILT_PREFIX = '/api/avatars/built/';
type CatalogRow = Awaited<ReturnType<typeof readCatalogs>>['pieces'][number];

const toPiece = (row: CatalogRow): PieceTheme => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unlockCondition: row.unlockCondition,
  unlockCost: row.unlockCost,
});

function mergeSettings(current: ChildSettings, patch: NonNullable<CustomizationPatch['settings']>): ChildSettings {
  return {
    ...current,
    ...patch,
    sounds: { ...current.sounds, ...patch.sounds },
    readAloud: { ...current.readAloud, ...patch.readAloud },
  };
}

export function createCustomizationService({ db, facts }: { db: Database; facts: FactLog }) {
  async function standingOf(tx: Db, childId: string): Promise<Standing> {
    const standing = await readStanding(tx, childId);
    if (!standing) throw unauthorized();
    return standing;
  }

  /** Everything the child may select: catalog themes its progress or purchases opened. */
  async function openThemes(tx: Db, childId: string) {
    const [standing, recorded, catalogs] = await Promise.all([standingOf(tx, childId), recordedUnlocks(tx, childId), readCatalogs(tx)]);
    const open = new Set([...catalogs.pieces, ...catalogs.boards].filter((t) => isUnlocked(t, standing, recorded)).map((t) => t.id));
    return { standing, recorded, catalogs, open };
  }

  /**
   * The built avatar becomes the profile's picture everywhere (header, lobby, games, parent
   * view all show profile_image_url); the built-in one is kept to be given back.
   */
  async function showAvatar(tx: Tx, childId: string, avatar: AvatarParts | null, keptBuiltIn: string | null) {
    const [profile] = await tx.select({ url: childProfiles.profileImageUrl }).from(childProfiles).where(eq(childProfiles.id, childId));
    const builtIn = profile?.url && !profile.url.startsWith(BUILT_PREFIX) ? profile.url : keptBuiltIn;
    const url = avatar ? builtAvatarUrl(childId, Date.now()) : builtIn;
    await tx.update(childProfiles).set({ profileImageUrl: url }).where(eq(childProfiles.id, childId));
    return { avatar, builtInImageUrl: builtIn };
  }

  /** The refusal for a theme the child may not select yet (spec §5: locked, or premium). */
  function refusalFor(theme: CatalogRow): HttpError {
    if (theme.unlockCondition === 'premium') return premiumRequired(MESSAGES.premium).because('customization.premium');
    const condition = theme.unlockCondition === 'points' ? `Buy it for ${theme.unlockCost} points` : unlockConditionText(theme.unlockCondition, null);
    return locked(MESSAGES.locked(condition)).because('customization.locked', { condition: theme.unlockCondition, cost: theme.unlockCost ?? 0 });
  }

  async function read(tx: Db, childId: string): Promise<UserCustomization> {
    const [{ standing, open }, [row]] = await Promise.all([
      openThemes(tx, childId),
      tx.select().from(userCustomization).where(eq(userCustomization.childId, childId)),
    ]);
    // A selection that is no longer open (a premium plan ended) shows the default instead.
    const piece = row?.selectedPieceTheme;
    const board = row?.selectedBoardTheme;
    return {
      selectedPieceTheme: piece && open.has(piece) ? piece : DEFAULT_PIECE_THEME,
      selectedBoardTheme: board && open.has(board) ? board : DEFAULT_BOARD_THEME,
      settings: row?.settings ? mergeSettings(DEFAULT_CHILD_SETTINGS, row.settings) : DEFAULT_CHILD_SETTINGS,
      avatar: standing.premium ? (row?.avatar ?? null) : null,
    };
  }

  return {
    /** The piece sets, their names in the child's language (decision record 047). */
    async pieceThemes(locale: Locale = 'en'): Promise<PieceTheme[]> {
      return localizeAll('piece-themes', (await readCatalogs(db)).pieces.map(toPiece), locale);
    },

    /** The boards, their names in the child's language. */
    async boardThemes(locale: Locale = 'en'): Promise<BoardTheme[]> {
      const boards = (await readCatalogs(db)).boards.map((row) => ({
        ...toPiece(row),
        lightSquareColor: row.lightSquareColor,
        darkSquareColor: row.darkSquareColor,
        texture: boardTextureOf(row.id),
      }));
      return localizeAll('board-themes', boards, locale);
    },

    async unlockedThemes(childId: string): Promise<string[]> {
      const { catalogs, open } = await openThemes(db, childId);
      return [...catalogs.pieces, ...catalogs.boards].map((t) => t.id).filter((id) => open.has(id));
    },

    customization: (childId: string) => read(db, childId),

    /** The built avatar's drawing, or where the built-in picture is when it is not shown (plan ended, removed). */
    async builtAvatar(childId: string): Promise<{ svg: string } | { redirect: string } | null> {
      const standing = await readStanding(db, childId);
      if (!standing) return null;
      const [row] = await db.select().from(userCustomization).where(eq(userCustomization.childId, childId));
      if (standing.premium && row?.avatar) return { svg: avatarSvg(row.avatar) };
      return row?.builtInImageUrl ? { redirect: row.builtInImageUrl } : null;
    },

    /** Spec §7 PATCH /api/customization/user: refuses locked themes and, for free accounts, the avatar builder. */
    async update(childId: string, patch: CustomizationPatch): Promise<UserCustomization> {
      return db.transaction(async (tx) => {
        const { standing, catalogs, open } = await openThemes(tx, childId);
        const check = (id: string | undefined, list: CatalogRow[], field: string) => {
          if (id === undefined) return;
          const theme = list.find((t) => t.id === id);
          if (!theme) throw badRequest(`${field}: there is no theme "${id}"`);
          if (!open.has(id)) throw refusalFor(theme);
        };
        check(patch.selectedPieceTheme, catalogs.pieces, 'selectedPieceTheme');
        check(patch.selectedBoardTheme, catalogs.boards, 'selectedBoardTheme');
        if (patch.avatar && !standing.premium) throw premiumRequired(MESSAGES.avatarPremium).because('customization.avatarPremium');

        // The row is locked for the merge so two tabs changing different settings both count.
        const [current] = await tx.select().from(userCustomization).where(eq(userCustomization.childId, childId)).for('update');
        const values = {
          ...(patch.avatar !== undefined && (await showAvatar(tx, childId, patch.avatar, current?.builtInImageUrl ?? null))),
          ...(patch.selectedPieceTheme !== undefined && { selectedPieceTheme: patch.selectedPieceTheme }),
          ...(patch.selectedBoardTheme !== undefined && { selectedBoardTheme: patch.selectedBoardTheme }),
          ...(patch.settings && { settings: mergeSettings(current?.settings ?? DEFAULT_CHILD_SETTINGS, patch.settings) }),
        };
        await tx
          .insert(userCustomization)
          .values({ childId, ...values })
          .onConflictDoUpdate({ target: userCustomization.childId, set: { ...values, updatedAt: new Date() } });
        return read(tx, childId);
      });
    },

    /**
     * Buys a points theme in one transaction: the unlock row's key refuses a second purchase
     * of the same theme, and the guarded update never takes the balance below zero, however
     * many requests arrive at once on however many nodes.
     */
    async purchase(childId: string, kind: ThemeKind, themeId: string): Promise<ThemePurchaseResponse> {
      return db.transaction(async (tx) => {
        const catalogs = await readCatalogs(tx);
        const theme = (kind === 'piece' ? catalogs.pieces : catalogs.boards).find((t) => t.id === themeId);
        if (!theme) throw notFound(`There is no ${kind} theme "${themeId}".`);
        if (theme.unlockCondition !== 'points' || !theme.unlockCost) throw conflict(MESSAGES.notForSale);
        const cost = theme.unlockCost;
        const inserted = await tx
          .insert(unlockedThemes)
          .values({ childId, themeKind: kind, themeId, source: 'points', pointsSpent: cost })
          .onConflictDoNothing()
          .returning({ id: unlockedThemes.themeId });
        if (inserted.length === 0) throw conflict(MESSAGES.alreadyUnlocked);
        const [paid] = await tx
          .update(childProfiles)
          .set({ points: sql`${childProfiles.points} - ${cost}` })
          .where(and(eq(childProfiles.id, childId), gte(childProfiles.points, cost)))
          .returning({ points: childProfiles.points });
        if (!paid) {
          const standing = await standingOf(tx, childId);
          throw locked(MESSAGES.notEnoughPoints(cost, standing.points)).because('customization.notEnoughPoints', { cost, points: standing.points });
        }
        const [owner] = await tx.select({ accountId: childProfiles.accountId }).from(childProfiles).where(eq(childProfiles.id, childId));
        await facts.record(tx, {
          type: 'theme.unlocked',
          accountId: owner!.accountId,
          childId,
          at: new Date().toISOString(),
          themes: [{ id: themeId, kind, name: theme.name }],
        });
        return { themeId, kind, points: paid.points };
      });
    },

    /**
     * Records the progress themes whose condition the child now meets, once each, and says
     * so with a `theme.unlocked` fact (the celebration). Runs in a fact delivery's transaction.
     */
    async recordMetConditions({ tx, record }: Pick<DeliveryContext, 'tx' | 'record'>, childId: string, at: string): Promise<void> {
      const standing = await readStanding(tx, childId);
      if (!standing) return;
      const catalogs = await readCatalogs(tx);
      const met = [
        ...catalogs.pieces.map((t) => ({ ...t, kind: 'piece' as const })),
        ...catalogs.boards.map((t) => ({ ...t, kind: 'board' as const })),
      ].filter((t) => isProgressCondition(t.unlockCondition) && meetsProgressCondition(t.unlockCondition, standing));
      if (met.length === 0) return;
      const inserted = await tx
        .insert(unlockedThemes)
        .values(met.map((t) => ({ childId, themeKind: t.kind, themeId: t.id, source: 'condition' as const })))
        .onConflictDoNothing()
        .returning({ id: unlockedThemes.themeId, kind: unlockedThemes.themeKind });
      if (inserted.length === 0) return;
      const themes = inserted.map((row) => ({ id: row.id, kind: row.kind, name: met.find((t) => t.id === row.id)?.name ?? row.id }));
      await record({ type: 'theme.unlocked', accountId: standing.accountId, childId, at, themes });
    },
  };
}

export type CustomizationService = ReturnType<typeof createCustomizationService>;
