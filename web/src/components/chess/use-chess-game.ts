import { Chess, type Move } from 'chess.js';
import { useCallback, useState } from 'react';
import { parseMoveInput } from '@chess-quest/protocol/chess/move-input';
import { loadPosition } from '@chess-quest/protocol/chess/position';
import type { GameResult } from '@chess-quest/protocol/enums';

export interface ChessGameSnapshot {
  fen: string;
  turn: 'w' | 'b';
  /** Every move since the start position, oldest first. */
  history: Move[];
  lastMove: { from: string; to: string } | null;
  isCheck: boolean;
  isCheckmate: boolean;
  isStalemate: boolean;
  isDraw: boolean;
  isGameOver: boolean;
  result: GameResult | null;
}

export interface ChessGame extends ChessGameSnapshot {
  /** Plays a move (SAN or UCI text, or from/to squares); returns it, or null when it is not legal. */
  move: (input: string | { from: string; to: string; promotion?: string }) => Move | null;
  /** Takes back the last move; returns it, or null at the start. */
  undo: () => Move | null;
  /** Back to the start position, or to a new one. */
  reset: (fen?: string) => void;
}

function snapshot(game: Chess): ChessGameSnapshot {
  const history = game.history({ verbose: true });
  const last = history.at(-1);
  const isCheckmate = game.isCheckmate();
  const isDraw = game.isDraw() || game.isStalemate();
  return {
    fen: game.fen(),
    turn: game.turn(),
    history,
    lastMove: last ? { from: last.from, to: last.to } : null,
    isCheck: game.inCheck(),
    isCheckmate,
    isStalemate: game.isStalemate(),
    isDraw,
    isGameOver: game.isGameOver(),
    result: isCheckmate ? (game.turn() === 'w' ? 'black_wins' : 'white_wins') : isDraw ? 'draw' : null,
  };
}

function load(fen: string | undefined): Chess {
  return (fen ? loadPosition(fen) : null) ?? new Chess();
}

/**
 * A client-side position held in chess.js, for boards that need no server (lessons, puzzles,
 * replays). An unreadable start FEN falls back to the standard start position.
 */
export function useChessGame(startFen?: string): ChessGame {
  const [state, setState] = useState(() => {
    const game = load(startFen);
    return { game, snapshot: snapshot(game), startFen };
  });
  const { game } = state;

  const move = useCallback<ChessGame['move']>(
    (input) => {
      let played: Move | null = null;
      if (typeof input === 'string') {
        const parsed = parseMoveInput(game.fen(), input);
        if (!parsed.ok) return null;
        played = game.move({ from: parsed.move.from, to: parsed.move.to, promotion: parsed.move.promotion });
      } else {
        try {
          played = game.move(input);
        } catch {
          return null;
        }
      }
      setState((s) => ({ ...s, snapshot: snapshot(game) }));
      return played;
    },
    [game],
  );

  const undo = useCallback(() => {
    const taken = game.undo();
    if (taken) setState((s) => ({ ...s, snapshot: snapshot(game) }));
    return taken;
  }, [game]);

  const reset = useCallback(
    (fen?: string) => {
      const next = load(fen ?? state.startFen);
      setState({ game: next, snapshot: snapshot(next), startFen: fen ?? state.startFen });
    },
    [state.startFen],
  );

  return { ...state.snapshot, move, undo, reset };
}
