import { describe, expect, it } from 'vitest';
import { nameParts } from './components/player-name';

describe('nameParts', () => {
  it('splits a generated player name at its words and number, losing nothing', () => {
    expect(nameParts('LuckyRook54')).toEqual(['Lucky', 'Rook', '54']);
    expect(nameParts('MightyExplorer32')).toEqual(['Mighty', 'Explorer', '32']);
    for (const name of ['BoldWizard29', 'ABCKnight7', 'x', 'Ünïcode_Name-1']) expect(nameParts(name).join('')).toBe(name);
  });
});
