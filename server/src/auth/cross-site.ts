import type { RequestHandler } from 'express';
import { sendError } from '../http/errors';

/** The host of an Origin header; null for `null` (sandboxed pages, file:) and anything unparsable. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends on behalf of another site.
 * Browsers mark every request with Sec-Fetch-Site (and cross-origin ones with Origin);
 * a request that carries neither comes from a non-browser client, which cannot ride on
 * a victim's cookies. Same approach as Go's http.CrossOriginProtection; with the
 * SameSite=Lax session cookie it closes cross-site request forgery without tokens.
 */
export function crossSiteProtection(publicUrl: string, exemptPaths: string[] = []): RequestHandler {
  const trustedOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || exemptPaths.includes(req.path)) {
      next();
      return;
    }
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'same-origin' || fetchSite === 'none') {
      next();
      return;
    }
    const origin = req.get('origin');
    if (!fetchSite && !origin) {
      next();
      return;
    }
    const host = req.get('host');
    if (origin && (origin === trustedOrigin || (host && hostOf(origin) === host))) {
      next();
      return;
    }
    sendError(res, 403, 'Cross-site request refused.');
  };
}
