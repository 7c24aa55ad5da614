import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ABANDON_AFTER_MS, FIRST_MOVE_MS, PRESENCE_GRACE_MS } from '@chess-quest/protocol/multiplayer';
import { gameMoves, games, playerRatings } from '../../db/schema/multiplayer';
import { recordedFacts } from '../../test/facts';
import { featureEngines } from '../../test/services';
import { MULTIPLAYER_MESSAGES as M } from './messages';
import { refusal, START, useMultiplayerWorld } from './test-support';

const engines = await featureEngines();

describe.each(engines)('multiplayer games on %s', (engine) => {
  const { world, db } = useMultiplayerWorld(engine);

  const moveRows = (gameId: string) => db().select().from(gameMoves).where(eq(gameMoves.gameId, gameId)).orderBy(asc(gameMoves.ply));

  it('plays fool’s mate with running clocks stored per move, then rates both players', async () => {
    const { white, black, game } = await world.game();
    expect(game).toMatchObject({ gameStatus: 'active', currentTurn: 'white', myColor: 'black', whiteTimeLeft: 300_000 });
    expect(game.whitePlayerName).toBe(white.username);
    expect(JSON.stringify(game)).not.toContain('Secret Realname');

    // Each side's clock starts after its own first move: the first moves cost no time.
    expect(game.firstMoveDeadline).toBe(new Date(START + FIRST_MOVE_MS).toISOString());
    world.advance(4_000);
    const afterF3 = await world.service.move(white.id, game.id, { move: 'f3', version: game.version });
    expect(afterF3).toMatchObject({ currentTurn: 'black', whiteTimeLeft: 300_000, blackTimeLeft: 300_000, myColor: 'white' });
    expect(afterF3.firstMoveDeadline).toBe(new Date(START + 4_000 + FIRST_MOVE_MS).toISOString());
    world.advance(7_000);
    const watched = await world.service.getGame({ childId: white.id, accountId: white.accountId }, game.id);
    expect(watched).toMatchObject({ whiteTimeLeft: 300_000, blackTimeLeft: 300_000 });
    const afterE5 = await world.service.move(black.id, game.id, { move: 'e7e5' });
    expect(afterE5.firstMoveDeadline).toBeNull();
    world.advance(1_500);
    // From white's second move on, the side to move's clock is the one running.
    const thinking = await world.service.getGame({ childId: black.id, accountId: black.accountId }, game.id);
    expect(thinking).toMatchObject({ whiteTimeLeft: 298_500, blackTimeLeft: 300_000 });
    await world.service.move(white.id, game.id, { move: 'g4' });
    world.advance(2_000);
    const mated = await world.service.move(black.id, game.id, { move: 'Qh4#' });

    expect(mated).toMatchObject({
      gameStatus: 'finished',
      result: 'black_wins',
      termination: 'checkmate',
      winnerId: black.id,
      whiteTimeLeft: 298_500,
      blackTimeLeft: 298_000,
      whiteRating: 1000,
      blackRating: 1000,
      whiteProvisional: true,
      blackProvisional: true,
    });
    expect(mated.blackRatingAfter).toBeGreaterThan(1000);
    expect(mated.whiteRatingAfter).toBeLessThan(1000);
    expect(mated.moves.map((m) => [m.san, m.timeTakenMs, m.whiteTimeLeftMs, m.blackTimeLeftMs])).toEqual([
      ['f3', 4_000, 300_000, 300_000],
      ['e5', 7_000, 300_000, 300_000],
      ['g4', 1_500, 298_500, 300_000],
      ['Qh4#', 2_000, 298_500, 298_000],
    ]);
    expect((await moveRows(game.id)).map((m) => m.movedBy)).toEqual([white.id, black.id, white.id, black.id]);
    const [row] = await db().select().from(games).where(eq(games.id, game.id));
    expect(row).toMatchObject({ deadlineAt: null, whiteRatingAfter: mated.whiteRatingAfter, blackRatingBefore: 1000 });
    const ratings = await db().select().from(playerRatings).where(eq(playerRatings.childId, black.id));
    expect(ratings[0]).toMatchObject({ rating: mated.blackRatingAfter, gamesPlayed: 1 });

    // The next game starts from the new ratings.
    const { game: rematch } = await world.game(black, white);
    expect(rematch.whiteRating).toBe(mated.blackRatingAfter);

    const changed = world.emitted.filter((e) => e.type === 'game.changed' && e.game.id === game.id);
    expect(changed).toHaveLength(4);
    expect(changed.every((e) => e.type === 'game.changed' && e.game.myColor === null)).toBe(true);
    // Each player's side of the ending is a fact, written in the game's final transaction.
    const finished = await recordedFacts(db(), { types: ['multiplayer.game.finished'] });
    expect(finished.filter((f) => f.type === 'multiplayer.game.finished' && f.gameId === game.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          accountId: white.accountId,
          childId: white.id,
          colour: 'white',
          result: 'loss',
          reason: 'checkmate',
          ratingBefore: 1000,
          ratingAfter: mated.whiteRatingAfter,
          opponentUsername: black.username,
          childMoves: ['f3', 'g4'],
          moves: ['f3', 'e5', 'g4', 'Qh4#'],
        }),
        expect.objectContaining({
          accountId: black.accountId,
          childId: black.id,
          colour: 'black',
          result: 'win',
          ratingAfter: mated.blackRatingAfter,
          opponentUsername: white.username,
          childMoves: ['e5', 'Qh4#'],
        }),
      ]),
    );
    expect(await recordedFacts(db(), { childId: white.id, types: ['multiplayer.game.started'] })).toEqual(
      expect.arrayContaining([expect.objectContaining({ gameId: game.id, colour: 'white', opponentUsername: black.username })]),
    );

    const history = await world.service.history(white.id);
    expect(history[0]).toMatchObject({ id: game.id, outcome: 'lost', moveCount: 4, winner: black.id, termination: 'checkmate' });
    expect((await world.service.history(black.id))[0]).toMatchObject({ outcome: 'won' });
    const list = await world.service.listGames(white.id);
    expect(list.map((g) => g.id)).toEqual([rematch.id, game.id]);
    expect(list[0]).toMatchObject({ gameStatus: 'active', myColor: 'black' });
  });

  it('refuses illegal moves kindly, moves out of turn, and moves in a finished game', async () => {
    const { white, black, game } = await world.game();
    expect(await refusal(world.service.move(white.id, game.id, { move: 'Ke2' }))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Invalid move: Ke2 is not allowed here\./),
    });
    expect(await refusal(world.service.move(black.id, game.id, { move: 'e5' }))).toEqual({ status: 409, message: M.notYourTurn });
    await world.service.resign(white.id, game.id);
    expect(await refusal(world.service.move(white.id, game.id, { move: 'e4' }))).toEqual({ status: 409, message: M.gameOver });
    expect(await moveRows(game.id)).toHaveLength(0);
  });

  it('applies a move sent twice once, and exactly one of several concurrent copies', async () => {
    const { white, black, game } = await world.game();
    const first = await world.service.move(white.id, game.id, { move: 'e4', version: game.version });
    const again = await world.service.move(white.id, game.id, { move: 'e2e4', version: game.version });
    expect(again.version).toBe(first.version);
    expect(again.moves).toHaveLength(1);
    // A different move on the old version is not a retry: the game has moved on.
    expect(await refusal(world.service.move(white.id, game.id, { move: 'd4', version: game.version }))).toEqual({
      status: 409,
      message: M.movedOn,
    });

    // Four copies at once, two through another node (two tabs, a retry, a reconnect).
    const node2 = world.secondNode();
    const results = await Promise.all(
      [world.service, world.service, node2.service, node2.service].map((service) =>
        service.move(black.id, game.id, { move: 'e5', version: first.version }),
      ),
    );
    expect(results.map((r) => r.moves.length)).toEqual([2, 2, 2, 2]);
    expect(await moveRows(game.id)).toHaveLength(2);
    const versions = (await db().select().from(games).where(eq(games.id, game.id)))[0]!.version;
    expect(versions).toBe(2);
    const announced = [...world.emitted, ...node2.emitted].filter((e) => e.type === 'game.changed' && e.game.id === game.id);
    expect(announced).toHaveLength(2);
  });

  it('lets the sweeper end a game on time with nobody connected, once, even with two nodes racing', async () => {
    const { white, black, game } = await world.game();
    await world.service.move(white.id, game.id, { move: 'e4' });
    await world.service.move(black.id, game.id, { move: 'e5' });
    await world.service.move(white.id, game.id, { move: 'Nf3' });
    await world.presence.disconnect(white.id, `socket-${white.id}`);
    await world.presence.disconnect(black.id, `socket-${black.id}`);
    world.advance(299_999);
    expect((await world.service.sweep()).timedOut).toBe(0);
    world.advance(2);
    const node2 = world.secondNode();
    const [a, b] = await Promise.all([world.service.sweep(), node2.service.sweep()]);
    expect(a.timedOut + b.timedOut).toBe(1);
    const ended = await world.service.getGame({ childId: white.id, accountId: white.accountId }, game.id);
    expect(ended).toMatchObject({ gameStatus: 'finished', result: 'white_wins', termination: 'timeout', blackTimeLeft: 0 });
    const announcements = [...world.emitted, ...node2.emitted].filter((e) => e.type === 'game.changed' && e.game.id === game.id);
    expect(announcements).toHaveLength(4);
  });

  it('ends the game on time when a move arrives after the flag fell', async () => {
    const { white, black, game } = await world.game();
    await world.service.move(white.id, game.id, { move: 'e4' });
    await world.service.move(black.id, game.id, { move: 'e5' });
    world.advance(300_001);
    const answer = await world.service.move(white.id, game.id, { move: 'Nf3' });
    expect(answer).toMatchObject({ gameStatus: 'finished', termination: 'timeout', result: 'black_wins', whiteTimeLeft: 0 });
    expect(answer.moves).toHaveLength(2);
  });

  it('calls off a game whose first move never comes: no winner, no rating change, for either side', async () => {
    const unstarted = await world.game();
    world.advance(FIRST_MOVE_MS - 1);
    expect((await world.service.sweep()).timedOut).toBe(0);
    world.advance(2);
    expect((await world.service.sweep()).timedOut).toBe(1);
    const called = await world.service.getGame({ childId: unstarted.white.id, accountId: unstarted.white.accountId }, unstarted.game.id);
    expect(called).toMatchObject({ gameStatus: 'aborted', result: null, winnerId: null, whiteRatingAfter: null, whiteTimeLeft: 300_000 });
    expect(called.termination).toBe('timeout');
    // The call-off is a fact for both players, and no game was finished.
    const calledFacts = (await recordedFacts(db(), { types: ['multiplayer.game.aborted', 'multiplayer.game.finished'] })).filter(
      (fact) => 'gameId' in fact && fact.gameId === unstarted.game.id,
    );
    expect(calledFacts).toHaveLength(2);
    for (const fact of calledFacts) expect(fact).toMatchObject({ type: 'multiplayer.game.aborted', reason: 'no_first_move', by: 'white' });

    // Black's first move has its own timer, from white's first move; a late move is not played.
    const { white, black, game } = await world.game();
    world.advance(30_000);
    await world.service.move(white.id, game.id, { move: 'e4' });
    world.advance(FIRST_MOVE_MS + 1);
    const late = await world.service.move(black.id, game.id, { move: 'e5' });
    expect(late).toMatchObject({ gameStatus: 'aborted', result: null, blackTimeLeft: 300_000, firstMoveDeadline: null });
    expect(late.moves).toHaveLength(1);
    expect(await db().select().from(playerRatings).where(eq(playerRatings.childId, black.id))).toEqual([]);
    expect((await recordedFacts(db(), { childId: white.id, types: ['multiplayer.game.aborted'] })).at(-1)).toMatchObject({
      gameId: game.id,
      reason: 'no_first_move',
      by: 'black',
      colour: 'white',
    });
  });

  it('calls the game off, not lost, when a player gives up before their own first move', async () => {
    const unstarted = await world.game();
    // Black may call it off before white has moved too: neither has begun.
    const called = await world.service.resign(unstarted.black.id, unstarted.game.id);
    expect(called).toMatchObject({ gameStatus: 'aborted', result: null, winnerId: null, termination: 'resignation', blackRatingAfter: null });

    const { white, black, game } = await world.game();
    await world.service.move(white.id, game.id, { move: 'e4' });
    const byBlack = await world.service.resign(black.id, game.id);
    expect(byBlack).toMatchObject({ gameStatus: 'aborted', result: null, termination: 'resignation' });
    const facts = await recordedFacts(db(), { childId: black.id, types: ['multiplayer.game.aborted', 'multiplayer.game.finished'] });
    expect(facts.filter((fact) => 'gameId' in fact && fact.gameId === game.id)).toEqual([
      expect.objectContaining({ type: 'multiplayer.game.aborted', reason: 'called_off', by: 'black', colour: 'black' }),
    ]);
    expect(await db().select().from(playerRatings).where(eq(playerRatings.childId, black.id))).toEqual([]);

    // Once both have moved, giving up is a resignation as before.
    const played = await world.game();
    await world.service.move(played.white.id, played.game.id, { move: 'e4' });
    await world.service.move(played.black.id, played.game.id, { move: 'e5' });
    expect(await world.service.resign(played.black.id, played.game.id)).toMatchObject({
      gameStatus: 'finished',
      result: 'white_wins',
      termination: 'resignation',
    });
  });

  it('calls a time-out a draw when the side with time left has only its king', async () => {
    const { game, black } = await world.game();
    await db().update(games).set({ fen: '4k3/8/8/8/8/8/8/3QK3 w - - 0 40' }).where(eq(games.id, game.id));
    world.advance(300_000);
    await world.service.sweep();
    const ended = await world.service.getGame({ childId: black.id, accountId: black.accountId }, game.id);
    expect(ended).toMatchObject({ result: 'draw', termination: 'timeout', winnerId: null, myColor: 'black' });
  });

  it('gives the game to the player who stayed when the other left for good', async () => {
    const { white, black, game } = await world.game(undefined, undefined, 600);
    await world.service.move(white.id, game.id, { move: 'e4' });
    await world.service.move(black.id, game.id, { move: 'e5' });
    await world.service.move(white.id, game.id, { move: 'Nf3' });
    await world.presence.disconnect(black.id, `socket-${black.id}`);
    // Still within the grace: a reload is not leaving.
    world.advance(PRESENCE_GRACE_MS - 1);
    expect((await world.presence.present()).has(black.id)).toBe(true);
    world.advance(ABANDON_AFTER_MS - PRESENCE_GRACE_MS);
    expect((await world.service.sweep()).abandoned).toBe(0);
    world.advance(2);
    expect(await world.presence.lastSeen(black.id)).not.toBeNull();
    expect((await world.service.sweep()).abandoned).toBe(1);
    const ended = await world.service.getGame({ childId: white.id, accountId: white.accountId }, game.id);
    expect(ended).toMatchObject({ result: 'white_wins', termination: 'abandonment', winnerId: white.id });
  });

  it('lets the clock decide when both players left: nobody wins by leaving last', async () => {
    const { white, black, game } = await world.game(undefined, undefined, 600);
    await world.service.move(white.id, game.id, { move: 'e4' });
    await world.service.move(black.id, game.id, { move: 'e5' });
    await world.presence.disconnect(white.id, `socket-${white.id}`);
    world.advance(5_000);
    await world.presence.disconnect(black.id, `socket-${black.id}`);
    world.advance(ABANDON_AFTER_MS * 2);
    expect(await world.service.sweep()).toMatchObject({ abandoned: 0, timedOut: 0 });
    world.advance(600_000);
    expect((await world.service.sweep()).timedOut).toBe(1);
    const ended = await world.service.getGame({ childId: black.id, accountId: black.accountId }, game.id);
    expect(ended).toMatchObject({ termination: 'timeout', winnerId: black.id });
  });

  it('ends a game by resignation and by agreed draw; an offer lapses when the opponent moves', async () => {
    const first = await world.game();
    await world.service.move(first.white.id, first.game.id, { move: 'e4' });
    await world.service.move(first.black.id, first.game.id, { move: 'e5' });
    const resigned = await world.service.resign(first.black.id, first.game.id);
    expect(resigned).toMatchObject({ result: 'white_wins', termination: 'resignation', myColor: 'black' });
    expect(await refusal(world.service.resign(first.white.id, first.game.id))).toEqual({ status: 409, message: M.gameOver });

    const { white, black, game } = await world.game();
    expect(await refusal(world.service.draw(black.id, game.id, { action: 'accept' }))).toEqual({ status: 409, message: M.noDrawOffer });
    const offered = await world.service.draw(white.id, game.id, { action: 'offer' });
    expect(offered.drawOfferedBy).toBe('white');
    expect(await refusal(world.service.draw(white.id, game.id, { action: 'offer' }))).toEqual({
      status: 409,
      message: M.drawAlreadyOffered,
    });
    // The offerer may still make their move; the offer stands for the opponent.
    const afterMove = await world.service.move(white.id, game.id, { move: 'e4' });
    expect(afterMove.drawOfferedBy).toBe('white');
    const declined = await world.service.draw(black.id, game.id, { action: 'decline' });
    expect(declined).toMatchObject({ drawOfferedBy: null, gameStatus: 'active' });
    await world.service.draw(black.id, game.id, { action: 'offer' });
    const ownMove = await world.service.move(black.id, game.id, { move: 'e5' });
    expect(ownMove.drawOfferedBy).toBe('black');
    const whiteMoved = await world.service.move(white.id, game.id, { move: 'Nf3' });
    expect(whiteMoved.drawOfferedBy).toBeNull();
    await world.service.draw(white.id, game.id, { action: 'offer' });
    const agreed = await world.service.draw(black.id, game.id, { action: 'accept' });
    expect(agreed).toMatchObject({ gameStatus: 'finished', result: 'draw', termination: 'agreement', winnerId: null });
    expect(agreed.whiteRatingAfter).not.toBeNull();
  });

  it('shows a game only to its players and their parents', async () => {
    const { white, black, game } = await world.game();
    const stranger = await world.child();
    expect(await refusal(world.service.getGame({ childId: stranger.id, accountId: stranger.accountId }, game.id))).toEqual({
      status: 404,
      message: M.gameNotFound,
    });
    expect(await refusal(world.service.move(stranger.id, game.id, { move: 'e4' }))).toMatchObject({ status: 404 });
    expect(await refusal(world.service.resign(stranger.id, game.id))).toMatchObject({ status: 404 });
    expect(await refusal(world.service.draw(stranger.id, game.id, { action: 'offer' }))).toMatchObject({ status: 404 });
    // A sibling's session belongs to the same parent account: it may watch, not play.
    const sibling = await world.child(false, black.accountId);
    const watched = await world.service.getGame({ childId: sibling.id, accountId: sibling.accountId }, game.id);
    expect(watched).toMatchObject({ id: game.id, myColor: null });
    expect(await refusal(world.service.move(sibling.id, game.id, { move: 'e4' }))).toMatchObject({ status: 404 });
    expect((await world.service.getGame({ childId: white.id, accountId: white.accountId }, game.id)).myColor).toBe('white');
  });
});
