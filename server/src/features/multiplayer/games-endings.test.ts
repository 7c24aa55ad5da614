import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GENTLE_MAX_CHANGE, PROVISIONAL_GAMES, toGameDelta } from '@chess-quest/protocol/multiplayer';
import { games, playerRatings } from '../../db/schema/multiplayer';
import { featureEngines } from '../../test/services';
import { loadPlayState } from './play-state';
import { useMultiplayerWorld, type TestChild } from './test-support';

const engines = await featureEngines();

describe.each(engines)('multiplayer endings and answers on %s', (engine) => {
  const { world, db } = useMultiplayerWorld(engine);

  /** Plays `moves` in turn, a second apart; returns every answer. */
  async function playMoves(gameId: string, white: TestChild, black: TestChild, moves: readonly string[]) {
    const answers = [];
    for (const [ply, move] of moves.entries()) {
      world.advance(1_000);
      answers.push(await world.service.move((ply % 2 === 0 ? white : black).id, gameId, { move }));
    }
    return answers;
  }

  it('answers a move with exactly the game as it is then stored', async () => {
    const { white, black, game } = await world.game();
    await playMoves(game.id, white, black, ['e4', 'e7e5', 'Nf3']);
    await world.service.draw(black.id, game.id, { action: 'offer' });
    world.advance(2_500);
    // Black's clock runs from its second move on (its first cost nothing).
    const answer = await world.service.move(black.id, game.id, { move: 'Nc6', version: game.version + 4 });
    expect(answer).toMatchObject({ drawOfferedBy: 'black', currentTurn: 'white', myColor: 'black', blackTimeLeft: 297_500 });
    expect(answer).toEqual(await world.service.getGame({ childId: black.id, accountId: black.accountId }, game.id));
    const sent = world.emitted.at(-1);
    // Everyone else hears the same state as a delta: no move list, the ply and the last move.
    expect(sent?.type === 'game.changed' && sent.game).toEqual(toGameDelta({ ...answer, myColor: null }));
  });

  it('ends the game on the third repetition, read from the stored positions', async () => {
    const { white, black, game } = await world.game();
    const answers = await playMoves(game.id, white, black, ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']);
    expect(answers[6]).toMatchObject({ gameStatus: 'active' });
    expect(answers[7]).toMatchObject({ gameStatus: 'finished', result: 'draw', termination: 'threefold', winnerId: null });
    expect(answers[7]?.whiteRatingAfter).not.toBeNull();
  });

  it('reads for a move only the moves since the last capture or pawn move (and two more), and answers a socket a delta', async () => {
    const { white, black, game } = await world.game();
    await playMoves(game.id, white, black, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6']);
    // After 3...a6 (ply 6) two quiet moves: the halfmove clock is 2, so four moves are read.
    const recent = await loadPlayState(db(), game.id, 'recent');
    expect(recent?.plies).toBe(8);
    expect(recent?.moves.map((m) => m.ply)).toEqual([5, 6, 7, 8]);
    expect((await loadPlayState(db(), game.id))?.moves).toHaveLength(8);

    const answer = await world.service.moveDelta(white.id, game.id, { move: 'O-O' });
    expect(answer).toMatchObject({ ply: 9, move: { ply: 9, san: 'O-O', uci: 'e1g1' }, myColor: 'white', currentTurn: 'black' });
    expect(answer).not.toHaveProperty('moves');
    const whole = await world.service.getGame({ childId: white.id, accountId: white.accountId }, game.id);
    expect(answer).toEqual(toGameDelta(whole));
    // The same move sent again (a second tab, a retry) answers the same state.
    expect(await world.service.moveDelta(white.id, game.id, { move: 'O-O' })).toEqual(answer);
  });

  it('does not count a position where en passant was possible as the same as its later copies', async () => {
    const { white, black, game } = await world.game();
    // After 2...d5 white could take en passant; the knights bring the placement back without
    // that right, so the first repetition to reach three is the one after 3.Nf3, at ply 13.
    const moves = ['e4', 'Nc6', 'e5', 'd5', 'Nf3', 'Nb8', 'Ng1', 'Nc6', 'Nf3', 'Nb8', 'Ng1', 'Nc6', 'Nf3'];
    const answers = await playMoves(game.id, white, black, moves);
    expect(answers[3]?.fen.split(' ')[3]).toBe('d6');
    expect(answers[11]).toMatchObject({ gameStatus: 'active' });
    expect(answers[12]).toMatchObject({ gameStatus: 'finished', termination: 'threefold' });
  });

  it('ends the game by the fifty-move rule and by insufficient material, from the stored position', async () => {
    const fifty = await world.game();
    await db().update(games).set({ fen: 'k7/8/8/8/8/8/R7/K7 w - - 99 80' }).where(eq(games.id, fifty.game.id));
    expect(await world.service.move(fifty.white.id, fifty.game.id, { move: 'Rb2' })).toMatchObject({
      gameStatus: 'finished',
      result: 'draw',
      termination: 'fifty_moves',
    });

    const bare = await world.game();
    await db().update(games).set({ fen: 'k7/8/8/8/8/8/1r6/K7 w - - 0 1' }).where(eq(games.id, bare.game.id));
    expect(await world.service.move(bare.white.id, bare.game.id, { move: 'a1b2' })).toMatchObject({
      gameStatus: 'finished',
      termination: 'insufficient_material',
      moves: [expect.objectContaining({ ply: 1, san: 'Kxb2', uci: 'a1b2' })],
    });
  });

  it('moves settled ratings gently and shows them; a new player is provisional in the lobby', async () => {
    const newcomer = await world.child();
    expect((await world.service.listPlayers(newcomer.id))[0]).toMatchObject({ userId: newcomer.id, provisional: true });

    const [white, black] = [await world.child(), await world.child()];
    // Settled players whose Glicko-2 deviation is still wide: a loss alone would cost far more.
    await db()
      .insert(playerRatings)
      .values([
        { childId: white.id, rating: 1000, ratingDeviation: 300, gamesPlayed: PROVISIONAL_GAMES },
        { childId: black.id, rating: 1000, ratingDeviation: 300, gamesPlayed: PROVISIONAL_GAMES + 3 },
      ]);
    const { game } = await world.game(white, black);
    expect(game).toMatchObject({ whiteProvisional: false, blackProvisional: false });
    const [, , , mated] = await playMoves(game.id, white, black, ['f3', 'e5', 'g4', 'Qh4#']);
    expect(mated).toMatchObject({ result: 'black_wins', whiteRatingAfter: 1000 - GENTLE_MAX_CHANGE, blackRatingAfter: 1000 + GENTLE_MAX_CHANGE });
    expect((await world.service.listPlayers(white.id))[0]).toMatchObject({ rating: 1000 - GENTLE_MAX_CHANGE, provisional: false });
  });
});
