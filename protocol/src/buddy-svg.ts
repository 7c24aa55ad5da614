import type { BuddyId } from './buddies';

/**
 * The buddies' pictures (decision 042), drawn for the project in code like the avatars
 * (avatar-svg.ts) and under the project's licence, GPL-3.0. Fixed markup, nothing from outside.
 */
const ink = '#2a1e14';
const eyes = (y: number, gap = 8) =>
  `<circle cx="${32 - gap}" cy="${y}" r="2.6" fill="${ink}"/><circle cx="${32 + gap}" cy="${y}" r="2.6" fill="${ink}"/>`;
const smile = (y: number) => `<path d="M26 ${y}q6 5 12 0" stroke="${ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
const cheeks = (y: number) =>
  `<circle cx="20" cy="${y}" r="3" fill="#f9a8d4" opacity=".7"/><circle cx="44" cy="${y}" r="3" fill="#f9a8d4" opacity=".7"/>`;

const DRAWINGS: Record<BuddyId, { background: string; body: string }> = {
  // A round brown bear with a honey-coloured muzzle.
  bramble: {
    background: '#fde68a',
    body: [
      '<circle cx="17" cy="17" r="8" fill="#92400e"/><circle cx="47" cy="17" r="8" fill="#92400e"/>',
      '<circle cx="17" cy="17" r="4" fill="#fbbf24"/><circle cx="47" cy="17" r="4" fill="#fbbf24"/>',
      '<circle cx="32" cy="35" r="20" fill="#b45309"/>',
      '<ellipse cx="32" cy="42" rx="10" ry="8" fill="#fcd34d"/>',
      eyes(31),
      '<ellipse cx="32" cy="39" rx="3.5" ry="2.5" fill="#2a1e14"/>',
      smile(43),
    ].join(''),
  },
  // A white pony with a pink mane, seen from the front.
  pippa: {
    background: '#bfdbfe',
    body: [
      '<path d="M20 14l4 10-8 2zM44 14l-4 10 8 2z" fill="#f1f5f9" stroke="#94a3b8" stroke-width="1"/>',
      '<ellipse cx="32" cy="34" rx="15" ry="20" fill="#f8fafc" stroke="#94a3b8" stroke-width="1.2"/>',
      '<path d="M22 16q10-8 20 0q-4 2-5 8q-5-5-10 0q-1-6-5-8z" fill="#ec4899"/>',
      '<ellipse cx="32" cy="46" rx="10" ry="7" fill="#fbcfe8"/>',
      '<circle cx="28" cy="46" r="1.6" fill="#2a1e14"/><circle cx="36" cy="46" r="1.6" fill="#2a1e14"/>',
      eyes(32, 7),
      smile(49).replace('q6 5 12 0', 'q6 3 12 0'),
    ].join(''),
  },
  // A hedgehog: a spiky brown back around a light face with a little nose.
  hugo: {
    background: '#bbf7d0',
    body: [
      '<path d="M8 40l4-12-6-6 9-3-2-9 9 3 3-8 6 6 6-6 3 8 9-3-2 9 9 3-6 6 4 12z" fill="#78350f"/>',
      '<ellipse cx="32" cy="40" rx="17" ry="14" fill="#fde7c7"/>',
      eyes(37, 7),
      '<circle cx="32" cy="44" r="3" fill="#2a1e14"/>',
      cheeks(44),
      smile(47).replace('M26', 'M27').replace('q6 5 12 0', 'q5 4 10 0'),
    ].join(''),
  },
  // A green turtle with a patterned shell behind its head.
  tessa: {
    background: '#fbcfe8',
    body: [
      '<ellipse cx="32" cy="44" rx="26" ry="16" fill="#15803d"/>',
      '<path d="M16 44h32M24 32l-4 22M40 32l4 22" stroke="#166534" stroke-width="2"/>',
      '<circle cx="32" cy="27" r="15" fill="#86efac"/>',
      eyes(25, 6),
      cheeks(31)
        .replace(/cx="20"/, 'cx="22"')
        .replace(/cx="44"/, 'cx="42"'),
      smile(30).replace('M26', 'M27').replace('q6 5 12 0', 'q5 4 10 0'),
    ].join(''),
  },
};

export function buddySvg(id: BuddyId): string {
  const { background, body } = DRAWINGS[id];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="128" height="128"><circle cx="32" cy="32" r="32" fill="${background}"/>${body}</svg>`;
}

export const buddyDataUrl = (id: BuddyId) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(buddySvg(id))}`;
