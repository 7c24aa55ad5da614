import { describe, expect, it } from 'vitest';
import { SKILL_LABELS, SKILL_NAMES } from '@chess-quest/protocol/learning-journey';
import { SKILL_LABELS_ES } from '@chess-quest/protocol/learning-journey.es';
import { placeholders } from '../../content/i18n/slots';
import { assessSkills, type GameRecord, type History, type PuzzleTry } from './skills';
import { skillSentencesEn, skillSentencesEs } from './skills.es';

// The Spanish skill sentences (issue 27) are templates of the sentences skills.ts writes inline.
// Two histories make skills.ts write every one of its sentences; each must match one English
// template of skills.es.ts, so a sentence added to skills.ts fails here until it is translated.

const tries = (theme: string, n: number, clean: number): PuzzleTry[] =>
  Array.from({ length: n }, (_, i) => ({ themes: [theme], rating: 700, clean: i < clean }));
const game = (source: GameRecord['source'], moves: string, reason = 'checkmate', result: GameRecord['result'] = 'win'): GameRecord => ({
  source,
  colour: 'white',
  moves: moves.split(' '),
  result,
  reason,
});
const CASTLES = 'e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 d6 c3 O-O Re1 a6 Nbd2 h6 h3 Re8 a3 Ba7';
const QUEEN_OUT = 'e4 e5 Qh5 Nc6 Bc4 g6 Qf3 Nf6 Ne2 Bg7 Nbc3 d6 d3 Bg4 Qg3 h5 h3 Be6 Bb5 a6';

const good: History = {
  puzzles: tries('fork', 5, 5),
  lessons: [{ moduleId: 'tactics', title: 'First Tricks', stars: [3, 3] }],
  games: [game('live', CASTLES), game('live', CASTLES), game('live', CASTLES)],
};
const poor: History = {
  puzzles: tries('pin', 4, 0),
  lessons: [
    { moduleId: 'check', title: 'Check!', stars: [3, 0] },
    { moduleId: 'checkmate', title: 'Checkmate!', stars: [1, 1] },
  ],
  games: [game('live', QUEEN_OUT, 'timeout', 'loss'), game('ai', QUEEN_OUT)],
};

const written = [good, poor].flatMap((history) => assessSkills(history).flatMap((a) => [...a.strengths, ...a.weaknesses]));
const matcher = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[A-Za-z]+\}/g, '.+?')}$`);
const pairs = Object.entries(skillSentencesEn).flatMap(([key, fields]) =>
  Object.entries(fields).map(([field, en]) => ({ key, field, en, es: (skillSentencesEs as Record<string, Record<string, string>>)[key]?.[field] })),
);

describe('Spanish skill sentences', () => {
  it('match every sentence skills.ts writes, each template at least once', () => {
    expect(written.filter((sentence) => !pairs.some((p) => matcher(p.en).test(sentence)))).toEqual([]);
    expect(pairs.filter((p) => !written.some((sentence) => matcher(p.en).test(sentence))).map((p) => `${p.key}.${p.field}`)).toEqual([]);
  });

  it('translate every English template and keep its placeholders', () => {
    for (const p of pairs) {
      expect(p.es, `${p.key}.${p.field}`).toBeTruthy();
      expect(placeholders(p.es!), `${p.key}.${p.field}`).toEqual(placeholders(p.en));
    }
    expect(Object.keys(skillSentencesEs).sort()).toEqual(Object.keys(skillSentencesEn).sort());
  });

  it('name every skill in Spanish', () => {
    for (const name of SKILL_NAMES) expect(SKILL_LABELS_ES[name]).not.toBe(SKILL_LABELS[name]);
  });
});
