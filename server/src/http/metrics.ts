import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Metrics } from '../metrics';

/** Seconds: most answers take a few milliseconds, a sign-in's password hash tens. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The template a request matched, never its raw path (which holds ids): a feature route's as
 * platform/route.ts recorded it (`/api/multiplayer/games/:id/move`), else Express's matched
 * route (`/healthz`, `/share/:type/:id`, the app's page fallback `/{*path}`), else `other`
 * (static files, 404s).
 */
export function routeTemplate(req: Request, res: Response): string {
  const recorded = res.locals.routeTemplate as unknown;
  if (typeof recorded === 'string') return recorded;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'other';
}

/**
 * Times every HTTP answer by method, route template and status (issue 28), and counts answers
 * refused by a rate limit (429) by route: on the sign-in routes (POST /api/login, /api/signup,
 * /api/class-login, /api/class-login/quick, /api/teachers/signup) those are the sign-in limits hit.
 */
export function httpMetrics(metrics: Metrics): RequestHandler {
  const duration = metrics.histogram({
    name: 'chessquest_http_request_duration_seconds',
    help: 'HTTP answers of this node by method, route template (never the raw path) and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
  });
  const limited = metrics.counter({
    name: 'chessquest_http_rate_limited_total',
    help: 'HTTP requests refused by a rate limit (429), by method and route template; on the sign-in routes these are the sign-in limits hit.',
    labelNames: ['method', 'route'],
  });
  return (req, res, next) => {
    const start = performance.now();
    res.once('finish', () => {
      const route = routeTemplate(req, res);
      duration.observe({ method: req.method, route, status: String(res.statusCode) }, (performance.now() - start) / 1000);
      if (res.statusCode === 429) limited.inc({ method: req.method, route });
    });
    next();
  };
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/** A request that came through a proxy: its peer is the proxy, whatever address that has. */
function proxied(req: Request): boolean {
  return Boolean(req.headers['x-forwarded-for'] || req.headers.forwarded || req.headers['x-real-ip']);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics (decision 040). With METRICS_TOKEN set, every request must send it as
 * `Authorization: Bearer <token>` (401 otherwise). Without one, only a direct request from
 * this machine (a loopback peer, with no proxy header) is answered; anything else is 403, so
 * a node reachable from outside never shows its metrics by mistake.
 */
export function metricsEndpoint(metrics: Metrics, token: string | null): RequestHandler {
  return async (req, res, next) => {
    if (token) {
      const header = req.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !sameToken(given, token)) {
        res
          .status(401)
          .set('WWW-Authenticate', 'Bearer realm="metrics"')
          .type('text/plain')
          .send('Metrics need the metrics token: send "Authorization: Bearer <METRICS_TOKEN>".\n');
        return;
      }
    } else if (!isLoopback(req.socket.remoteAddress) || proxied(req)) {
      res
        .status(403)
        .type('text/plain')
        .send('Metrics are served only to this machine (loopback, not through a proxy) while METRICS_TOKEN is not set.\n');
      return;
    }
    try {
      const text = await metrics.text();
      res.set('Cache-Control', 'no-store').type(metrics.contentType).send(text);
    } catch (error) {
      next(error);
    }
  };
}
