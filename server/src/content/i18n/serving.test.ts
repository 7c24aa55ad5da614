import { describe, expect, it } from 'vitest';
import { achievementSchema, medalSchema } from '@chess-quest/protocol/achievements';
import { moduleSchema, storyChapterSchema } from '@chess-quest/protocol/catalog';
import { lessonModuleDetailSchema, storyChapterDetailSchema } from '@chess-quest/protocol/lessons';
import { puzzleAttemptViewSchema } from '@chess-quest/protocol/puzzles';
import { puzzleSchema } from '@chess-quest/protocol/catalog';
import { aiGameSchema } from '@chess-quest/protocol/ai-chess';
import { BUDDY_MESSAGES, buddyListSchema, buddyTexts } from '@chess-quest/protocol/buddies';
import { apiErrorSchema } from '@chess-quest/protocol/errors';
import { assignmentChoicesSchema } from '@chess-quest/protocol/class-assignments';
import { parentDashboardSchema } from '@chess-quest/protocol/parent';
import { lessonModules } from '../lessons/index';
import { storyChapters } from '../story/index';
import { newFamily, newTeacher, useTestServer } from '../../test/fixture';
import { expectJson } from '../../test/http-client';
import { featureEngines } from '../../test/services';
import { translationOf } from './kinds';

// Content leaves the server in the request's language (issue 27, decision record 047): Spanish
// for a child whose parent chose Spanish, the English content unchanged otherwise. The child's
// language is the request's language (resolveLocale, decision 046): a browser asking for Spanish
// does not override it.

const engines = await featureEngines();
const ES = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

describe.each(engines)('content in the request language on %s', (engine) => {
  const server = useTestServer(engine);
  const rook = lessonModules.find((module) => module.id === 'the-rook')!;
  const chapter = storyChapters[0]!;
  const lessonsEs = translationOf('lessons', 'es')!;
  const storyEs = translationOf('story', 'es')!;

  /** A family whose parent set the child's language to Spanish behind the gate. */
  const spanishChild = async () => {
    const family = await newFamily(server, { unlocked: true });
    const set = await family.client.request('PATCH', `/api/parent/children/${family.childId}`, { json: { locale: 'es' } });
    expect(set.status).toBe(200);
    return family;
  };

  it('gives a lesson in Spanish to a Spanish-speaking child, and in English otherwise', async () => {
    const { client } = await spanishChild();
    const es = await expectJson(await client.get(`/api/modules/${rook.id}`), lessonModuleDetailSchema);
    expect(es.title).toBe('La torre');
    expect(es.description).toBe(lessonsEs['the-rook']!.description);
    expect(es.steps.map((step) => step.title)).toEqual(rook.steps.map((step) => lessonsEs[`the-rook/${step.id}`]!.title));
    expect(es.steps.map((step) => step.fen)).toEqual(rook.steps.map((step) => step.fen));

    const english = (await newFamily(server)).client;
    const en = await expectJson(await english.get(`/api/modules/${rook.id}`), lessonModuleDetailSchema);
    expect(en.title).toBe('The Rook');
    expect(en.steps).toEqual(rook.steps);
    // The English-speaking child's language wins over a browser asking for Spanish.
    const browserEs = await expectJson(await english.get(`/api/modules/${rook.id}`, ES), lessonModuleDetailSchema);
    expect(browserEs).toEqual(en);
  });

  it('gives a chapter in Spanish, its spoken lines in order and its speakers named, and in English otherwise', async () => {
    const { client } = await spanishChild();
    const es = await expectJson(await client.get(`/api/story/chapters/${chapter.id}`), storyChapterDetailSchema);
    expect(es.title).toBe(storyEs[chapter.id]!.title);
    expect(es.pages.flatMap((page) => (page.type === 'narrative' ? [page.text] : []))).toEqual(storyEs[chapter.id]!.text);
    const challenge = es.pages.find((page) => page.type === 'challenge');
    if (challenge?.type !== 'challenge') throw new Error('chapter 1 has no challenge');
    expect(challenge.step.instruction).toBe(storyEs[`${chapter.id}/${challenge.step.id}`]!.instruction);

    const narrator = es.pages.find((page) => page.type === 'narrative' && page.speaker === 'narrator');
    expect(narrator?.type === 'narrative' && narrator.speakerName).toBe(translationOf('story-speakers', 'es')!['speaker/narrator']!.name);

    const en = await expectJson(await (await newFamily(server)).client.get(`/api/story/chapters/${chapter.id}`), storyChapterDetailSchema);
    expect(en.title).toBe(chapter.title);
    expect(en.pages).toEqual(chapter.pages);
  });

  it('gives the module and chapter catalogs per language, each with its own ETag', async () => {
    const english = (await newFamily(server)).client;
    const { client } = await spanishChild();
    const enResponse = await english.get('/api/modules');
    const en = await expectJson(enResponse, moduleSchema.array());
    const esResponse = await client.get('/api/modules');
    const es = await expectJson(esResponse, moduleSchema.array());
    expect(en.find((module) => module.id === 'the-rook')?.title).toBe('The Rook');
    expect(es.find((module) => module.id === 'the-rook')?.title).toBe('La torre');
    expect(es.map((module) => module.points)).toEqual(en.map((module) => module.points));
    expect(esResponse.headers.get('etag')).not.toBe(enResponse.headers.get('etag'));
    // A shared cache keys the answer on what picks its language: the session and language cookies, and Accept-Language.
    for (const response of [enResponse, esResponse]) {
      expect(response.headers.get('vary')?.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Encoding', 'Cookie', 'Accept-Language']));
    }
    // The English copy a browser holds is not good for a Spanish request.
    const again = await client.get('/api/modules', { 'if-none-match': enResponse.headers.get('etag')! });
    expect(again.status).toBe(200);

    const chapters = await expectJson(await client.get('/api/story/chapters'), storyChapterSchema.array());
    expect(chapters[0]?.title).toBe(storyEs[chapter.id]!.title);
  });

  it('gives achievements and medals in Spanish to a Spanish-speaking child', async () => {
    const { client } = await spanishChild();
    const achievements = await expectJson(await client.get('/api/gamification/achievements'), achievementSchema.array());
    expect(achievements.find((a) => a.id === 'first-step')?.title).toBe(translationOf('achievements', 'es')!['first-step']!.title);
    const medals = await expectJson(await client.get('/api/gamification/medals'), medalSchema.array());
    const first = medals[0]!;
    expect(first.name).toBe(translationOf('medals', 'es')![first.id]!.name);
    const english = await expectJson(await (await newFamily(server)).client.get('/api/gamification/achievements'), achievementSchema.array());
    expect(english.find((a) => a.id === 'first-step')?.title).toBe('First Step');
  });

  it('gives puzzles and a tried puzzle in Spanish to a Spanish-speaking child', async () => {
    const { client } = await spanishChild();
    const puzzlesEs = translationOf('puzzles', 'es')!;
    const list = await expectJson(await client.get('/api/puzzles'), puzzleSchema.array());
    const puzzle = list.find((p) => puzzlesEs[p.id])!;
    expect(puzzle.title).toBe(puzzlesEs[puzzle.id]!.title);
    expect(puzzle.hints).toEqual(puzzlesEs[puzzle.id]!.hints);

    const missed = await client.post(
      `/api/user/puzzles/${puzzle.id}/attempt`,
      { solved: false, attempts: 1, solvedAt: null, moves: [] },
      { 'x-time-zone': 'Europe/Madrid' },
    );
    expect(missed.status).toBe(200);
    const attempts = await expectJson(await client.get('/api/user/puzzle-attempts'), puzzleAttemptViewSchema.array());
    expect(attempts[0]?.puzzle.title).toBe(puzzle.title);
  });

  it("gives the parent dashboard of a Spanish-speaking child in Spanish: lesson titles and the week's sentences", async () => {
    const { client, childId } = await spanishChild();
    const board = lessonModules[0]!;
    const step = await client.request('POST', `/api/modules/${board.id}/steps/0/complete`, {
      json: { moves: [] },
      headers: { 'x-time-zone': 'Europe/Madrid' },
    });
    expect(step.status).toBe(200);
    const dashboard = await expectJson(await client.get(`/api/parent/children/${childId}/dashboard`), parentDashboardSchema);
    expect(dashboard.lessons.items[0]?.learningModule.title).toBe(lessonsEs[board.id]!.title);
    expect(dashboard.weeklySummary.some((sentence) => sentence.startsWith('Aprendizaje: trabajó en 1 lección'))).toBe(true);
  });

  it('gives a teacher whose browser asks for Spanish the assignment choices in Spanish, and English otherwise', async () => {
    const { client } = await newTeacher(server);
    const es = await expectJson(await client.get('/api/assignment-choices', ES), assignmentChoicesSchema);
    expect(es.modules.find((m) => m.id === 'the-rook')?.title).toBe('La torre');
    expect(es.chapters[0]?.title).toBe(`Capítulo 1: ${String(storyEs[chapter.id]!.title)}`);
    const en = await expectJson(await client.get('/api/assignment-choices'), assignmentChoicesSchema);
    expect(en.modules.find((m) => m.id === 'the-rook')?.title).toBe('The Rook');
    expect(en.chapters[0]?.title).toBe(`Chapter 1: ${chapter.title}`);
  });

  it("names a Spanish-speaking child's buddies, and the chapters that unlock them, in Spanish", async () => {
    const { client } = await spanishChild();
    const list = await expectJson(await client.get('/api/ai-games/buddies'), buddyListSchema);
    const locked = list.buddies.find((buddy) => buddy.unlockChapter !== null)!;
    const unlocking = storyChapters.find((c) => c.chapterNumber === locked.unlockChapter!.number)!;
    expect(locked.unlockChapter!.title).toBe(storyEs[unlocking.id]!.title);
    expect(locked.name).toBe(buddyTexts(locked.id, 'es').name);
    const english = await expectJson(await (await newFamily(server)).client.get('/api/ai-games/buddies'), buddyListSchema);
    expect(english.buddies.find((buddy) => buddy.id === locked.id)?.unlockChapter?.title).toBe(unlocking.title);
    // Asking for a buddy not met yet: the English sentence, and its values in Spanish with the chapter's id.
    const refused = await expectJson(await client.post('/api/ai-games/create', { buddy: locked.id, playerColor: 'white' }), apiErrorSchema, 403);
    expect(refused).toEqual({
      code: 'locked',
      message: BUDDY_MESSAGES.locked(buddyTexts(locked.id, 'en').name, unlocking.chapterNumber, unlocking.title),
      reason: 'buddies.locked',
      values: { buddy: locked.id, name: locked.name, chapter: unlocking.chapterNumber, chapterId: unlocking.id, title: storyEs[unlocking.id]!.title },
    });
  });

  it("gives a Spanish-speaking child's buddy game its buddy's name and opening line in Spanish", async () => {
    const { client } = await spanishChild();
    const game = await expectJson(await client.post('/api/ai-games/create', { buddy: 'bramble', playerColor: 'white' }), aiGameSchema, 201);
    const texts = buddyTexts('bramble', 'es');
    expect(game.buddy?.name).toBe(texts.name);
    expect(texts.startLines).toContain(game.buddy?.startLine);
    const again = await expectJson(await client.get(`/api/ai-games/${game.id}`), aiGameSchema);
    expect(again.buddy).toEqual(game.buddy);
    const english = await expectJson(
      await (await newFamily(server)).client.post('/api/ai-games/create', { buddy: 'bramble', playerColor: 'white' }),
      aiGameSchema,
      201,
    );
    expect(buddyTexts('bramble', 'en').startLines).toContain(english.buddy?.startLine);
  });
});
