import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { celebrationText } from './celebration';
import { messages as spanish } from './locales/es.po';
import { presetShareText } from '../../components/share/share-dialog';

describe('what the child reads', () => {
  it('names the reward and what it paid, and leaves out what it did not', () => {
    const base = { childId: 'c', icon: 'trophy', at: '2026-11-23T10:00:00.000Z' };
    expect(celebrationText({ ...base, kind: 'achievement', title: 'First Step', points: 10, xp: 25 })).toEqual({
      title: 'Achievement unlocked!',
      description: 'First Step (+10 points · +25 XP)',
    });
    expect(celebrationText({ ...base, kind: 'badge', title: 'Giant Slayer', points: 0, xp: 0 })).toEqual({
      title: 'New badge!',
      description: 'Giant Slayer',
    });
  });

  it('says "Level up!" with the Level and its name, never an "XP level" (decision 033)', () => {
    const base = { childId: 'c', icon: 'glowing-star', at: '2026-11-23T10:00:00.000Z' };
    const text = celebrationText({ ...base, kind: 'level', title: 'Level 2 · Squire of the Board', points: 0, xp: 0 });
    expect(text).toEqual({ title: 'Level up!', description: 'Level 2 · Squire of the Board' });
    expect(`${text.title} ${text.description}`).not.toMatch(/XP level/i);
  });

  it('presets the share text with the title and description (spec §5)', () => {
    expect(presetShareText({ title: 'First Step', description: 'Finish your first lesson step.' })).toBe(
      'I earned "First Step" on Chess Quest! Finish your first lesson step.',
    );
    expect(presetShareText({ type: 'story', title: 'The Morning the Board Froze', description: 'Wake the board.' })).toBe(
      'I finished "The Morning the Board Froze" on Chess Quest! Wake the board.',
    );
  });
});

describe('what the child reads, in Spanish', () => {
  afterEach(() => i18n.activate('en'));

  it('names the reward and what it paid in Spanish, one point as one', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    const base = { childId: 'c', icon: 'trophy', at: '2026-11-23T10:00:00.000Z' };
    expect(celebrationText({ ...base, kind: 'achievement', title: 'Primer paso', points: 1, xp: 25 })).toEqual({
      title: '¡Logro conseguido!',
      description: 'Primer paso (+1 punto · +25 XP)',
    });
    expect(celebrationText({ ...base, kind: 'level', title: 'Nivel 2 · Escudero del tablero', points: 0, xp: 0 }).title).toBe('¡Subiste de nivel!');
  });
});
