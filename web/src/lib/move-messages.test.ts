import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ILLEGAL_MOVE_MESSAGES } from '@chess-quest/protocol/chess/move-explanations';
import { STEP_MESSAGES } from '@chess-quest/protocol/lessons/step-engine';
import { moveMessage } from './move-messages';
import { messages as spanish } from '../locales/board/es.po';

afterEach(() => i18n.activate('en'));

const everySentence: string[] = [
  ...Object.values(ILLEGAL_MOVE_MESSAGES),
  ...Object.values(STEP_MESSAGES as Record<string, unknown>).filter((m): m is string => typeof m === 'string'),
  STEP_MESSAGES.notYourPieces('w'),
  STEP_MESSAGES.notYourPieces('b'),
  ...['pawn', 'knight', 'bishop', 'rook', 'queen'].map((piece) => STEP_MESSAGES.kingWatching(piece)),
];

describe('moveMessage', () => {
  it('says every protocol sentence exactly as the protocol does in English', () => {
    for (const sentence of everySentence) expect(moveMessage(sentence)).toBe(sentence);
  });

  it('knows every protocol sentence in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    for (const sentence of everySentence) expect(moveMessage(sentence), sentence).not.toBe(sentence);
    expect(moveMessage(ILLEGAL_MOVE_MESSAGES['knight-shape'])).toBe('El caballo salta en forma de L.');
    expect(moveMessage('Something new')).toBe('Something new');
  });
});
