/**
 * Socket.IO bots for the realtime benchmark: each one is a child's browser tab with a
 * signed-in session. Paired bots challenge each other, accept, and play real games of
 * random legal moves (chess.js), each moving only when the server says it is its turn.
 */
import { Chess } from 'chess.js';
import { io as connect, type Socket } from 'socket.io-client';
import type { Ack, ClientToServerEvents, Invitation, GameDelta, MultiplayerGame, ServerToClientEvents } from '@chess-quest/protocol/multiplayer';
import type { BenchPlayer } from './realtime-seed';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface BotOptions {
  /** The public origin the nodes accept (their PUBLIC_URL). */
  origin: string;
  /** Thinking time before each move, ms, uniform in [min, max]. */
  think: [number, number];
  timeControl: 300 | 600 | 900 | 1800;
  /** A game is resigned (and a new one challenged) at this many plies, as children's games are short. */
  maxPlies: number;
  random: () => number;
}

/** Everything measured, with performance.now() stamps so a window can be cut out later. */

/** What a bot reads of a game: the whole game when it starts, a delta after each change. */
type BotGame = Pick<MultiplayerGame, 'id' | 'whitePlayerId' | 'blackPlayerId' | 'gameStatus' | 'currentTurn' | 'fen' | 'version'> & { ply: number };
export class Metrics {
  readonly ackMs: [number, number][] = [];
  readonly pushMs: [number, number][] = [];
  /** Refusals and time-outs by event and status, with the first message seen. */
  readonly failures = new Map<string, { count: number; example: string }>();
  gamesStarted = 0;
  gamesFinished = 0;
  disconnects = 0;
  /** Sent moves by `gameId:ply`, for the opponent's side of the round trip. */
  readonly sentAt = new Map<string, number>();

  fail(what: string, example = ''): void {
    const seen = this.failures.get(what);
    if (seen) seen.count += 1;
    else this.failures.set(what, { count: 1, example });
  }
}

export class Bot {
  socket: ClientSocket | null = null;
  game: { id: string; color: 'white' | 'black'; scheduledPly: number } | null = null;
  /** The bot that challenges again when a game ends. */
  opponent: Bot | null = null;
  challenger = false;
  /**
   * 'pairs': the bot plays its fixed opponent, the challenger challenging again after each
   * game; 'arena': the server pairs it (arena waves), so it never challenges and a game is
   * counted once, by its white player. Stopped: no new move or challenge.
   */
  mode: 'pairs' | 'arena' = 'pairs';
  stopped = false;
  /** Each game that starts for this bot, and each that ends (the arena bench times the wait between them). */
  onStarted: ((game: MultiplayerGame) => void) | null = null;
  onEnded: ((gameId: string) => void) | null = null;

  constructor(
    readonly player: BenchPlayer,
    readonly url: string,
    private readonly options: BotOptions,
    private readonly metrics: Metrics,
  ) {}

  connect(): Promise<void> {
    const socket: ClientSocket = connect(this.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: `cq.sid=${this.player.session}`, origin: this.options.origin },
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
    });
    this.socket = socket;
    socket.on('invitation:update', (invitation) => this.onInvitation(invitation));
    socket.on('game:started', (game) => {
      this.onStarted?.(game);
      this.onGame({ ...game, ply: game.moves.length }, true);
    });
    // Changes come as deltas (decision 028): a bot needs the position, the turn and the ply.
    socket.on('game:delta', (delta) => this.onGame(delta, false));
    return new Promise((resolve, reject) => {
      socket.once('connect', () => {
        socket.on('disconnect', () => {
          this.metrics.disconnects += 1;
        });
        resolve();
      });
      socket.once('connect_error', (error) => reject(error));
    });
  }

  async joinLobby(): Promise<void> {
    const result = await this.socket!.timeout(60_000).emitWithAck('lobby:join');
    if (!result.ok) this.metrics.fail(`lobby:join ${result.status}`, result.message);
  }

  async challenge(): Promise<void> {
    if (!this.opponent || this.stopped) return;
    const result = (await this.socket!.timeout(60_000).emitWithAck('invite:send', {
      receiverId: this.opponent.player.childId,
      timeControl: this.options.timeControl,
    })) as Ack<Invitation>;
    if (!result.ok) this.metrics.fail(`invite:send ${result.status}`, result.message);
  }

  private onInvitation(invitation: Invitation): void {
    if (invitation.receiverId !== this.player.childId || invitation.status !== 'pending') return;
    this.socket!.timeout(60_000)
      .emitWithAck('invite:respond', { invitationId: invitation.id, response: 'accept' })
      .then((result: Ack<Invitation>) => {
        if (!result.ok) this.metrics.fail(`invite:respond ${result.status}`, result.message);
      })
      .catch(() => this.metrics.fail('invite:respond timeout'));
  }

  private onGame(game: BotGame, started: boolean): void {
    const me = this.player.childId;
    if (game.whitePlayerId !== me && game.blackPlayerId !== me) return;
    if (started) {
      this.game = { id: game.id, color: game.whitePlayerId === me ? 'white' : 'black', scheduledPly: -1 };
      if (this.mode === 'pairs' ? this.challenger : this.game.color === 'white') this.metrics.gamesStarted += 1;
      // A challenge accepted after the bot stopped: that game is resigned at once.
      if (this.stopped) void this.stop();
    }
    if (!this.game || this.game.id !== game.id) return;
    const ply = game.ply;
    if (!started) {
      const sent = this.metrics.sentAt.get(`${game.id}:${ply}`);
      if (sent !== undefined && game.currentTurn === this.game.color) {
        const now = performance.now();
        this.metrics.pushMs.push([now, now - sent]);
        this.metrics.sentAt.delete(`${game.id}:${ply}`);
      }
    }
    if (game.gameStatus !== 'active') {
      const color = this.game.color;
      this.game = null;
      this.onEnded?.(game.id);
      if (this.mode === 'arena') {
        if (color === 'white') this.metrics.gamesFinished += 1;
      } else if (this.challenger) {
        this.metrics.gamesFinished += 1;
        if (!this.stopped) setTimeout(() => void this.challenge().catch(() => this.metrics.fail('invite:send timeout')), 500);
      }
      return;
    }
    if (game.currentTurn !== this.game.color || this.game.scheduledPly >= ply) return;
    this.game.scheduledPly = ply;
    const [min, max] = this.options.think;
    setTimeout(() => this.move(game), min + this.options.random() * (max - min));
  }

  private move(game: BotGame): void {
    if (!this.socket?.connected || this.stopped) return;
    if (game.ply >= this.options.maxPlies) {
      this.socket
        .timeout(30_000)
        .emitWithAck('game:resign', { gameId: game.id })
        .then((result: Ack<MultiplayerGame>) => {
          if (!result.ok) this.metrics.fail(`game:resign ${result.status}`, result.message);
        })
        .catch(() => this.metrics.fail('game:resign timeout'));
      return;
    }
    const chess = new Chess(game.fen);
    const moves = chess.moves({ verbose: true });
    const choice = moves[Math.floor(this.options.random() * moves.length)];
    if (!choice) return;
    const ply = game.ply + 1;
    const sent = performance.now();
    this.metrics.sentAt.set(`${game.id}:${ply}`, sent);
    this.socket
      .timeout(30_000)
      .emitWithAck('game:move', { gameId: game.id, move: choice.lan, version: game.version })
      .then((result: Ack<GameDelta>) => {
        const now = performance.now();
        if (result.ok) this.metrics.ackMs.push([now, now - sent]);
        else {
          this.metrics.fail(`game:move ${result.status}`, result.message);
          // "Try again in a minute" (503, the node was overloaded): a child would press again,
          // and a bot that did not would leave its game waiting for it forever.
          if (result.status === 503) setTimeout(() => this.move(game), 1000);
        }
      })
      .catch(() => this.metrics.fail('game:move timeout'));
  }

  /** Stops playing: no new move or challenge; the game under way, if any, is resigned (its opponent may have resigned it first). */
  async stop(): Promise<void> {
    this.stopped = true;
    const game = this.game;
    if (!game || !this.socket?.connected) return;
    await this.socket
      .timeout(30_000)
      .emitWithAck('game:resign', { gameId: game.id })
      .catch(() => undefined);
  }

  close(): void {
    this.socket?.close();
  }
}
