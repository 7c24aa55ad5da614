import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiGameSchema } from '@chess-quest/protocol/ai-chess';
import { BUDDIES, BUDDY_MESSAGES, BUDDY_START_STRENGTH, buddyListSchema } from '@chess-quest/protocol/buddies';
import { aiBuddyLevels, aiGames } from '../../db/schema/ai';
import { childProfiles } from '../../db/schema/accounts';
import { puzzles, storyChapters } from '../../db/schema/content';
import { playerRatings } from '../../db/schema/multiplayer';
import { puzzleAttempts, userStory } from '../../db/schema/progress';
import { settleStrength, STEP_FIRST, STEP_DECAY, START_PUZZLES_MIN } from '../../engine/buddy-policy';
import { PROVISIONAL_GAMES } from '@chess-quest/protocol/multiplayer';
import { newFamily, useTestServer } from '../../test/fixture';
import { readJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';

const engines = await featureEngines();

describe.each(engines)('buddies through the API on %s', (engine) => {
  const server = useTestServer(engine, { aiThinkingPauseMs: 0 });
  let chapters: { id: string; chapterNumber: number; title: string }[] = [];

  beforeAll(async () => {
    chapters = await server.db.select().from(storyChapters).orderBy(storyChapters.chapterNumber);
  });

  const finishChapter = (childId: string, number: number) =>
    server.db.insert(userStory).values({ childId, chapterId: chapters.find((c) => c.chapterNumber === number)!.id, completed: true, progress: 100 });

  it('lists the buddies: Bramble from the start, the others with the story chapter that unlocks them, which then does', async () => {
    const { client, childId } = await newFamily(server);
    const first = await client.getJson('/api/ai-games/buddies', buddyListSchema);
    expect(first.buddies.map((b) => [b.id, b.unlocked, b.unlockChapter?.number ?? null])).toEqual([
      ['bramble', true, null],
      ['pippa', false, 1],
      ['hugo', false, 2],
      ['tessa', false, 3],
    ]);
    expect(first.buddies[1]!.unlockChapter!.title).toBe(chapters[0]!.title);

    const refused = await client.post('/api/ai-games/create', { buddy: 'pippa', playerColor: 'white' });
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toEqual({
      code: 'locked',
      message: BUDDY_MESSAGES.locked('Pippa the Pony', 1, chapters[0]!.title),
      reason: 'buddies.locked',
      values: { buddy: 'pippa', name: 'Pippa the Pony', chapter: 1, chapterId: chapters[0]!.id, title: chapters[0]!.title },
    });

    // A chapter only begun unlocks nothing; a finished one unlocks its buddy.
    await server.db.insert(userStory).values({ childId, chapterId: chapters[1]!.id, completed: false, progress: 50 });
    await finishChapter(childId, 1);
    const after = await client.getJson('/api/ai-games/buddies', buddyListSchema);
    expect(after.buddies.map((b) => b.unlocked)).toEqual([true, true, false, false]);
    const game = await client.postJson('/api/ai-games/create', { buddy: 'pippa', playerColor: 'white' }, aiGameSchema, 201);
    expect(game.buddy).toMatchObject({ id: 'pippa', name: 'Pippa the Pony', endLine: null });
    expect(BUDDIES.pippa.startLines).toContain(game.buddy!.startLine);
  });

  it('validates the choice of opponent', async () => {
    const { client } = await newFamily(server);
    const both = await client.post('/api/ai-games/create', { buddy: 'bramble', difficulty: 'easy', playerColor: 'white' });
    expect(both.status).toBe(400);
    expect(await readJson(both)).toEqual({ code: 'invalid_input', message: `buddy: ${BUDDY_MESSAGES.notBoth}`, field: 'buddy' });
    const neither = await client.post('/api/ai-games/create', { playerColor: 'white' });
    expect(neither.status).toBe(400);
    expect(await readJson(neither)).toEqual({ code: 'invalid_input', message: BUDDY_MESSAGES.chooseOne });
    const unknown = await client.post('/api/ai-games/create', { buddy: 'grandmaster', playerColor: 'white' });
    expect(unknown.status).toBe(400);
    expect(await readJson(unknown)).toMatchObject({ field: 'buddy', message: 'buddy must be one of bramble, pippa, hugo, tessa' });
  });

  it('plays first as white, says its lines, and moves its strength once per finished game', async () => {
    const { client, childId } = await newFamily(server);
    const game = await client.postJson('/api/ai-games/create', { buddy: 'bramble', playerColor: 'black' }, aiGameSchema, 201);
    expect(game.moves).toHaveLength(1);
    expect(game.difficulty).toBe('easy');
    const [row] = await server.db.select().from(aiGames).where(eq(aiGames.id, game.id));
    expect(row).toMatchObject({ buddy: 'bramble', buddyStrength: BUDDY_START_STRENGTH });

    const resigned = await client.postJson(`/api/ai-games/${game.id}/resign`, {}, aiGameSchema);
    expect(BUDDIES.bramble.endLines.childLost).toContain(resigned.buddy!.endLine);
    expect((await client.post(`/api/ai-games/${game.id}/resign`, {})).status).toBe(409);
    const [level] = await server.db.select().from(aiBuddyLevels).where(eq(aiBuddyLevels.childId, childId));
    expect(level).toMatchObject({ strength: BUDDY_START_STRENGTH - STEP_FIRST, games: 1, recent: 'l' });

    // The next game is played at the new strength, and a second loss moves it by a smaller step.
    const next = await client.postJson('/api/ai-games/create', { buddy: 'bramble', playerColor: 'white' }, aiGameSchema, 201);
    const [nextRow] = await server.db.select().from(aiGames).where(eq(aiGames.id, next.id));
    expect(nextRow!.buddyStrength).toBe(BUDDY_START_STRENGTH - STEP_FIRST);
    await client.postJson(`/api/ai-games/${next.id}/resign`, {}, aiGameSchema);
    const [after] = await server.db.select().from(aiBuddyLevels).where(eq(aiBuddyLevels.childId, childId));
    expect(after).toMatchObject({ strength: BUDDY_START_STRENGTH - STEP_FIRST - Math.round(STEP_FIRST * STEP_DECAY), games: 2, recent: 'll' });

    // A game at a fixed level leaves the buddy alone.
    const fixed = await client.postJson('/api/ai-games/create', { difficulty: 'easy', playerColor: 'white' }, aiGameSchema, 201);
    expect(fixed.buddy).toBeNull();
    await client.postJson(`/api/ai-games/${fixed.id}/resign`, {}, aiGameSchema);
    const [still] = await server.db.select().from(aiBuddyLevels).where(eq(aiBuddyLevels.childId, childId));
    expect(still!.games).toBe(2);
  });

  it("starts the first buddy game from the child's history: its games at the levels, else its live rating, else its puzzle rating", async () => {
    const buddyStrengthOf = async (gameId: string) =>
      (await server.db.select({ s: aiGames.buddyStrength }).from(aiGames).where(eq(aiGames.id, gameId)))[0]!.s;
    const playBuddy = (family: Awaited<ReturnType<typeof newFamily>>) =>
      family.client.postJson('/api/ai-games/create', { buddy: 'bramble', playerColor: 'white' }, aiGameSchema, 201);

    // Three games lost at Easy, one won at Medium: (600·3 + 1000) / 4 + 400 × (1 − 3) / 4 = 500, where the buddy settles at 290.
    const player = await newFamily(server);
    for (const [difficulty, resign] of [
      ['easy', true],
      ['easy', true],
      ['medium', false],
      ['easy', true],
    ] as const) {
      const game = await player.client.postJson('/api/ai-games/create', { difficulty, playerColor: 'white' }, aiGameSchema, 201);
      if (resign) await player.client.postJson(`/api/ai-games/${game.id}/resign`, {}, aiGameSchema);
      else await server.db.update(aiGames).set({ gameResult: 'white_wins', winner: 'player', finishedAt: new Date() }).where(eq(aiGames.id, game.id));
    }
    // An unfinished game and an abandoned one say nothing.
    await player.client.postJson('/api/ai-games/create', { difficulty: 'medium', playerColor: 'white' }, aiGameSchema, 201);
    const abandoned = await player.client.postJson('/api/ai-games/create', { difficulty: 'medium', playerColor: 'white' }, aiGameSchema, 201);
    await server.db.update(aiGames).set({ gameResult: 'abandoned', finishedAt: new Date() }).where(eq(aiGames.id, abandoned.id));
    const first = await playBuddy(player);
    expect(await buddyStrengthOf(first.id)).toBe(settleStrength(500));
    expect(settleStrength(500)).toBe(290);
    expect(first.difficulty).toBe('easy');
    // Its loss moves the scale from there, and from then on the buddy's own strength decides.
    await player.client.postJson(`/api/ai-games/${first.id}/resign`, {}, aiGameSchema);
    const [level] = await server.db.select().from(aiBuddyLevels).where(eq(aiBuddyLevels.childId, player.childId));
    expect(level).toMatchObject({ strength: Math.max(0, 290 - STEP_FIRST), games: 1, recent: 'l' });
    const second = await playBuddy(player);
    expect(await buddyStrengthOf(second.id)).toBe(level!.strength);

    // No games at the levels: a live rating counts once it is no longer provisional.
    const rated = await newFamily(server);
    await server.db.insert(playerRatings).values({ childId: rated.childId, rating: 1250, gamesPlayed: PROVISIONAL_GAMES - 1 });
    expect(await buddyStrengthOf((await playBuddy(rated)).id)).toBe(BUDDY_START_STRENGTH);
    await server.db.update(playerRatings).set({ gamesPlayed: PROVISIONAL_GAMES }).where(eq(playerRatings.childId, rated.childId));
    const ratedGame = await playBuddy(rated);
    expect(await buddyStrengthOf(ratedGame.id)).toBe(settleStrength(1250));
    expect(ratedGame.difficulty).toBe('hard'); // recorded as the nearest level; the buddy stays free

    // Else the puzzle rating, once the child has tried enough puzzles (each first try moves it).
    const solver = await newFamily(server);
    await server.db.update(childProfiles).set({ puzzleRating: 850 }).where(eq(childProfiles.id, solver.childId));
    const ids = (await server.db.select({ id: puzzles.id }).from(puzzles).limit(START_PUZZLES_MIN)).map((p) => p.id);
    expect(ids).toHaveLength(START_PUZZLES_MIN);
    await server.db.insert(puzzleAttempts).values(ids.slice(1).map((puzzleId) => ({ childId: solver.childId, puzzleId, attempts: 1 })));
    // A second try at the same puzzle is not another puzzle.
    await server.db.insert(puzzleAttempts).values({ childId: solver.childId, puzzleId: ids[1]!, attempts: 2 });
    expect(await buddyStrengthOf((await playBuddy(solver)).id)).toBe(BUDDY_START_STRENGTH);
    await server.db.insert(puzzleAttempts).values({ childId: solver.childId, puzzleId: ids[0]!, attempts: 1 });
    expect(await buddyStrengthOf((await playBuddy(solver)).id)).toBe(settleStrength(850));
  });
});
