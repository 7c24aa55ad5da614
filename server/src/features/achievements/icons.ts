import { createRequire } from 'node:module';

/**
 * Reward icons from the Fluent Emoji Flat set (Microsoft, MIT; packaged by Iconify as
 * @iconify-json/fluent-emoji-flat, credited in the README). Read from the installed package,
 * never fetched at run time.
 */

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

let set: IconifySet | null = null;
function iconSet(): IconifySet {
  set ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconifySet;
  return set;
}

export interface IconShape {
  body: string;
  width: number;
  height: number;
}

export function iconShape(name: string): IconShape | null {
  const icons = iconSet();
  const icon = icons.icons[name] ?? icons.icons[icons.aliases?.[name]?.parent ?? ''];
  if (!icon) return null;
  return { body: icon.body, width: icon.width ?? icons.width ?? 16, height: icon.height ?? icons.height ?? 16 };
}

export function hasIcon(name: string): boolean {
  return iconShape(name) !== null;
}

/** A standalone SVG of the icon. */
export function iconSvg(name: string): string | null {
  const shape = iconShape(name);
  if (!shape) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${shape.width} ${shape.height}" width="${shape.width * 4}" height="${shape.height * 4}">${shape.body}</svg>`;
}
