import { EventEmitter } from 'node:events';
import type { Invitation, MultiplayerGame } from '@chess-quest/protocol/multiplayer';

/**
 * What happened, said once by the service that made it happen. The Socket.IO gateway turns
 * these into pushes (through the Redis adapter they reach every node); other reactions
 * (parent dashboard refresh, achievements) subscribe here too. In-process only: each node
 * emits what it did itself.
 */
export type DomainEvent =
  | { type: 'invitation.changed'; invitation: Invitation }
  /** A game began; `game.myColor` is null (each receiver knows its own colour). */
  | { type: 'game.started'; game: MultiplayerGame }
  /** A move, draw offer/answer or ending; `game.myColor` is null. */
  | { type: 'game.changed'; game: MultiplayerGame }
  /** Something a parent would want to see live (puzzle solved, lesson step, game over...). */
  | { type: 'child.activity'; accountId: string; childId: string; kind: string; at: string };

export type DomainEventType = DomainEvent['type'];
type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export class DomainEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  emit(event: DomainEvent): void {
    // A listener's failure must never undo or fail the change that already happened.
    for (const listener of this.emitter.listeners(event.type)) {
      try {
        (listener as (e: DomainEvent) => void)(event);
      } catch (error) {
        this.emitter.emit('listener-error', error);
      }
    }
  }

  on<T extends DomainEventType>(type: T, listener: (event: EventOf<T>) => void): () => void {
    this.emitter.on(type, listener);
    return () => this.emitter.off(type, listener);
  }

  onListenerError(listener: (error: unknown) => void): void {
    this.emitter.on('listener-error', listener);
  }
}
