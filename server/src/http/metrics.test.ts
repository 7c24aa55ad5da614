import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { Ack, GameDelta, Invitation, MultiplayerGame } from '@chess-quest/protocol/multiplayer';
import { createMetrics, MetricDefinitionError } from '../metrics';
import { newFamily, useTestServer, type TestServer } from '../test/fixture';
import { nextEvent, openSocket, request, sessionOf, type ClientSocket } from '../realtime/test-clients';

// /metrics on a real node (issue 28, decision 040): the names an operator's dashboards and
// alerts (infra/alerts.yml) read, labels that never say who someone is, and who may read it.

const TOKEN = randomBytes(24).toString('hex');

/** GET /metrics as Prometheus sends it, with whatever headers the case needs. */
function scrape(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/metrics`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every `name{labels} value` line of the exposition: the metric's name and its labels. */
function samples(text: string): { name: string; labels: Record<string, string> }[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? /.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels: Record<string, string> = {};
      for (const pair of (match[3] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[pair[1]!] = pair[2]!;
      return { name: match[1]!, labels };
    });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

describe('/metrics', () => {
  describe('without METRICS_TOKEN', () => {
    const server = useTestServer('pglite');
    const sockets: ClientSocket[] = [];
    afterAll(() => {
      for (const socket of sockets) socket.close();
    });

    async function child(srv: TestServer) {
      const family = await newFamily(srv);
      const socket = await openSocket(srv.url, { session: sessionOf(family.client) });
      sockets.push(socket);
      return { ...family, socket };
    }

    it('after a game with a move: the operator names are there, and no label says who anyone is', async () => {
      const a = await child(server);
      const b = await child(server);
      const started = nextEvent(b.socket, 'game:started');
      const sent = await request<Ack<Invitation>>(a.socket, 'invite:send', { receiverId: b.childId, timeControl: 600 });
      expect(sent.ok).toBe(true);
      const invitationId = (sent as { data: Invitation }).data.id;
      expect(await request<Ack<Invitation>>(b.socket, 'invite:respond', { invitationId, response: 'accept' })).toMatchObject({ ok: true });
      const game: MultiplayerGame = await started;
      const white = game.whitePlayerId === a.childId ? a : b;
      const moved = await request<Ack<GameDelta>>(white.socket, 'game:move', { gameId: game.id, move: 'e4', version: game.version });
      expect(moved).toMatchObject({ ok: true });
      // A refused move (not this player's turn) and a REST read with an id in its path.
      expect(await request<Ack<GameDelta>>(white.socket, 'game:move', { gameId: game.id, move: 'd4' })).toMatchObject({ ok: false, status: 409 });
      expect((await a.client.get(`/api/multiplayer/games/${game.id}`)).status).toBe(200);

      const scraped = await scrape(server.url);
      expect(scraped.status).toBe(200);
      expect(String(scraped.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
      const all = samples(scraped.body);
      const names = new Set(all.map((s) => s.name));
      for (const name of [
        'chessquest_sockets_open',
        'chessquest_socket_rooms',
        'chessquest_games_in_play',
        'chessquest_socket_events_total',
        'chessquest_socket_ack_seconds_bucket',
        'chessquest_outbox_pending',
        'chessquest_outbox_oldest_pending_age_seconds',
        'chessquest_outbox_set_aside',
        'chessquest_engine_queue_length',
        'chessquest_engine_workers',
        'chessquest_engine_queue_wait_seconds_count',
        'chessquest_http_request_duration_seconds_bucket',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
        'process_resident_memory_bytes',
      ]) {
        expect(names, name).toContain(name);
      }
      const value = (name: string, labels: Record<string, string> = {}) => {
        const line = scraped.body
          .split('\n')
          .find((l) => l.startsWith(name) && samples(l)[0]?.name === name && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
        return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined;
      };
      expect(value('chessquest_sockets_open', { transport: 'websocket' })).toBe(2);
      expect(value('chessquest_games_in_play')).toBeGreaterThanOrEqual(1);
      expect(value('chessquest_socket_rooms', { kind: 'game' })).toBe(1);
      expect(value('chessquest_socket_events_total', { event: 'game:move', outcome: 'ok' })).toBe(1);
      expect(value('chessquest_socket_events_total', { event: 'game:move', outcome: '409' })).toBe(1);
      expect(value('chessquest_socket_ack_seconds_count', { event: 'game:move' })).toBe(2);
      // The route's template, never its path with the game's id.
      expect(value('chessquest_http_request_duration_seconds_count', { route: '/api/multiplayer/games/:id', status: '200' })).toBe(1);

      // Who someone is appears nowhere: no id, no email, no name, no username, no session.
      const personal = [a, b].flatMap((f) => [f.childId, f.accountId, f.signUp.email, f.signUp.childFirstName, f.user.username, sessionOf(f.client)]);
      for (const sample of all) {
        for (const [label, labelValue] of Object.entries(sample.labels)) {
          expect(label, `${sample.name}`).not.toMatch(/user|child|account|player|profile|session|name|email|^id$|_id$|ip|address/i);
          expect(labelValue, `${sample.name}{${label}}`).not.toMatch(UUID);
          for (const secret of personal) expect(labelValue.includes(String(secret)), `${sample.name}{${label}="${labelValue}"}`).toBe(false);
        }
      }
    });

    it('is refused through a proxy: only a direct request from this machine is answered', async () => {
      const proxied = await scrape(server.url, { 'X-Forwarded-For': '203.0.113.9' });
      expect(proxied.status).toBe(403);
      expect(proxied.body).toMatch(/METRICS_TOKEN/);
      expect((await scrape(server.url, { Forwarded: 'for=203.0.113.9' })).status).toBe(403);
    });
  });

  describe('with METRICS_TOKEN', () => {
    const server = useTestServer('pglite', { metricsToken: TOKEN });

    it('answers the bearer token only', async () => {
      const none = await scrape(server.url);
      expect(none.status).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect((await scrape(server.url, { Authorization: `Bearer ${TOKEN.slice(1)}x` })).status).toBe(401);
      expect((await scrape(server.url, { Authorization: TOKEN })).status).toBe(401);
      const good = await scrape(server.url, { Authorization: `Bearer ${TOKEN}`, 'X-Forwarded-For': '203.0.113.9' });
      expect(good.status).toBe(200);
      expect(good.body).toContain('chessquest_http_request_duration_seconds_bucket');
    });
  });

  it('refuses to register a label that would say who someone is, or a name outside chessquest_', () => {
    const metrics = createMetrics({ defaults: false });
    for (const label of ['childId', 'user', 'account_id', 'username', 'session', 'email', 'ip']) {
      expect(() => metrics.counter({ name: `chessquest_test_${randomUUID().slice(0, 8)}_total`, help: 'x', labelNames: [label] }), label).toThrow(
        MetricDefinitionError,
      );
    }
    expect(() => metrics.counter({ name: 'moves_total', help: 'x' })).toThrow(MetricDefinitionError);
    // The same name twice is the same metric (two parts of a node may both ask for it).
    expect(metrics.counter({ name: 'chessquest_test_total', help: 'x', labelNames: ['event'] })).toBe(
      metrics.counter({ name: 'chessquest_test_total', help: 'x', labelNames: ['event'] }),
    );
  });
});
