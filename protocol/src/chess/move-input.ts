import type { Chess, Move } from 'chess.js';
import { hasPieceShape, isPromotionPiece, loadPosition, type PieceSymbol, type PromotionPiece, type Square } from './position';

/**
 * Why a typed move could not be played:
 * - malformed: it does not look like a move at all ("hello", "z9").
 * - illegal: it reads as a move, but no legal move of the side to move matches it.
 * - ambiguous: more than one legal move matches ("Nd2" with knights on b1 and f3).
 * - invalid-position: the FEN itself could not be loaded.
 */
export type MoveInputFailureReason = 'malformed' | 'illegal' | 'ambiguous' | 'invalid-position';

export interface MoveInputSuccess {
  ok: true;
  move: Move;
  /** True when the input reached the last rank without naming a piece and the default was used. */
  promotionDefaulted: boolean;
}

export interface MoveInputFailure {
  ok: false;
  reason: MoveInputFailureReason;
  /** The squares the input points at, when they can be told; lets a caller explain why it is illegal. */
  from?: Square;
  to?: Square;
  /** For 'ambiguous': the legal moves that all fit the input. */
  candidates?: Move[];
}

export type MoveInputResult = MoveInputSuccess | MoveInputFailure;

export interface MoveInputOptions {
  /** Piece used when a pawn reaches the last rank and the input names none. Default 'q'. */
  defaultPromotion?: PromotionPiece;
}

const FIGURINES: Record<string, string> = {
  '♔': 'K',
  '♚': 'K',
  '♕': 'Q',
  '♛': 'Q',
  '♖': 'R',
  '♜': 'R',
  '♗': 'B',
  '♝': 'B',
  '♘': 'N',
  '♞': 'N',
  '♙': '',
  '♟': '',
};

/** Drops what never changes which move is meant: spaces, move numbers, check/mate and annotation marks, "e.p.". */
function clean(input: string): string {
  let text = input.trim().replace(/[♔♚♕♛♖♜♗♝♘♞♙♟]/g, (c) => FIGURINES[c] ?? c);
  text = text.replace(/\s+/g, '').replace(/×/g, 'x');
  text = text.replace(/^\d+\.+/, '');
  text = text.replace(/[+#!?]+$/, '');
  text = text.replace(/(?<=[1-8])e\.?p\.?$/i, '');
  return text;
}

const CASTLING = /^([o0])-?([o0])(-?([o0]))?$/i;
const COORDINATES = /^([kqrbnp])?([a-h][1-8])[-x:]?([a-h][1-8])=?([qrbn])?$/;
const SAN_REST = /^([a-h])?([1-8])?[x:]?([a-h][1-8])(?:=?([qrbn]))?$/;

/**
 * Reads a move as a child types it or a client sends it, against the position `fen`:
 * SAN (`e4`, `Nf3`, `exd5`, `O-O`, `0-0-0`, `e8=Q`, with or without `+`/`#`), long algebraic or
 * UCI (`e2e4`, `e2-e4`, `Ng1f3`, `e7e8q`). The piece letter is case-tolerant where that is
 * unambiguous (`nf3`, `qd8`); a lower-case `b` can mean a bishop or the b-pawn, and is only
 * accepted when just one of them has that move. A capture mark is optional either way.
 */
export function parseMoveInput(fen: string, input: string, options: MoveInputOptions = {}): MoveInputResult {
  const chess = loadPosition(fen);
  if (!chess) return { ok: false, reason: 'invalid-position' };
  const defaultPromotion = options.defaultPromotion ?? 'q';
  const text = clean(input);
  if (text.length === 0) return { ok: false, reason: 'malformed' };

  const direct = playDirectly(chess, text, defaultPromotion);
  if (direct) return direct;
  // Only refusals and loose spellings get here: every legal move, to match and explain.
  const legal = chess.moves({ verbose: true });

  const castling = CASTLING.exec(text);
  if (castling) {
    const long = castling[3] !== undefined;
    const move = legal.find((m) => (long ? m.isQueensideCastle() : m.isKingsideCastle()));
    if (move) return { ok: true, move, promotionDefaulted: false };
    return { ok: false, reason: 'illegal', ...castlingSquares(chess, long) };
  }

  const coordinates = COORDINATES.exec(text.toLowerCase());
  if (coordinates) {
    const [, pieceLetter, from, to, promotion] = coordinates as unknown as [string, string | undefined, Square, Square, string | undefined];
    const onSquare = chess.get(from);
    if (pieceLetter && onSquare?.type !== pieceLetter) return { ok: false, reason: 'illegal', from, to };
    const matching = legal.filter((m) => m.from === from && m.to === to);
    return choosePromotion(matching, promotion, defaultPromotion, { from, to });
  }

  // SAN written exactly as chess writes it wins outright: "bxc6" is the pawn even when
  // "Bxc6" is legal too (letter case decides between bishop and b-pawn).
  const bare = (san: string) => san.replace(/[+#!?]/g, '');
  const exact = legal.find((m) => bare(m.san) === bare(text));
  if (exact) return { ok: true, move: exact, promotionDefaulted: false };

  const readings = sanReadings(text);
  const parsed = readings.filter((r) => r.parsed !== null);
  if (parsed.length === 0) return { ok: false, reason: 'malformed' };

  const found = new Map<string, { move: Move; promotionDefaulted: boolean }>();
  for (const { piece, parsed: p } of parsed) {
    if (!p) continue;
    if (p.promotion && piece !== 'p') continue;
    const matching = legal.filter(
      (m) =>
        m.piece === piece &&
        m.to === p.to &&
        (p.fromFile === undefined || m.from[0] === p.fromFile) &&
        (p.fromRank === undefined || m.from[1] === p.fromRank),
    );
    const chosen = choosePromotion(matching, p.promotion, defaultPromotion, { to: p.to });
    if (chosen.ok) found.set(chosen.move.lan, chosen);
    else if (chosen.reason === 'ambiguous') for (const m of chosen.candidates ?? []) found.set(m.lan, { move: m, promotionDefaulted: false });
  }

  const results = [...found.values()];
  if (results.length === 1 && results[0]) return { ok: true, ...results[0] };
  const first = parsed[0]?.parsed;
  if (results.length > 1) {
    return { ok: false, reason: 'ambiguous', to: first?.to, candidates: results.map((r) => r.move) };
  }
  // Nothing fits: name the piece the child probably meant, so the caller can say why it cannot go there.
  const reading = parsed[0];
  const failure: MoveInputFailure = { ok: false, reason: 'illegal' };
  if (reading?.parsed) {
    failure.to = reading.parsed.to;
    const from = onlyPieceThatCouldBeMeant(chess, reading.piece, reading.parsed);
    if (from) failure.from = from;
  }
  return failure;
}

const STRICT_SAN = /^(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?)$/;

/**
 * The common inputs (UCI from a board or a bot, castling, SAN exactly as chess writes it)
 * played straight on `chess`, without generating every legal move with its SAN: the move
 * the full reading below would find, or null to leave the decision to it. Also null when
 * the input is not legal, so every refusal is still worked out (and explained) in one place.
 */
function playDirectly(chess: Chess, text: string, defaultPromotion: PromotionPiece): MoveInputSuccess | null {
  const attempt = (play: () => Move): Move | null => {
    try {
      return play();
    } catch {
      return null;
    }
  };
  const castling = CASTLING.exec(text);
  if (castling) {
    const move = attempt(() => chess.move(castling[3] === undefined ? 'O-O' : 'O-O-O', { strict: true }));
    return move ? { ok: true, move, promotionDefaulted: false } : null;
  }
  const coordinates = COORDINATES.exec(text.toLowerCase());
  if (coordinates) {
    const [, pieceLetter, from, to, promotion] = coordinates as unknown as [string, string | undefined, Square, Square, PromotionPiece | undefined];
    const piece = chess.get(from);
    if (!piece || (pieceLetter && piece.type !== pieceLetter)) return null;
    const promoting = piece.type === 'p' && to[1] === (piece.color === 'w' ? '8' : '1');
    // A promotion letter on any other move is refused by the full reading.
    if (!promoting && promotion) return null;
    const move = attempt(() => chess.move(promoting ? { from, to, promotion: promotion ?? defaultPromotion } : { from, to }));
    return move ? { ok: true, move, promotionDefaulted: promoting && !promotion } : null;
  }
  if (!STRICT_SAN.test(text)) return null;
  const move = attempt(() => chess.move(text, { strict: true }));
  if (!move) return null;
  if (move.san.replace(/[+#]/g, '') === text) return { ok: true, move, promotionDefaulted: false };
  chess.undo();
  return null;
}

interface SanParts {
  fromFile?: string;
  fromRank?: string;
  to: Square;
  promotion?: string;
}

interface SanReading {
  piece: PieceSymbol;
  parsed: SanParts | null;
}

function parseSanRest(rest: string): SanParts | null {
  const m = SAN_REST.exec(rest.toLowerCase());
  if (!m) return null;
  const [, fromFile, fromRank, to, promotion] = m as unknown as [string, string | undefined, string | undefined, Square, string | undefined];
  return { fromFile, fromRank, to, promotion };
}

/** The ways the text can be read as SAN, most likely first. */
function sanReadings(text: string): SanReading[] {
  const first = text[0] ?? '';
  const rest = text.slice(1);
  const reading = (piece: PieceSymbol, body: string): SanReading => ({ piece, parsed: parseSanRest(body) });

  if ('KQRN'.includes(first) || 'kqrn'.includes(first)) return [reading(first.toLowerCase() as PieceSymbol, rest)];
  if (first === 'P' || first === 'p') return [reading('p', rest)];
  if (first === 'B') {
    // Upper-case B is the bishop; only when that cannot even be read ("B4") is it the b-file.
    const bishop = reading('b', rest);
    return bishop.parsed ? [bishop] : [reading('p', text)];
  }
  if (first === 'b') return [reading('b', rest), reading('p', text)];
  return [reading('p', text)];
}

function choosePromotion(
  matching: Move[],
  promotion: string | undefined,
  defaultPromotion: PromotionPiece,
  squares: { from?: Square; to?: Square },
): MoveInputResult {
  if (matching.length === 0) return { ok: false, reason: 'illegal', ...squares };
  const promoting = matching.some((m) => m.promotion);
  if (!promoting) {
    if (promotion) return { ok: false, reason: 'illegal', ...squares };
    if (matching.length === 1 && matching[0]) return { ok: true, move: matching[0], promotionDefaulted: false };
    return { ok: false, reason: 'ambiguous', ...squares, candidates: matching };
  }
  const wanted = promotion && isPromotionPiece(promotion) ? promotion : defaultPromotion;
  const chosen = matching.filter((m) => m.promotion === wanted);
  if (chosen.length === 1 && chosen[0]) return { ok: true, move: chosen[0], promotionDefaulted: !promotion };
  if (chosen.length === 0) return { ok: false, reason: 'illegal', ...squares };
  return { ok: false, reason: 'ambiguous', ...squares, candidates: chosen };
}

function castlingSquares(chess: Chess, long: boolean): { from?: Square; to?: Square } {
  const color = chess.turn();
  const [king] = chess.findPiece({ type: 'k', color });
  const home = color === 'w' ? 'e1' : 'e8';
  if (king !== home) return king ? { from: king } : {};
  return { from: home, to: `${long ? 'c' : 'g'}${home[1]}` as Square };
}

function onlyPieceThatCouldBeMeant(chess: Chess, piece: PieceSymbol, parts: SanParts): Square | undefined {
  const squares = chess
    .findPiece({ type: piece, color: chess.turn() })
    .filter((s) => (parts.fromFile === undefined || s[0] === parts.fromFile) && (parts.fromRank === undefined || s[1] === parts.fromRank));
  if (squares.length === 1) return squares[0];
  // Of two bishops only one stands on the right colour; of two rooks maybe only one is in line.
  const shaped = squares.filter((s) => hasPieceShape(piece, chess.turn(), s, parts.to));
  return shaped.length === 1 ? shaped[0] : undefined;
}

/** The UCI text of a chess.js move: from, to and the promotion letter ("e7e8q"). */
export function moveToUci(move: { from: string; to: string; promotion?: string | null | undefined }): string {
  return `${move.from}${move.to}${move.promotion ?? ''}`;
}
