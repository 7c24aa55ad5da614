import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { actorFor, type Actor, type Role } from '../auth/roles';
import { parseInput } from '../http/errors';

/**
 * A REST route declared with its contract (decision 034): method, path, the role it needs,
 * the schemas of its input and answer, and a handler that receives the parsed input, the
 * acting user and its feature's services. `mountRoutes` turns the declarations into Express
 * routes, `openApiDocument` (openapi.ts) into docs/openapi.json: one source for both.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a route answers with on success. */
export type ResponseSpec<T> =
  /** JSON, with a schema from protocol/ (in the OpenAPI document). */
  | { kind: 'schema'; schema: z.ZodType<T>; description: string }
  /** JSON typed by a protocol/ type that has no zod schema yet: the document says only its description. */
  | { kind: 'typed'; description: string; typeName: string }
  /** No body (204). */
  | { kind: 'empty'; description: string }
  /** The handler writes the answer itself (a cached catalog, a redirect, a file, an image). */
  | { kind: 'custom'; description: string; contentType: string };

/** A JSON answer with its protocol schema. */
export function schemaAnswer<S extends z.ZodType>(schema: S, description: string): ResponseSpec<z.input<S>> {
  return { kind: 'schema', schema: schema as z.ZodType<z.input<S>>, description };
}
/** A JSON answer typed by a protocol type (named for the document). */
export function typedAnswer<T>(typeName: string, description: string): ResponseSpec<T> {
  return { kind: 'typed', typeName, description };
}
export function noContent(description = 'Done.'): ResponseSpec<void> {
  return { kind: 'empty', description };
}
export function customAnswer(contentType: string, description: string): ResponseSpec<void> {
  return { kind: 'custom', contentType, description };
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<S, R extends Role, P, Q, B> {
  actor: Actor<R>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  services: S;
  /** For what only a request has (the child's day from its time zone, the session). */
  req: Request;
  res: Response;
}

export interface RouteSpec<S, R extends Role, P, Q, B, T> {
  method: HttpMethod;
  /** Express path under /api, e.g. '/modules/:id'. */
  path: string;
  role: R;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: ResponseSpec<T>;
  /** The success status (200 unless said; 204 for `noContent`). */
  status?: number;
  /** Runs before the role's guard (a rate limit, passport). */
  use?: readonly RequestHandler[];
  /** Runs after the input is parsed and before the handler (a one-act parent approval). */
  guard?: (ctx: RouteContext<S, R, P, Q, B>) => void | Promise<void>;
  handler: (ctx: RouteContext<S, R, P, Q, B>) => T | Promise<T>;
}

/** A declared route, with its types erased so a feature can list several. */
export interface RouteDefinition<S> {
  method: HttpMethod;
  path: string;
  role: Role;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: ResponseSpec<unknown>;
  status?: number;
  use?: readonly RequestHandler[];
  guard?: (ctx: ErasedContext<S>) => void | Promise<void>;
  handler: (ctx: ErasedContext<S>) => unknown;
}

interface ErasedContext<S> {
  actor: Actor<Role>;
  params: unknown;
  query: unknown;
  body: unknown;
  services: S;
  req: Request;
  res: Response;
}

/**
 * The route declarer of a feature whose services are `S`:
 * `const route = routesOf<{ lessons: LessonsService }>();` then `route({ ... })`.
 */
export function routesOf<S>() {
  return function route<
    R extends Role,
    T,
    P extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(spec: RouteSpec<S, R, P, Q, B, T>): RouteDefinition<S> {
    return spec as unknown as RouteDefinition<S>;
  };
}

function successStatus<S>(route: RouteDefinition<S>): number {
  return route.status ?? (route.response.kind === 'empty' ? 204 : 200);
}

/**
 * Express routes for the declarations, in order: `use`, the role's guard (401/403 before
 * any input is read), params, query, body (a 400 naming the field), `guard`, the handler.
 */
export function mountRoutes<S>(routes: readonly RouteDefinition<S>[], services: S): Router {
  const router = Router();
  for (const route of routes) {
    const handle: RequestHandler = async (req, res) => {
      const actor = actorFor(route.role, req);
      const ctx: ErasedContext<S> = {
        actor,
        params: route.params ? parseInput(route.params, req.params) : undefined,
        query: route.query ? parseInput(route.query, req.query) : undefined,
        body: route.body ? parseInput(route.body, req.body) : undefined,
        services,
        req,
        res,
      };
      if (route.guard) await route.guard(ctx);
      const answer = await route.handler(ctx);
      if (route.response.kind === 'custom' || res.headersSent) return;
      const status = successStatus(route);
      if (route.response.kind === 'empty') res.status(status).end();
      else res.status(status).json(answer);
    };
    // The template, for the HTTP metrics (never the raw path, which holds ids): first, so a 429 of `use` has it too.
    const template: RequestHandler = (req, res, next) => {
      res.locals.routeTemplate = `${req.baseUrl}${route.path}`;
      next();
    };
    router[route.method](route.path, template, ...(route.use ?? []), handle);
  }
  return router;
}

export { successStatus };
