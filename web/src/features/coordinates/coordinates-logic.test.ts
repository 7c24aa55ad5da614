import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { COORDINATES_RULES, coordinatesPrompts } from '@chess-quest/protocol/coordinates';
import { answer, currentPrompt, newRound, resultLine, secondsLeft, typeKey } from './coordinates-logic';
import { messages as spanish } from './locales/es.po';
import { coordinatesNames } from './texts';

afterEach(() => i18n.activate('en'));

describe('a coordinates round on the screen', () => {
  const prompts = coordinatesPrompts(7, 'find');

  it('asks the squares in order; a right answer counts, a wrong one shows the right square until the next answer', () => {
    let state = newRound(prompts);
    expect(currentPrompt(state)).toEqual(prompts[0]);
    state = answer(state, prompts[0]!.square, 900);
    expect(state).toMatchObject({ right: 1, correction: null });
    const wrong = prompts[1]!.square === 'a1' ? 'h8' : 'a1';
    state = answer(state, wrong, 2000);
    expect(state).toMatchObject({ right: 1, correction: { right: prompts[1]!.square, given: wrong } });
    expect(currentPrompt(state)).toEqual(prompts[2]);
    state = answer(state, prompts[2]!.square, 3000);
    expect(state.correction).toBeNull();
    expect(state.answers).toEqual([
      { square: prompts[0]!.square, ms: 900 },
      { square: wrong, ms: 2000 },
      { square: prompts[2]!.square, ms: 3000 },
    ]);
  });

  it('takes nothing after the time, nor a second tap closer than the server allows', () => {
    const first = answer(newRound(prompts), prompts[0]!.square, 500);
    expect(answer(first, prompts[1]!.square, 500 + COORDINATES_RULES.minGapMs - 1)).toBe(first);
    expect(answer(first, prompts[1]!.square, COORDINATES_RULES.roundMs + 1)).toBe(first);
    expect(answer(first, prompts[1]!.square, COORDINATES_RULES.roundMs).answers).toHaveLength(2);
  });

  it('counts the seconds down from 30 to 0', () => {
    expect(secondsLeft(0)).toBe(30);
    expect(secondsLeft(1)).toBe(30);
    expect(secondsLeft(29_001)).toBe(1);
    expect(secondsLeft(30_000)).toBe(0);
    expect(secondsLeft(45_000)).toBe(0);
  });

  it('reads a typed square: a file letter then a rank digit; anything else starts again', () => {
    expect(typeKey('', 'E')).toEqual({ buffer: 'e', square: null });
    expect(typeKey('e', '4')).toEqual({ buffer: '', square: 'e4' });
    expect(typeKey('e', 'f')).toEqual({ buffer: 'f', square: null });
    expect(typeKey('', '4')).toEqual({ buffer: '', square: null });
    expect(typeKey('e', '9')).toEqual({ buffer: '', square: null });
    expect(typeKey('e', 'Enter')).toEqual({ buffer: '', square: null });
  });

  it('tells the score kindly', () => {
    expect(resultLine(0, 5, false)).toMatch(/Every try helps/);
    expect(resultLine(12, 12, true)).toBe('That is your best ever in this game!');
    expect(resultLine(1, 9, false)).toBe('Your best is 9. Every round makes you faster!');
  });
});

describe('the trainer in Spanish', () => {
  it("says the score line and names the games and sides from the protocol's Spanish tables", () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(resultLine(1, 9, false)).toBe('Tu récord es 9. ¡Con cada ronda vas más rápido!');
    expect(resultLine(12, 12, true)).toBe('¡Es tu mejor marca en este juego!');
    expect(coordinatesNames('es').modes.find).toBe('Encuentra la casilla');
    expect(coordinatesNames('es').sides.black).toBe('Lado de las negras');
    expect(coordinatesNames('en').modes.name).toBe('Name the square');
  });
});
