import type { AvatarParts } from './customization';

/**
 * A built avatar (spec §6, premium) as an SVG document, from the project's own parts: face,
 * hair, eyes, mouth and one extra. Every value is one of AVATAR_PARTS (checked by
 * avatarSchema before it is stored), so nothing from outside is written into the markup.
 * The server serves it as the child's picture; the builder previews the same drawing.
 */
export function avatarSvg({ skin, hair, hairColor, eyes, mouth, accessory, background }: AvatarParts): string {
  const ink = '#2a1e14';
  const parts: string[] = [`<circle cx="32" cy="32" r="32" fill="${background}"/>`];
  if (hair === 'long') parts.push(`<path d="M14 30c0-14 8-20 18-20s18 6 18 20v22H14z" fill="${hairColor}"/>`);
  parts.push(`<circle cx="32" cy="34" r="16" fill="${skin}"/>`);
  const cap = `<path d="M16 30c0-10 7-15 16-15s16 5 16 15c-4-5-10-7-16-7s-12 2-16 7z" fill="${hairColor}"/>`;
  if (hair === 'short' || hair === 'long') parts.push(cap);
  if (hair === 'bun') parts.push(`<circle cx="32" cy="12" r="6" fill="${hairColor}"/>`, cap);
  if (hair === 'curly') {
    [18, 24, 30, 36, 42, 46].forEach((x, i) => parts.push(`<circle cx="${x}" cy="${i % 2 === 0 ? 20 : 17}" r="6" fill="${hairColor}"/>`));
  }
  if (hair === 'spiky') parts.push(`<path d="M16 28l3-12 5 6 4-9 4 8 4-8 4 9 5-6 3 12c-5-4-10-5-16-5s-11 1-16 5z" fill="${hairColor}"/>`);
  const dot = (x: number) => `<circle cx="${x}" cy="33" r="2.5" fill="${ink}"/>`;
  const line = (d: string, width = 2) => `<path d="${d}" stroke="${ink}" stroke-width="${width}" fill="none" stroke-linecap="round"/>`;
  if (eyes === 'round') parts.push(dot(26), dot(38));
  if (eyes === 'happy') parts.push(line('M23 34q3-4 6 0M35 34q3-4 6 0'));
  if (eyes === 'wink') parts.push(dot(26), line('M35 33h6'));
  if (eyes === 'stars') {
    for (const x of [26, 38]) parts.push(`<path d="M${x} 30l1 2.2 2.4.3-1.8 1.6.5 2.4-2.1-1.2-2.1 1.2.5-2.4-1.8-1.6 2.4-.3z" fill="#b45309"/>`);
  }
  if (mouth === 'smile' || mouth === 'tongue') parts.push(line('M26 41q6 5 12 0'));
  if (mouth === 'tongue') parts.push(`<path d="M30 43.5q2 4 4 0z" fill="#e11d48"/>`);
  if (mouth === 'grin') parts.push(`<path d="M25 40h14q-1 7-7 7t-7-7z" fill="${ink}"/>`);
  if (mouth === 'open') parts.push(`<ellipse cx="32" cy="42" rx="3.5" ry="4" fill="${ink}"/>`);
  if (accessory === 'glasses') {
    parts.push(
      `<g stroke="#1e293b" stroke-width="1.8" fill="none"><circle cx="26" cy="33" r="5"/><circle cx="38" cy="33" r="5"/><path d="M31 33h2"/></g>`,
    );
  }
  if (accessory === 'crown') parts.push(`<path d="M20 16l4 8 8-10 8 10 4-8v10H20z" fill="#fcd34d" stroke="#b45309" stroke-width="1"/>`);
  if (accessory === 'cap') parts.push(`<path d="M15 26q0-12 17-12t17 12zM44 24h12v4H44z" fill="#1d4ed8"/>`);
  if (accessory === 'bow') parts.push(`<path d="M40 16l8-5v10zM40 16l-8-5v10z" fill="#db2777"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="128" height="128">${parts.join('')}</svg>`;
}

export const avatarDataUrl = (parts: AvatarParts) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(avatarSvg(parts))}`;

/** Where the server draws a child's built avatar; `version` changes with each save so browsers fetch the new one. */
export const builtAvatarUrl = (childId: string, version: number) => `/api/avatars/built/${childId}?v=${version}`;
