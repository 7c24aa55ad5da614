import { Resvg } from '@resvg/resvg-js';
import { cutBadgeDescription, type RARITIES } from '@chess-quest/protocol/achievements';
import { iconShape } from './icons';

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

/** The badge as an SVG, 1200×630 (the Open Graph image size), the same art for download and preview. */
export function badgeSvg(art: BadgeArt): string {
  const colours = BADGE_PALETTE[art.rarity];
  const icon = iconShape(art.icon) ?? iconShape('trophy')!;
  const scale = 300 / Math.max(icon.width, icon.height);
  const by = art.username ? `<text x="560" y="520" font-size="34" fill="${colours.textColor}">Earned by ${escapeXml(art.username)}</text>` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="1200" height="630" rx="48" fill="${colours.backgroundColor}"/>`,
    `<rect x="24" y="24" width="1152" height="582" rx="36" fill="none" stroke="${colours.iconColor}" stroke-width="8"/>`,
    `<circle cx="300" cy="315" r="210" fill="#ffffff" stroke="${colours.iconColor}" stroke-width="10"/>`,
    `<g transform="translate(150 165) scale(${scale})">${icon.body}</g>`,
    `<text x="560" y="200" font-size="30" font-weight="bold" fill="${colours.iconColor}">CHESS QUEST · ${art.rarity.toUpperCase()}</text>`,
    `<text x="560" y="290" font-size="64" font-weight="bold" fill="${colours.textColor}">${escapeXml(art.title)}</text>`,
    ...wrap(cutBadgeDescription(art.description), 30).map(
      (line, i) => `<text x="560" y="${360 + i * 44}" font-size="32" fill="${colours.textColor}">${escapeXml(line)}</text>`,
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
