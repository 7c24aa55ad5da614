import { statSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@chess-quest/protocol/locales';
import { achievementCatalog } from '../../content/achievements/achievements';
import { localizeText } from '../../content/i18n/localize';
import { storyChapters } from '../../content/story/index';
import { badgeSvg, fitTitle } from './badge-svg';
import { SHARE_TEXTS } from './share-texts';

/** The inner border of the badge: no word may reach past it. */
const BORDER = 1176;

/**
 * The two faces badgePng draws these texts with (DejaVu Sans, its default family, from the
 * system's fonts), named instead of found: scanning every system font again for each measured
 * text cost most of this file's time. Measured both ways on 2026-11-28, every width was the
 * same. statSync fails the file if a face is missing, rather than measuring with no font.
 */
const FONTS = {
  loadSystemFonts: false,
  fontFiles: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => `/usr/share/fonts/truetype/dejavu/${file}`),
  defaultFontFamily: 'DejaVu Sans',
};
for (const file of FONTS.fontFiles) statSync(file);

const widths = new Map<string, number>();

/** A text's width drawn alone with the badge's font (as badgePng renders it), measured once. */
function width(text: string, size: string, weight: string): number {
  const key = `${size} ${weight} ${text}`;
  let measured = widths.get(key);
  if (measured === undefined) {
    const alone = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="200" font-family="DejaVu Sans, Arial, sans-serif"><text x="0" y="100" font-size="${size}" font-weight="${weight}">${text}</text></svg>`;
    measured = new Resvg(alone, { font: FONTS }).getBBox()?.width ?? 0;
    widths.set(key, measured);
  }
  return measured;
}

/** Each <text> of a badge and how far right it reaches. */
function textRightEdges(svg: string): { text: string; right: number }[] {
  return [...svg.matchAll(/<text x="(\d+)"[^>]*?font-size="(\d+)"([^>]*)>([^<]*)<\/text>/g)].map(([, x, size, rest, text]) => ({
    text: text!,
    right: Number(x) + width(text!, size!, rest!.includes('bold') ? 'bold' : 'normal'),
  }));
}

describe('share badges in every language', () => {
  it('keeps every achievement and chapter title, in English and Spanish, inside the badge', () => {
    const items = [
      ...achievementCatalog.map((a) => ({ kind: 'achievements' as const, id: a.id, title: a.title, description: a.description })),
      ...storyChapters.map((c) => ({ kind: 'story' as const, id: c.id, title: c.title, description: c.description })),
    ];
    const outside: string[] = [];
    for (const locale of LOCALES)
      for (const item of items) {
        const art = {
          title: localizeText(item.kind, item.id, 'title', item.title, locale),
          description: localizeText(item.kind, item.id, 'description', item.description, locale),
          icon: 'trophy',
          rarity: 'legendary' as const,
          username: 'BraveKnight4821',
        };
        for (const edge of textRightEdges(badgeSvg(art, locale)))
          if (edge.right > BORDER) outside.push(`${locale} ${edge.text} → ${Math.round(edge.right)}`);
      }
    expect(outside).toEqual([]);
  });

  it('fits a long title on two smaller lines, a short one on one line at full size', () => {
    expect(fitTitle('First Step')).toEqual({ size: 64, lines: ['First Step'] });
    const long = fitTitle('La mañana en que se heló el tablero');
    expect(long.lines).toHaveLength(2);
    expect(long.size).toBeLessThan(64);
    expect(long.lines.join(' ')).toBe('La mañana en que se heló el tablero');
  });

  it('writes the badge words and the streak in Spanish', () => {
    const svg = badgeSvg(
      { title: 'Primer paso', description: 'Terminaste tu primera lección.', icon: 'trophy', rarity: 'rare', username: 'BraveKnight4821' },
      'es',
    );
    expect(svg).toContain('CHESS QUEST · RARO');
    expect(svg).toContain('Lo consiguió BraveKnight4821');
    expect(svg).not.toContain('Earned by');
    expect(badgeSvg({ title: 'First Step', description: 'x', icon: 'trophy', rarity: 'rare', username: 'A' })).toContain('CHESS QUEST · RARE');
    expect(SHARE_TEXTS.es.streakTitle(30)).toBe('Racha de 30 días');
    expect(SHARE_TEXTS.es.streakTitle(1)).toBe('Racha de 1 día');
    expect(SHARE_TEXTS.es.streakDescription(30)).toBe('Practicó ajedrez 30 días seguidos.');
    expect(SHARE_TEXTS.es.pageTitle('BraveKnight4821', 'Primer paso')).toBe('BraveKnight4821 consiguió “Primer paso” en Chess Quest');
  });
});
