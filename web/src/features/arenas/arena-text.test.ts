import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { arenaThanks } from '@chess-quest/protocol/arenas';
import { arenaStage, arenaTimeLine, bandText, clockText, formatText, medalWord, nameParts, ordinal, startText, waitWords } from './arena-text';
import { messages as spanish } from './locales/es.po';

describe('arenaStage', () => {
  it('asks to join before the child is in, and counts down once in', () => {
    expect(arenaStage({ status: 'scheduled' }, null)).toBe('join');
    expect(arenaStage({ status: 'scheduled' }, { status: 'waiting', gameId: null })).toBe('countdown');
  });
  it('waits for a partner, pauses, plays the game it was paired with', () => {
    expect(arenaStage({ status: 'running' }, { status: 'waiting', gameId: null })).toBe('waiting');
    expect(arenaStage({ status: 'running' }, { status: 'paused', gameId: null })).toBe('paused');
    expect(arenaStage({ status: 'running' }, { status: 'playing', gameId: 'g' })).toBe('game');
    expect(arenaStage({ status: 'running' }, { status: 'left', gameId: null })).toBe('left');
  });
  it('finishes the game in play once time is up, then shows the podium to everyone', () => {
    expect(arenaStage({ status: 'ending' }, { status: 'playing', gameId: 'g' })).toBe('game');
    expect(arenaStage({ status: 'ending' }, { status: 'waiting', gameId: null })).toBe('ending');
    expect(arenaStage({ status: 'finished' }, { status: 'playing', gameId: 'g' })).toBe('podium');
    expect(arenaStage({ status: 'finished' }, null)).toBe('podium');
    expect(arenaStage({ status: 'cancelled' }, null)).toBe('cancelled');
  });
});

describe('the arena texts', () => {
  it('counts down in minutes and seconds, never below zero', () => {
    expect(clockText(65_000)).toBe('1:05');
    expect(clockText(400)).toBe('0:01');
    expect(clockText(-3000)).toBe('0:00');
  });
  it('says a wait in words', () => {
    expect(waitWords(1000)).toBe('in 1 second');
    expect(waitWords(45_000)).toBe('in 45 seconds');
    expect(waitWords(12 * 60_000)).toBe('in 12 minutes');
    expect(waitWords(3 * 3_600_000)).toBe('in 3 hours');
  });
  it('names the rating band and the clock', () => {
    expect(bandText({ minRating: null, maxRating: 800 })).toBe('Under 800');
    expect(bandText({ minRating: 800, maxRating: 1200 })).toBe('800 to 1200');
    expect(bandText({ minRating: null, maxRating: null })).toBe('Everyone');
    expect(formatText({ timeControl: '5+0', minutes: 20 })).toBe('5 minutes a game · lasts 20 minutes');
    expect(formatText({ timeControl: '3+2', minutes: 30 })).toBe('3 minutes + 2 s a move · lasts 30 minutes');
  });
  it('tells the list when an arena starts and ends', () => {
    const now = Date.parse('2026-11-27T14:50:00.000Z');
    const arena = { startsAt: '2026-11-27T15:00:00.000Z', endsAt: '2026-11-27T15:20:00.000Z' };
    expect(arenaTimeLine({ ...arena, status: 'scheduled' }, now)).toBe('Starts in 10 minutes');
    expect(arenaTimeLine({ ...arena, status: 'running' }, Date.parse('2026-11-27T15:19:30.000Z'))).toBe('Playing now · ends in 30 seconds');
    expect(arenaTimeLine({ ...arena, status: 'finished' }, now)).toBe('Finished · see the podium');
    expect(startText('2026-11-27T15:00:00.000Z', now, 'en-US')).toMatch(/^Today at /);
    expect(startText('2026-11-29T15:00:00.000Z', now, 'en-US')).not.toMatch(/^(Today|Tomorrow)/);
  });
  it('gives places their ordinals and thanks everyone at the end', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
    expect(arenaThanks(3, 7)).toBe('You played 3 games and scored 7 points!');
  });
});

describe('nameParts', () => {
  it('splits a player name between its words and its number', () => {
    expect(nameParts('MightyBadger40')).toEqual(['Mighty', 'Badger', '40']);
    expect(nameParts('Ruby')).toEqual(['Ruby']);
  });
});

describe('the arena texts in Spanish', () => {
  afterEach(() => i18n.activate('en'));

  it('says waits, bands, clocks and places the Spanish way', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish });
    expect(waitWords(45_000)).toBe('en 45 segundos');
    expect(waitWords(60_000)).toBe('en 1 minuto');
    expect(bandText({ minRating: null, maxRating: 800 })).toBe('Menos de 800');
    expect(bandText({ minRating: null, maxRating: null })).toBe('Para todos');
    expect(formatText({ timeControl: '5+0', minutes: 20 })).toBe('5 minutos por partida · dura 20 minutos');
    expect([1, 2, 3, 11].map(ordinal)).toEqual(['1.º', '2.º', '3.º', '11.º']);
    expect(medalWord(1)).toBe('Oro');
  });
});
