import type { Router } from 'express';
import type { BackgroundJob } from './background';
import type { FactSubscriber } from './events/outbox';
import type { AnyFeature, Infrastructure } from './platform/feature';
import type { Ports } from './platform/ports';
import { mountRoutes } from './platform/route';
import type { SocketContext, SocketPartFactory } from './realtime/kernel';

/** Every feature of a node, built once: what app.ts mounts and server.ts starts. */
export interface ComposedFeatures {
  /** Each feature's services, by feature name (tests and the gateway read them). */
  services: ReadonlyMap<string, unknown>;
  ports: Ports;
  /** Each feature's routes, in list order, to mount under /api. */
  routers: readonly Router[];
  subscribers: readonly FactSubscriber[];
  jobs: readonly BackgroundJob[];
  /** Each feature's live side, for the gateway (server.ts hands them to it when it attaches). */
  sockets: readonly SocketPartFactory[];
}

/**
 * The composition root (decision 034): creates each feature's services once, in list order,
 * hands each the ports earlier and later features lend (read when called, not at creation),
 * and collects their routes, subscribers, jobs and socket parts.
 */
export function composeFeatures(features: readonly AnyFeature[], infra: Infrastructure): ComposedFeatures {
  const names = new Set<string>();
  const ports = {} as Ports;
  const built: { feature: AnyFeature; services: unknown }[] = [];
  for (const feature of features) {
    if (names.has(feature.name)) throw new Error(`Two features are named ${feature.name}`);
    names.add(feature.name);
    const services = feature.create(infra, ports);
    Object.assign(ports, feature.provides?.(services) ?? {});
    built.push({ feature, services });
  }
  return {
    services: new Map(built.map(({ feature, services }) => [feature.name, services])),
    ports,
    routers: built.filter(({ feature }) => feature.routes?.length).map(({ feature, services }) => mountRoutes(feature.routes!, services)),
    subscribers: built.flatMap(({ feature, services }) => feature.subscribers?.(services, infra) ?? []),
    jobs: built.flatMap(({ feature, services }) => feature.jobs?.(services, infra) ?? []),
    sockets: built.flatMap(({ feature, services }) => (feature.socket ? [(ctx: SocketContext) => feature.socket!(services, ctx, infra)] : [])),
  };
}
