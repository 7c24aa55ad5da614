/**
 * The classes this device signed in to (a shared classroom tablet): the next child taps the
 * class's tile instead of typing its code. Only the code and the class's name are kept, never
 * a child's name or pictures.
 */
export interface RememberedClass {
  code: string;
  name: string;
}

export const REMEMBERED_CLASSES_KEY = 'chess-quest:classes';
/** A device serves a few classes at most; past this the oldest is forgotten. */
export const MAX_REMEMBERED_CLASSES = 6;

function isRememberedClass(value: unknown): value is RememberedClass {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.code === 'string' && typeof record.name === 'string' && record.code !== '';
}

/** The remembered classes as stored, most recent first; anything unreadable counts as none. */
export function parseRemembered(stored: string | null): RememberedClass[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isRememberedClass).slice(0, MAX_REMEMBERED_CLASSES) : [];
  } catch {
    return [];
  }
}

/** The list after a sign-in to this class: it moves to the front (its name as it is now), the oldest past the limit dropped. */
export function withClass(list: readonly RememberedClass[], entry: RememberedClass): RememberedClass[] {
  return [entry, ...list.filter((c) => c.code !== entry.code)].slice(0, MAX_REMEMBERED_CLASSES);
}

export function withoutClass(list: readonly RememberedClass[], code: string): RememberedClass[] {
  return list.filter((c) => c.code !== code);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (a private window's settings): the child types the code
  }
}

export function loadRememberedClasses(): RememberedClass[] {
  return parseRemembered(storage()?.getItem(REMEMBERED_CLASSES_KEY) ?? null);
}

export function saveRememberedClasses(list: readonly RememberedClass[]): void {
  try {
    storage()?.setItem(REMEMBERED_CLASSES_KEY, JSON.stringify(list));
  } catch {
    // full or blocked: the device simply does not remember
  }
}
