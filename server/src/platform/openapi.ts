import { z } from 'zod';
import { apiErrorSchema } from '@chess-quest/protocol/errors';
import { ROLE_DESCRIPTIONS, type Role } from '../auth/roles';
import type { AnyFeature } from './feature';
import { successStatus, type RouteDefinition } from './route';

/**
 * The OpenAPI 3.1 document of the REST API, made from the same route declarations and zod
 * schemas the server runs (decision 034): it cannot say something the routes do not do.
 * Served at /api/openapi.json outside production, written to docs/openapi.json by
 * `npm run openapi`, and compared with that file by a test, so the checked-in copy cannot drift.
 */
type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return rest;
}

/** '/modules/:id/steps/:index' → '/api/modules/{id}/steps/{index}' */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

function objectProperties(schema: z.ZodType): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = jsonSchema(schema, 'input');
  return { properties: (json.properties ?? {}) as Record<string, JsonSchema>, required: (json.required ?? []) as string[] };
}

function parameters(route: RouteDefinition<unknown>): JsonSchema[] {
  const out: JsonSchema[] = [];
  const pathNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  const params = route.params ? objectProperties(route.params) : { properties: {}, required: [] };
  for (const name of pathNames) {
    out.push({ name, in: 'path', required: true, schema: params.properties[name] ?? { type: 'string' } });
  }
  if (route.query) {
    const query = objectProperties(route.query);
    for (const [name, schema] of Object.entries(query.properties)) {
      out.push({ name, in: 'query', required: query.required.includes(name), schema });
    }
  }
  return out;
}

function successResponse(route: RouteDefinition<unknown>): JsonSchema {
  const { response } = route;
  switch (response.kind) {
    case 'schema':
      return { description: response.description, content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } } };
    case 'typed':
      return {
        description: `${response.description} (protocol type \`${response.typeName}\`)`,
        content: { 'application/json': { schema: { 'x-protocol-type': response.typeName } } },
      };
    case 'empty':
      return { description: response.description };
    case 'custom':
      return { description: response.description, content: { [response.contentType]: {} } };
  }
}

const ERROR = { $ref: '#/components/schemas/ApiError' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

function errorResponses(route: RouteDefinition<unknown>): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  if (route.params || route.query || route.body) out['400'] = errorAnswer('The input is not valid: the message names the field.');
  const roles: Role[] = ['account', 'child', 'parent', 'teacher'];
  if (roles.includes(route.role)) out['401'] = errorAnswer('Not signed in (or, for a child call, no child profile is active).');
  if (route.role === 'parent') out['403'] = errorAnswer('The parent area is locked: the PIN opens it (code parent_gate_required).');
  if (route.role === 'teacher')
    out['403'] = errorAnswer('The adult area is locked (code parent_gate_required), or the account is not a teacher (code forbidden).');
  out.default = errorAnswer('Any other error, in the same shape.');
  return out;
}

function operation(feature: AnyFeature, route: RouteDefinition<unknown>): JsonSchema {
  const op: JsonSchema = {
    operationId: `${route.method}${openApiPath(route.path)
      .replace(/[{}]/g, '')
      .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: route.summary,
    tags: [feature.name],
    'x-role': route.role,
    description: `Role: ${route.role}. ${ROLE_DESCRIPTIONS[route.role]}`,
    security: route.role === 'anyone' ? [] : [{ session: [] }],
  };
  const params = parameters(route);
  if (params.length > 0) op.parameters = params;
  if (route.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
  op.responses = { [String(successStatus(route))]: successResponse(route), ...errorResponses(route) };
  return op;
}

/** The API's version in the document; raise it when a route changes in a way clients notice. */
export const API_VERSION = '1.0.0';

export function openApiDocument(features: readonly AnyFeature[], version = API_VERSION): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const feature of features) {
    for (const route of feature.routes ?? []) {
      const at = (paths[openApiPath(route.path)] ??= {});
      if (at[route.method]) throw new Error(`Two routes declare ${route.method.toUpperCase()} ${route.path}`);
      at[route.method] = operation(feature, route as RouteDefinition<unknown>);
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(paths)
      .sort()
      .map((key) => [key, paths[key]]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Chess Quest API',
      version,
      description:
        'The REST API of Chess Quest, made from the route declarations of server/src/features/*/routes.ts (decision 034). ' +
        'Every answer that is an error has the ApiError shape. Live events go over Socket.IO and are not described here.',
      license: { name: 'GPL-3.0-or-later', identifier: 'GPL-3.0-or-later' },
    },
    servers: [{ url: '/' }],
    tags: features.filter((feature) => feature.routes?.length).map((feature) => ({ name: feature.name })),
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cq.sid' } },
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
    },
    paths: sorted,
  };
}
