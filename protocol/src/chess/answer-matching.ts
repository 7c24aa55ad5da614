import { loadPosition } from './position';
import { moveToUci, parseMoveInput } from './move-input';

const KINGSIDE = 'o-o';
const QUEENSIDE = 'o-o-o';

/**
 * Spec §5 normal form of a puzzle answer: check '+', mate '#', capture 'x' and promotion '='
 * marks removed, lower case, and every castling spelling (O-O, 0-0, o-o, with or without the
 * marks) turned into 'o-o' / 'o-o-o'. Surrounding and inner spaces go too.
 */
export function normalizeMove(text: string): string {
  const normal = text
    .replace(/\s+/g, '')
    .replace(/[+#x×=]/gi, '')
    .toLowerCase();
  const castling = /^[o0]-?[o0](-?[o0])?$/.exec(normal);
  if (castling) return castling[1] === undefined ? KINGSIDE : QUEENSIDE;
  return normal;
}

const COORDINATE_MOVE = /^([a-h][1-8])-?([a-h][1-8])/;

function isCastling(normal: string): boolean {
  return normal === KINGSIDE || normal === QUEENSIDE;
}

/**
 * Spec §5 lenient matching: equal after {@link normalizeMove}, or the same from and to squares
 * when both are written as coordinates ('e2-e4' and 'e2e4q'), or one contains the other
 * ('e4' and 'e2e4', 'qd8' and 'd8'). Guards the spec's wording leaves open: an empty answer
 * matches nothing, castling only matches the same castling (so 'o-o' is not "contained" in
 * 'o-o-o'), and the contained part must be at least a square long (a bare 'q' matches nothing).
 */
export function movesMatch(given: string, expected: string): boolean {
  const a = normalizeMove(given);
  const b = normalizeMove(expected);
  if (a.length === 0 || b.length === 0) return false;
  if (a === b) return true;
  if (isCastling(a) || isCastling(b)) return false;

  const ca = COORDINATE_MOVE.exec(a);
  const cb = COORDINATE_MOVE.exec(b);
  if (ca && cb && ca[1] === cb[1] && ca[2] === cb[2]) return true;

  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 2 && longer.includes(shorter);
}

/**
 * Stricter check for a puzzle step: `given` (SAN or UCI, any case, with or without marks) and
 * the solution (UCI, as in the Lichess puzzle set; SAN works too) are both resolved to a legal
 * move of the position `fen`, and they match only when it is the very same move (promotion
 * piece included). So 'Qxd8+', 'qd8' and 'd1d8' all match 'd1d8', while another legal move
 * never does. When the position cannot be read, falls back to {@link movesMatch}.
 */
export function matchesSolutionMove(fen: string, given: string, solution: string): boolean {
  if (!loadPosition(fen)) return movesMatch(given, solution);
  const expected = parseMoveInput(fen, solution);
  const actual = parseMoveInput(fen, given);
  if (!expected.ok) return movesMatch(given, solution);
  if (!actual.ok) return false;
  return moveToUci(actual.move) === moveToUci(expected.move);
}
