import type { RequestHandler } from 'express';
import { defaultErrorCode } from '@chess-quest/protocol/errors';

// Checks every API request once, before any route reads it, for what no schema of ours
// means to accept and what breaks a layer below: a path that does not decode (a bad
// %-escape) and NUL characters, which PostgreSQL refuses in text ("invalid byte sequence")
// and which would otherwise surface as a 500 from deep inside a query.

const MAX_DEPTH = 20;

/** The path of the first string (or key) holding a NUL, e.g. "moves.2"; null when none. */
function nulAt(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\0')) return [...path, key.replaceAll('\0', '\\0')].join('.');
    const found = nulAt(inner, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function refuse(res: Parameters<RequestHandler>[1], message: string, field?: string) {
  res.status(400).json({ code: defaultErrorCode(400), message, ...(field ? { field } : {}) });
}

export const inputGuard: RequestHandler = (req, res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    refuse(res, 'The address is not valid: it has a broken %-escape.');
    return;
  }
  if (path.includes('\0')) {
    refuse(res, 'The address must not contain NUL characters.');
    return;
  }
  const inQuery = nulAt(req.query);
  if (inQuery !== null) {
    refuse(res, `${inQuery} must not contain NUL characters.`, inQuery);
    return;
  }
  const inBody = nulAt(req.body);
  if (inBody !== null) {
    refuse(res, `${inBody} must not contain NUL characters.`, inBody);
    return;
  }
  next();
};
