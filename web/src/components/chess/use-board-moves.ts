import { useMemo, useRef, useState } from 'react';
import type { Move } from 'chess.js';
import { applyFreeMove, isPromotionSquare, readPlacement, type BoardPiece } from '@chess-quest/protocol/chess/free-move';
import { ILLEGAL_MOVE_MESSAGES, explainIllegalMove } from '@chess-quest/protocol/chess/move-explanations';
import { moveToUci, parseMoveInput } from '@chess-quest/protocol/chess/move-input';
import { simplifiedMoveText } from '@chess-quest/protocol/chess/move-text';
import { isPromotionPiece, isSquare, loadPosition, type PromotionPiece, type Square } from '@chess-quest/protocol/chess/position';
import { BOARD_MESSAGES, describeMove, describePickUp, typedMoveProblem } from './board-messages';
import { moveMessage } from '../../lib/move-messages';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';

const NO_MOVES: Move[] = [];

/** A move the child made on the board. */
export interface BoardMove {
  from: Square;
  to: Square;
  promotion?: PromotionPiece;
  /** Real SAN ("Nf3") on a rules board; the spec's simplified text on the free-move board. */
  san: string;
  uci: string;
  /** The position after the move, for showing it before the server answers. */
  fenAfter: string;
}

export type MoveHandler = (move: BoardMove) => void | boolean | Promise<boolean>;
export type InputSource = 'board' | 'text';
type Attempt = 'moved' | 'promotion' | 'refused';

interface Pending {
  /** The `fen` prop the move was made on: once the parent passes another, the parent's wins. */
  baseFen: string;
  fen: string;
  lastMove: { from: string; to: string };
}

export interface BoardMovesOptions {
  fen: string;
  /** The parent's last move; announced to screen readers when it is not one made on this board. */
  lastMove?: { from: string; to: string } | null;
  onMove?: MoveHandler;
  disabled: boolean;
  legalOnly: boolean;
  playerColor?: 'white' | 'black';
  /** Every sentence the board says to the child (a refused move and why), as it is said. */
  onMessage?: (text: string) => void;
  /** Said when the child taps a piece while the board takes no move (an explain step). */
  lockedMessage?: string;
}

/**
 * The board's move logic, apart from how it is drawn: selection, rules (chess.js) or the free
 * board, promotion, the optimistic position while the parent decides, and what to tell the child.
 */
export function useBoardMoves({ fen, lastMove, onMove, disabled, legalOnly, playerColor, onMessage, lockedMessage }: BoardMovesOptions) {
  // Where focus returns when the promotion picker closes: the board or the "Type a move" box.
  const promotionSource = useRef<InputSource>('board');

  const [pending, setPending] = useState<Pending | null>(null);
  const [waiting, setWaiting] = useState(false);
  // The piece picked up, with its legal moves worked out once as it is picked up (chess.js writes
  // each move's SAN and position): the dots, the other renders and the move itself read them
  // (issue 29: twice 8 ms of a tablet's tap at 6x, and 18 ms of its move). None on the free board.
  const [selection, setSelection] = useState<{ square: Square; fen: string; moves: Move[] } | null>(null);
  const [promotion, setPromotion] = useState<{ from: Square; to: Square; color: 'w' | 'b' } | null>(null);
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const [announcement, setAnnouncement] = useState<{ id: number; text: string } | null>(null);

  // The parent moved on (its answer to our move, an opponent's move, a reset): drop our guess.
  if (pending && pending.baseFen !== fen) setPending(null);
  const displayFen = pending && pending.baseFen === fen ? pending.fen : fen;

  const game = useMemo(() => (legalOnly ? loadPosition(displayFen) : null), [legalOnly, displayFen]);
  const pieces = useMemo(() => readPlacement(displayFen) ?? new Map<Square, BoardPiece>(), [displayFen]);
  const locked = disabled || waiting || promotion !== null;
  const playerSide = playerColor ? (playerColor === 'white' ? 'w' : 'b') : null;
  const turn = game?.turn() ?? null;

  const selected = !disabled && selection && selection.fen === displayFen && pieces.has(selection.square) ? selection.square : null;
  const legalMoves = selected && selection ? selection.moves : NO_MOVES;

  // A new id each time, so the same sentence twice is announced twice. In the reader's language (lib/move-messages).
  const say = (english: string) => {
    const text = moveMessage(english);
    setMessage((previous) => ({ id: (previous?.id ?? 0) + 1, text }));
    onMessage?.(text);
  };
  const announce = (text: string) => setAnnouncement((previous) => ({ id: (previous?.id ?? 0) + 1, text }));

  // Moves that arrive from outside (the AI's reply, the opponent's move) are read out too.
  const [ownMove, setOwnMove] = useState<string | null>(null);
  const lastMoveKey = lastMove ? `${lastMove.from}${lastMove.to} ${fen}` : null;
  const [heardLastMove, setHeardLastMove] = useState(lastMoveKey);
  if (lastMoveKey !== heardLastMove) {
    setHeardLastMove(lastMoveKey);
    const mover = lastMove && isSquare(lastMove.to) ? readPlacement(fen)?.get(lastMove.to) : undefined;
    if (lastMove && mover && isSquare(lastMove.to) && `${lastMove.from}${lastMove.to}` !== ownMove) {
      announce(describeMove(mover, lastMove.to, false));
    }
  }

  /** Why this piece may not be picked up now, or null. */
  function refusal(piece: BoardPiece): string | null {
    if (playerSide && piece.color !== playerSide) return BOARD_MESSAGES.notYourPieces(playerSide);
    if (turn && piece.color !== turn) return ILLEGAL_MOVE_MESSAGES['not-your-turn'];
    return null;
  }

  function select(square: Square, piece: BoardPiece) {
    const refused = refusal(piece);
    if (refused) {
      setSelection(null);
      say(refused);
      return;
    }
    const moves = game ? game.moves({ square, verbose: true }) : NO_MOVES;
    setSelection({ square, fen: displayFen, moves });
    const count = game ? moves.length : null;
    if (count === 0) say(game?.inCheck() ? ILLEGAL_MOVE_MESSAGES['must-escape-check'] : BOARD_MESSAGES.pieceStuck(piece));
    else setMessage(null);
    announce(describePickUp(piece, square, count));
  }

  function commit(move: BoardMove, piece: BoardPiece, captured: boolean): Attempt {
    setSelection(null);
    setMessage(null);
    setPending({ baseFen: fen, fen: move.fenAfter, lastMove: { from: move.from, to: move.to } });
    setOwnMove(`${move.from}${move.to}`);
    const result = onMove?.(move);
    if (result === false) {
      setPending(null);
      return 'refused';
    }
    announce(describeMove(piece, move.to, captured, move.promotion));
    if (result instanceof Promise) {
      setWaiting(true);
      result
        .then(
          (accepted) => {
            if (accepted === false) setPending(null);
          },
          () => setPending(null),
        )
        .finally(() => setWaiting(false));
    }
    return 'moved';
  }

  function attemptMove(from: Square, to: Square, promoteTo: PromotionPiece | undefined, source: InputSource): Attempt {
    const piece = pieces.get(from);
    if (!piece) {
      say(ILLEGAL_MOVE_MESSAGES['no-piece']);
      return 'refused';
    }
    const refused = refusal(piece);
    if (refused) {
      say(refused);
      return 'refused';
    }
    const target = pieces.get(to);

    if (legalOnly) {
      if (!game) {
        say(BOARD_MESSAGES.cannotCheck);
        return 'refused';
      }
      const matching = (from === selected ? legalMoves : game.moves({ square: from, verbose: true })).filter((m) => m.to === to);
      if (matching.length === 0) {
        say(explainIllegalMove(displayFen, from, to) ?? ILLEGAL_MOVE_MESSAGES.other);
        return 'refused';
      }
      if (matching.some((m) => m.promotion) && !promoteTo) {
        promotionSource.current = source;
        setPromotion({ from, to, color: piece.color });
        return 'promotion';
      }
      const move = matching.find((m) => !m.promotion || m.promotion === promoteTo) ?? matching[0];
      if (!move) return 'refused';
      const promoted = move.promotion && isPromotionPiece(move.promotion) ? move.promotion : undefined;
      return commit({ from, to, promotion: promoted, san: move.san, uci: moveToUci(move), fenAfter: move.after }, piece, Boolean(move.captured));
    }

    // Free-move board: no rules, except that a piece never lands on its own side.
    if (target && target.color === piece.color) {
      say(ILLEGAL_MOVE_MESSAGES['own-piece']);
      return 'refused';
    }
    if (isPromotionSquare(piece, to) && !promoteTo) {
      promotionSource.current = source;
      setPromotion({ from, to, color: piece.color });
      return 'promotion';
    }
    const fenAfter = applyFreeMove(displayFen, from, to, promoteTo);
    if (!fenAfter) return 'refused';
    const san = simplifiedMoveText({ piece: piece.type, from, to, captured: target?.type, promotion: promoteTo });
    return commit({ from, to, promotion: promoteTo, san, uci: moveToUci({ from, to, promotion: promoteTo }), fenAfter }, piece, Boolean(target));
  }

  function handleSquare(square: Square) {
    const piece = pieces.get(square);
    if (disabled && lockedMessage && piece) say(lockedMessage);
    if (locked) return;
    if (selected) {
      if (square === selected) {
        setSelection(null);
        announce(i18n._(msg`Put back on ${square}.`));
        return;
      }
      const selectedPiece = pieces.get(selected);
      if (piece && selectedPiece && piece.color === selectedPiece.color) {
        select(square, piece);
        return;
      }
      attemptMove(selected, square, undefined, 'board');
      return;
    }
    if (piece) select(square, piece);
    else setMessage(null);
  }

  function handleTypedMove(text: string): boolean {
    if (locked) return false;
    if (!legalOnly) {
      const match = /^\s*([a-h][1-8])\s*[-x]?\s*([a-h][1-8])\s*=?\s*([qrbn])?\s*$/i.exec(text);
      const from = match?.[1]?.toLowerCase() ?? '';
      const to = match?.[2]?.toLowerCase() ?? '';
      if (!isSquare(from) || !isSquare(to)) {
        say(BOARD_MESSAGES.typedMalformedFree);
        return false;
      }
      const promoteTo = match?.[3]?.toLowerCase();
      return attemptMove(from, to, promoteTo && isPromotionPiece(promoteTo) ? promoteTo : undefined, 'text') !== 'refused';
    }
    if (!game) {
      say(BOARD_MESSAGES.cannotCheck);
      return false;
    }
    if (playerSide && game.turn() !== playerSide) {
      say(ILLEGAL_MOVE_MESSAGES['not-your-turn']);
      return false;
    }
    const result = parseMoveInput(displayFen, text);
    if (!result.ok) {
      say(typedMoveProblem(result, displayFen));
      return false;
    }
    const { from, to, promotion: promoted } = result.move;
    const promoteTo = result.promotionDefaulted || !promoted || !isPromotionPiece(promoted) ? undefined : promoted;
    return attemptMove(from, to, promoteTo, 'text') !== 'refused';
  }

  function choosePromotion(piece: PromotionPiece) {
    if (!promotion) return;
    setPromotion(null);
    attemptMove(promotion.from, promotion.to, piece, promotionSource.current);
  }

  function cancelPromotion() {
    setPromotion(null);
    announce(i18n._(msg`Pawn put back.`));
  }

  function deselect() {
    if (!selected) return;
    setSelection(null);
    announce(i18n._(msg`Put back on ${selected}.`));
  }

  return {
    displayFen,
    game,
    pieces,
    selected,
    legalMoves,
    locked,
    /** The move being shown before the parent confirmed it. */
    pendingMove: pending && pending.baseFen === fen ? pending.lastMove : null,
    message,
    announcement,
    promotion,
    promotionSource,
    refusal,
    select,
    deselect,
    attemptMove,
    handleSquare,
    handleTypedMove,
    choosePromotion,
    cancelPromotion,
    announce,
  };
}
