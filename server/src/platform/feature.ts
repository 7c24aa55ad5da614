import type { RedisClientType } from 'redis';
import type { Authenticator } from '../auth/passport';
import type { SessionCache } from '../auth/session-cache';
import type { BackgroundJob } from '../background';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EnginePool } from '../engine/engine-pool';
import type { PuzzleShelf } from '../domain/puzzle-shelf';
import type { DomainEvents } from '../events/domain-events';
import type { FactSubscriber, Outbox } from '../events/outbox';
import type { Logger } from '../logger';
import type { SessionSockets, SocketContext, SocketPart } from '../realtime/kernel';
import type { Ports } from './ports';
import type { RouteDefinition } from './route';

/**
 * What the composition root (server/src/composition.ts) hands every feature: the node's
 * infrastructure, built once. A feature takes what it needs in `create` and nothing else;
 * it never builds another feature's service.
 */
export interface Infrastructure {
  config: Config;
  db: Database;
  logger: Logger;
  redis: RedisClientType | null;
  engine: EnginePool;
  /** Facts: services record them in their transactions (decision 010). */
  facts: Outbox;
  /** In-process domain events of this node (moves, clocks, invitations). */
  events: DomainEvents;
  /** Sign-in and sessions (the auth kernel): what a feature that signs in, switches or ends a session uses. */
  sessions: SessionKernel;
  /** The puzzle library in memory, one per node (domain/puzzle-shelf.ts): the catalog's puzzle of the day and the puzzles feature read it. */
  shelf: PuzzleShelf;
}

/** The sessions of this node, built by app.ts ahead of the features (its middleware reads them on every request). */
export interface SessionKernel {
  /** Passport: `req.login` and the OpenID Connect sign-in (auth/passport.ts). */
  passport: Authenticator;
  /** What this node keeps of sessions and of an account's reads, dropped on every node (decision 022). */
  cache: SessionCache;
  /** Ends a session's or a child's sockets on every node (a sign-out, a switch of child, a child removed). */
  sockets: SessionSockets;
}

/**
 * One server feature, one shape (decision 034). A feature's folder exports one definition,
 * and `server/src/features/index.ts` lists them; nothing else registers a feature's parts.
 * - `create` builds its services once, from the infrastructure and the ports other features
 *   lend it (platform/ports.ts: by name, never an import of the other feature). A port is
 *   called when a request or a fact comes, not inside `create` (features are created in list order).
 * - `routes` are declared with their contract (platform/route.ts) and mounted under /api.
 * - `subscribers` react to facts exactly once (outbox); `jobs` run in the background of every
 *   node (started and stopped with it).
 * - `provides` lends other features what they may call (a port), by name.
 * - `socket` is its live side (realtime/kernel.ts `SocketPart`): the client events it answers,
 *   what it does when a socket connects, and its pushes (of domain events, and of facts through
 *   fact subscribers that emit). The gateway calls it once, when it attaches to the node.
 */
export interface FeatureDefinition<S> {
  /** The name a user sees, the same folder name on the server and the web (docs/architecture.md). */
  name: string;
  create(infra: Infrastructure, ports: Ports): S;
  routes?: readonly RouteDefinition<S>[];
  subscribers?: (services: S, infra: Infrastructure) => readonly FactSubscriber[];
  jobs?: (services: S, infra: Infrastructure) => readonly BackgroundJob[];
  provides?: (services: S) => Partial<Ports>;
  socket?: (services: S, ctx: SocketContext, infra: Infrastructure) => SocketPart;
}

/** Erased, for the feature list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFeature = FeatureDefinition<any>;

/** Declares a feature; its services' type follows from `create`. */
export function defineFeature<S>(definition: FeatureDefinition<S>): FeatureDefinition<S> {
  return definition;
}
