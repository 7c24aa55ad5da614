import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { PUZZLE_STREAK_MESSAGES } from '@chess-quest/protocol/puzzle-streak';
import { ApiError } from '../../lib/api-client';
import { messages as spanish } from './locales/es.po';
import { endCheer, endTitle, freePlanText, freeRunUsedText, sanOf, streakErrorText, streakSide } from './streak-words';

afterEach(() => i18n.activate('en'));

describe('the streak’s words', () => {
  it('names the end of a run kindly, the best included', () => {
    expect(endTitle(7, 9)).toBe('Your streak: 7! Best: 9');
    expect(endCheer(0, 3)).toMatch(/starts with one puzzle/);
    expect(endCheer(9, 9)).toMatch(/best streak ever/);
    expect(endCheer(8, 9)).toMatch(/Just 1 more/);
    expect(endCheer(2, 9)).toMatch(/Well played/);
  });

  it('reads the side to move and writes a move as the child knows it', () => {
    expect(streakSide('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1')).toBe('white');
    expect(streakSide('6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1')).toBe('black');
    expect(sanOf('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'd1d8')).toBe('Rd8#');
    expect(sanOf('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'a1a2')).toBe('a1a2');
  });

  it('says the protocol sentences it shows in English exactly as the protocol writes them', () => {
    for (const runs of [1, 3]) {
      expect(freeRunUsedText(runs)).toBe(PUZZLE_STREAK_MESSAGES.freeRunUsed(runs));
      expect(freePlanText(runs, 5)).toBe(PUZZLE_STREAK_MESSAGES.freePlan(runs, 5));
    }
  });

  it('says the end of a run, the limits and the server refusals in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(endTitle(7, 9)).toBe('¡Tu racha: 7! Récord: 9');
    expect(endCheer(8, 9)).toBe('¡Casi llegas a tu récord! La próxima vez, solo 1 más.');
    expect(freeRunUsedText(1)).toMatch(/^Ya jugaste tu racha gratis de hoy,/);
    expect(freeRunUsedText(2)).toMatch(/^Ya jugaste tus 2 rachas gratis de hoy,/);
    expect(freePlanText(1, 5)).toMatch(/tus 5 problemas gratis del día\. Las cuentas gratis empiezan una racha al día/);
    const ended = new ApiError(409, JSON.stringify({ code: 'conflict', message: PUZZLE_STREAK_MESSAGES.ended }), 'Conflict');
    expect(streakErrorText(ended)).toBe('Esta racha terminó. ¡Empieza otra!');
  });
});
