import { Resvg } from '@resvg/resvg-js';
import { cutBadgeDescription, type RARITIES } from '@chess-quest/protocol/achievements';
import type { Locale } from '@chess-quest/protocol/locales';
import { iconShape } from './icons';
import { SHARE_TEXTS } from './share-texts';

type Rarity = (typeof RARITIES)[number];

/** The colours of a share badge, by rarity (spec §3 Share badge data: the server chooses them). */
export const BADGE_PALETTE: Record<Rarity, { iconColor: string; backgroundColor: string; textColor: string }> = {
  common: { iconColor: '#15803d', backgroundColor: '#dcfce7', textColor: '#14532d' },
  rare: { iconColor: '#1d4ed8', backgroundColor: '#dbeafe', textColor: '#1e3a8a' },
  epic: { iconColor: '#7e22ce', backgroundColor: '#f3e8ff', textColor: '#581c87' },
  legendary: { iconColor: '#b45309', backgroundColor: '#fef3c7', textColor: '#78350f' },
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export interface BadgeArt {
  title: string;
  description: string;
  icon: string;
  rarity: Rarity;
  /** The child's generated username (never a real name); absent on the downloadable badge. */
  username?: string;
}

/** Lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Where the badge's words start, and how far they may reach (the inner border is at 1176). */
export const TEXT_LEFT = 560;
export const TEXT_RIGHT = 1150;
/** Widest bold DejaVu Sans letters of a title, in em (measured: 0.58-0.61 for English and Spanish words). */
const BOLD_EM = 0.64;

/**
 * The title's size and lines: one line at 64 px when it fits, else the largest size from 56
 * down to 36 at which it fits on two lines (a chapter title such as "La mañana en que se heló
 * el tablero" is 35 letters; English ones reach 27). Words are never cut.
 */
export function fitTitle(title: string): { size: number; lines: string[] } {
  const width = TEXT_RIGHT - TEXT_LEFT;
  for (const size of [64, 56, 48, 42, 36]) {
    const perLine = Math.floor(width / (BOLD_EM * size));
    const lines = wrap(title, perLine);
    if (lines.length <= (size === 64 ? 1 : 2) && lines.every((line) => line.length <= perLine)) return { size, lines };
  }
  return { size: 36, lines: wrap(title, Math.floor(width / (BOLD_EM * 36))) };
}

/** The badge as an SVG, 1200×630 (the Open Graph image size), the same art for download and preview, its words in `locale`. */
export function badgeSvg(art: BadgeArt, locale: Locale = 'en'): string {
  const texts = SHARE_TEXTS[locale];
  const colours = BADGE_PALETTE[art.rarity];
  const icon = iconShape(art.icon) ?? iconShape('trophy')!;
  const scale = 300 / Math.max(icon.width, icon.height);
  const title = fitTitle(art.title);
  const titleTop = title.lines.length === 1 ? 290 : 262;
  const titleLines = title.lines.map(
    (line, i) =>
      `<text x="${TEXT_LEFT}" y="${titleTop + i * Math.round(title.size * 1.15)}" font-size="${title.size}" font-weight="bold" fill="${colours.textColor}">${escapeXml(line)}</text>`,
  );
  const descriptionTop = titleTop + (title.lines.length - 1) * Math.round(title.size * 1.15) + 70;
  const by = art.username
    ? `<text x="${TEXT_LEFT}" y="540" font-size="34" fill="${colours.textColor}">${escapeXml(texts.earnedBy(art.username))}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="1200" height="630" rx="48" fill="${colours.backgroundColor}"/>`,
    `<rect x="24" y="24" width="1152" height="582" rx="36" fill="none" stroke="${colours.iconColor}" stroke-width="8"/>`,
    `<circle cx="300" cy="315" r="210" fill="#ffffff" stroke="${colours.iconColor}" stroke-width="10"/>`,
    `<g transform="translate(150 165) scale(${scale})">${icon.body}</g>`,
    `<text x="${TEXT_LEFT}" y="190" font-size="30" font-weight="bold" fill="${colours.iconColor}">CHESS QUEST · ${escapeXml(texts.rarity[art.rarity])}</text>`,
    ...titleLines,
    ...wrap(cutBadgeDescription(art.description), 30).map(
      (line, i) => `<text x="${TEXT_LEFT}" y="${descriptionTop + i * 44}" font-size="32" fill="${colours.textColor}">${escapeXml(line)}</text>`,
    ),
    by,
    `</svg>`,
  ].join('');
}

/** The PNG preview of the public share page, rendered from the same SVG (system fonts, nothing fetched). */
export function badgePng(svg: string): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } });
  return resvg.render().asPng();
}
