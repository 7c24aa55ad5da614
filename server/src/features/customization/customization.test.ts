import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMIZATION_MESSAGES,
  boardThemesResponseSchema,
  pieceThemesResponseSchema,
  themePurchaseResponseSchema,
  unlockedThemesResponseSchema,
  userCustomizationSchema,
  type AvatarParts,
} from '@chess-quest/protocol/customization';
import { childProfiles } from '../../db/schema/accounts';
import { aiGames } from '../../db/schema/ai';
import { unlockedThemes } from '../../db/schema/customization';
import { outboxFacts } from '../../db/schema/outbox';
import { forgetAccount, newChild, newFamily, setSubscription, useTestServer, type Family } from '../../test/fixture';
import { expectJson, readJson, type TestClient } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { awardPoints } from '../../domain/learner';

const engines = await featureEngines();
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const patch = (client: TestClient, body: unknown) => client.request('PATCH', '/api/customization/user', { json: body });
const buy = (client: TestClient, kind: string, id: string) => client.post(`/api/customization/themes/${kind}/${id}/unlock`);
const avatar: AvatarParts = {
  skin: '#eab68c',
  hair: 'curly',
  hairColor: '#6b3e1d',
  eyes: 'happy',
  mouth: 'grin',
  accessory: 'crown',
  background: '#bfdbfe',
};

describe.each(engines)('customization through the API on %s', (engine) => {
  const server = useTestServer(engine);
  const unlocked = (family: Family) => family.client.getJson('/api/customization/unlocked-themes', unlockedThemesResponseSchema);
  const mine = (family: Family) => family.client.getJson('/api/customization/user', userCustomizationSchema);
  const setPoints = async (childId: string, points: number) => {
    const [row] = await server.db
      .update(childProfiles)
      .set({ points })
      .where(eq(childProfiles.id, childId))
      .returning({ accountId: childProfiles.accountId });
    forgetAccount(server, row!.accountId);
  };
  const giveAiWins = (childId: string, wins: number) =>
    server.db.insert(aiGames).values(
      Array.from({ length: wins }, () => ({
        childId,
        difficulty: 'easy' as const,
        playerColor: 'white' as const,
        boardState: START,
        gameResult: 'white_wins' as const,
        winner: 'player' as const,
      })),
    );

  it('shows a new child the catalogs with most themes locked and the free defaults selected', async () => {
    const family = await newFamily(server);
    const pieces = await family.client.getJson('/api/customization/piece-themes', pieceThemesResponseSchema);
    const boards = await family.client.getJson('/api/customization/board-themes', boardThemesResponseSchema);
    expect(boards.length).toBeGreaterThanOrEqual(10);
    const open = await unlocked(family);
    expect(open.sort()).toEqual(['blocks', 'classic', 'meadow', 'wood']);
    expect(open.length * 2).toBeLessThan(pieces.length + boards.length);
    const current = await mine(family);
    expect(current).toMatchObject({ selectedPieceTheme: 'classic', selectedBoardTheme: 'wood', avatar: null });
    expect(current.settings.sounds.enabled).toBe(true);
  });

  it('refuses a locked theme with its condition and writes nothing', async () => {
    const family = await newFamily(server);
    const response = await patch(family.client, { selectedBoardTheme: 'forest' });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({
      code: 'locked',
      message: CUSTOMIZATION_MESSAGES.locked('Win 5 games'),
      reason: 'customization.locked',
      values: { condition: 'wins_5', cost: 0 },
    });
    expect((await mine(family)).selectedBoardTheme).toBe('wood');
  });

  it('refuses a premium set for a free account and allows it after the upgrade', async () => {
    const family = await newFamily(server);
    const refused = await patch(family.client, { selectedPieceTheme: 'pirouetti' });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).code).toBe('premium_required');
    await setSubscription(server, family.accountId, { status: 'active', plan: 'Premium' });
    const saved = await expectJson(await patch(family.client, { selectedPieceTheme: 'pirouetti' }), userCustomizationSchema);
    expect(saved.selectedPieceTheme).toBe('pirouetti');
    // When the plan ends the premium set is no longer shown; the default comes back.
    await setSubscription(server, family.accountId, { status: 'inactive' });
    expect((await mine(family)).selectedPieceTheme).toBe('classic');
  });

  it.each([
    [{}, 'Name at least one thing to change.'],
    [{ selectedBoardTheme: 'no-such-board' }, 'no theme'],
    [{ selectedBoardTheme: 'Wood!' }, 'selectedBoardTheme'],
    [{ selectedPieceTheme: 'wood' }, 'no theme'],
    [{ settings: { sounds: { volume: 101 } } }, 'settings.sounds.volume'],
    [{ settings: { animationSpeed: 'warp' } }, 'settings.animationSpeed'],
    [{ avatar: { ...avatar, hair: 'mohawk-upload.png' } }, 'avatar.hair'],
    [{ colour: 'red' }, ''],
  ])('answers bad input %j with a 400 naming it and changes nothing', async (body, mention) => {
    const family = await newFamily(server);
    const before = await mine(family);
    const response = await patch(family.client, body);
    expect(response.status).toBe(400);
    expect((await readJson(response)).message).toContain(mention);
    expect(await mine(family)).toEqual(before);
  });

  it('opens win themes from real games won and lets the child select them', async () => {
    const family = await newFamily(server);
    await giveAiWins(family.childId, 4);
    expect(await unlocked(family)).not.toContain('forest');
    await giveAiWins(family.childId, 1);
    expect(await unlocked(family)).toEqual(expect.arrayContaining(['merida', 'forest']));
    const saved = await expectJson(
      await patch(family.client, { selectedPieceTheme: 'merida', selectedBoardTheme: 'forest' }),
      userCustomizationSchema,
    );
    expect(saved).toMatchObject({ selectedPieceTheme: 'merida', selectedBoardTheme: 'forest' });
  });

  it('sells a points theme once, and refuses when the points are short', async () => {
    const family = await newFamily(server);
    await setPoints(family.childId, 120);
    const short = await buy(family.client, 'piece', 'cburnett');
    expect(short.status).toBe(403);
    expect(await readJson(short)).toEqual({
      code: 'locked',
      message: CUSTOMIZATION_MESSAGES.notEnoughPoints(150, 120),
      reason: 'customization.notEnoughPoints',
      values: { cost: 150, points: 120 },
    });
    expect(await server.db.select().from(unlockedThemes).where(eq(unlockedThemes.childId, family.childId))).toEqual([]);

    await setPoints(family.childId, 200);
    const bought = await expectJson(await buy(family.client, 'piece', 'cburnett'), themePurchaseResponseSchema);
    expect(bought).toEqual({ themeId: 'cburnett', kind: 'piece', points: 50 });
    expect(await unlocked(family)).toContain('cburnett');
    const told = await server.db
      .select({ payload: outboxFacts.payload })
      .from(outboxFacts)
      .where(and(eq(outboxFacts.childId, family.childId), eq(outboxFacts.type, 'theme.unlocked')));
    expect(told.map((row) => row.payload)).toEqual([expect.objectContaining({ themes: [{ id: 'cburnett', kind: 'piece', name: 'Storybook' }] })]);
    const again = await buy(family.client, 'piece', 'cburnett');
    expect(again.status).toBe(409);
    expect((await buy(family.client, 'board', 'forest')).status).toBe(409);
    expect((await buy(family.client, 'board', 'cburnett')).status).toBe(404);
    expect((await buy(family.client, 'hat', 'cburnett')).status).toBe(400);
  });

  it('keeps the level a child reached when points are spent on a theme (record 023)', async () => {
    const family = await newFamily(server);
    await server.db.update(childProfiles).set({ points: 1050, level: 2 }).where(eq(childProfiles.id, family.childId));
    expect((await expectJson(await buy(family.client, 'piece', 'cburnett'), themePurchaseResponseSchema)).points).toBe(900);
    // The next points earned (a lesson, a chapter) add up from 900 without taking level 2 away.
    await awardPoints(server.db, family.childId, 20);
    const [child] = await server.db
      .select({ points: childProfiles.points, level: childProfiles.level })
      .from(childProfiles)
      .where(eq(childProfiles.id, family.childId));
    expect(child).toEqual({ points: 920, level: 2 });
    await awardPoints(server.db, family.childId, 2100);
    const [later] = await server.db.select({ level: childProfiles.level }).from(childProfiles).where(eq(childProfiles.id, family.childId));
    expect(later!.level).toBe(4);
  });

  it('spends points once when a child clicks twice or two requests race', async () => {
    const family = await newFamily(server);
    await setPoints(family.childId, 200);
    // 150 + 100 > 200: at most one of the two themes can be paid for, and each only once.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => buy(family.client, 'piece', 'cburnett')),
      ...Array.from({ length: 4 }, () => buy(family.client, 'board', 'sky')),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 403 || s === 409)).toBe(true);
    const rows = await server.db.select().from(unlockedThemes).where(eq(unlockedThemes.childId, family.childId));
    expect(rows).toHaveLength(1);
    const [child] = await server.db.select({ points: childProfiles.points }).from(childProfiles).where(eq(childProfiles.id, family.childId));
    expect(child!.points).toBe(200 - rows[0]!.pointsSpent);
  });

  it('keeps one child’s unlocks, points and selection apart from a sibling’s and another family’s', async () => {
    const family = await newFamily(server);
    const sibling = await newChild(server, family);
    const other = await newFamily(server);
    await giveAiWins(family.childId, 5);
    await setPoints(family.childId, 150);
    await setPoints(sibling.id, 150);
    await expectJson(await buy(family.client, 'piece', 'cburnett'), themePurchaseResponseSchema);
    await expectJson(await patch(family.client, { selectedBoardTheme: 'forest' }), userCustomizationSchema);
    expect((await unlocked(other)).sort()).toEqual(['blocks', 'classic', 'meadow', 'wood']);
    expect((await mine(other)).selectedBoardTheme).toBe('wood');
    const [siblingRow] = await server.db.select({ points: childProfiles.points }).from(childProfiles).where(eq(childProfiles.id, sibling.id));
    expect(siblingRow!.points).toBe(150);
    expect(await server.db.select().from(unlockedThemes).where(eq(unlockedThemes.childId, sibling.id))).toEqual([]);
  });

  it('keeps the avatar builder for premium accounts and merges settings changes', async () => {
    const family = await newFamily(server);
    const refused = await patch(family.client, { avatar });
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).code).toBe('premium_required');
    await setSubscription(server, family.accountId, { status: 'active', plan: 'Premium' });
    const builtIn = '/api/avatars/rook-sky';
    await server.db.update(childProfiles).set({ profileImageUrl: builtIn }).where(eq(childProfiles.id, family.childId));
    forgetAccount(server, family.accountId);
    expect((await expectJson(await patch(family.client, { avatar }), userCustomizationSchema)).avatar).toEqual(avatar);
    // The built avatar is the profile picture everywhere; the built-in one comes back when it goes.
    const pictureOf = async () =>
      (await server.db.select({ url: childProfiles.profileImageUrl }).from(childProfiles).where(eq(childProfiles.id, family.childId)))[0]!.url!;
    const built = await pictureOf();
    expect(built).toMatch(new RegExp(`^/api/avatars/built/${family.childId}\\?v=\\d+$`));
    const drawing = await server.client().get(built);
    expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
    expect(await drawing.text()).toContain('<svg');
    await setSubscription(server, family.accountId, { status: 'inactive' });
    const lapsed = await server.client().get(built);
    expect(lapsed.status).toBe(302);
    expect(lapsed.headers.get('location')).toBe(builtIn);
    await setSubscription(server, family.accountId, { status: 'active' });
    await expectJson(await patch(family.client, { avatar: null }), userCustomizationSchema);
    expect(await pictureOf()).toBe(builtIn);
    await expectJson(await patch(family.client, { settings: { sounds: { volume: 30 } } }), userCustomizationSchema);
    const saved = await expectJson(
      await patch(family.client, { settings: { showCoordinates: false, readAloud: { rate: 0.8 } } }),
      userCustomizationSchema,
    );
    expect(saved.settings).toMatchObject({
      showCoordinates: false,
      showLegalMoves: true,
      sounds: { volume: 30, move: true },
      readAloud: { rate: 0.8, voice: null },
    });
  });

  it('records a newly met condition once and says so in a theme.unlocked fact', async () => {
    const family = await newFamily(server);
    await giveAiWins(family.childId, 5);
    const fact = (gameId: string) => ({
      type: 'ai.game.finished' as const,
      accountId: family.accountId,
      childId: family.childId,
      at: new Date().toISOString(),
      day: '2026-11-23',
      gameId,
      level: 'easy' as const,
      colour: 'white' as const,
      result: 'win' as const,
      reason: 'checkmate',
      childMoves: ['e4'],
      moves: ['e4'],
    });
    await server.running.outbox.record(server.db, fact('g1'));
    await server.running.dispatcher.drain();
    await server.running.outbox.record(server.db, fact('g2'));
    await server.running.dispatcher.drain();
    const told = await server.db
      .select({ payload: outboxFacts.payload })
      .from(outboxFacts)
      .where(and(eq(outboxFacts.childId, family.childId), eq(outboxFacts.type, 'theme.unlocked')));
    expect(told).toHaveLength(1);
    const themes = (told[0]!.payload as { themes: { id: string }[] }).themes.map((t) => t.id).sort();
    expect(themes).toEqual(['forest', 'merida']);
  });

  it('answers 401 to a signed-out visitor', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/customization/user')).status).toBe(401);
    expect((await visitor.request('PATCH', '/api/customization/user', { json: { selectedBoardTheme: 'wood' } })).status).toBe(401);
  });
});
