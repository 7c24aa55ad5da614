import type { GameReview, LabelCounts, ReviewLabel, ReviewMove } from '@chess-quest/protocol/game-review';

// What the review says in words: every label is a word a child reads (and a screen reader
// says), the colours and icons only repeat it.

/** The label as the child reads it beside a move. */
export const LABEL_WORDS: Record<ReviewLabel, string> = {
  great: 'Great move',
  good: 'Good move',
  inaccuracy: 'Inaccuracy',
  mistake: 'Mistake',
  blunder: 'Blunder',
  'missed-win': 'Missed win',
};

/** A few words under the label for a child who does not know the chess word yet. */
export const LABEL_MEANINGS: Record<ReviewLabel, string> = {
  great: 'one of the best moves on the board',
  good: 'a fine move',
  inaccuracy: 'a small slip',
  mistake: 'this gave something away',
  blunder: 'this gave a lot away',
  'missed-win': 'you could have won here',
};

/** The labels worth a second look, the ones "next mistake" stops at. */
export const LOOK_AGAIN_LABELS: readonly ReviewLabel[] = ['inaccuracy', 'mistake', 'blunder', 'missed-win'];

const PIECE_NAMES: Record<string, string> = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };

/**
 * A move in words, for reading aloud and for a screen reader: "Nxf3+" is "knight takes on f3,
 * check". Anything it cannot read is given back as it is.
 */
export function sanInWords(san: string): string {
  const mate = san.includes('#');
  const check = !mate && san.includes('+');
  const plain = san.replace(/[+#!?]/g, '');
  const ending = mate ? ', checkmate' : check ? ', check' : '';
  if (plain === 'O-O' || plain === '0-0') return `castles on the king's side${ending}`;
  if (plain === 'O-O-O' || plain === '0-0-0') return `castles on the queen's side${ending}`;
  const squares = plain.match(/[a-h][1-8]/g);
  const to = squares?.[squares.length - 1];
  if (!to) return san;
  const piece = PIECE_NAMES[plain[0] ?? ''] ?? 'pawn';
  const promotion = /=([QRBN])/.exec(plain)?.[1];
  const becomes = promotion ? ` and becomes a ${PIECE_NAMES[promotion]}` : '';
  return `${piece} ${plain.includes('x') ? 'takes on' : 'to'} ${to}${becomes}${ending}`;
}

/** The opponent inside a sentence: "the Easy computer", or the other child's player name. */
export function opponentPhrase(review: Pick<GameReview, 'kind' | 'opponent'>): string {
  return review.kind === 'ai' ? `the ${review.opponent}` : review.opponent;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Move 3, White" style heading of one move: the number as a score sheet writes it. */
export function moveHeading(move: Pick<ReviewMove, 'moveNumber' | 'colour'>): string {
  return `Move ${move.moveNumber}, ${move.colour === 'white' ? 'White' : 'Black'}`;
}

/**
 * What is said when a move is selected (the live region, the read-aloud button): who played
 * what, in words, then the child's label and its sentence, and the better move when the
 * review gives one. `hideBetter`: the move is the one "Try it again" asks for, not found yet.
 */
export function moveAnnouncement(move: ReviewMove | null, opponent: string, hideBetter = false): string {
  if (!move) return 'The start of the game. Step forward to see the first move.';
  const who = move.byChild ? 'You played' : `${capitalised(opponent)} played`;
  const parts = [`${moveHeading(move)}. ${who} ${sanInWords(move.san)}.`];
  if (move.byChild && move.label) parts.push(`${LABEL_WORDS[move.label]}.`);
  if (move.byChild && move.sentence) parts.push(move.sentence);
  if (betterMoveLine(move, hideBetter)) parts.push(`A better move was ${move.betterSan}.`);
  return parts.join(' ');
}

/** Whether to add "A better move was …": the review gives one, the coach's sentence does not name it already, and it is not the move "Try it again" asks for. */
export function betterMoveLine(move: Pick<ReviewMove, 'byChild' | 'betterSan' | 'sentence'>, hideBetter = false): boolean {
  return move.byChild && move.betterSan !== null && !hideBetter && !(move.sentence ?? '').includes(move.betterSan);
}

/** One line about the whole game, kind first: what went well, then what to look at. */
export function countsSentence(counts: LabelCounts): string {
  const good = counts.great + counts.good;
  const slips = counts.inaccuracy + counts.mistake + counts.blunder + counts['missed-win'];
  const total = good + slips;
  if (total === 0) return 'You did not make a move in this game.';
  if (slips === 0) return total === 1 ? 'Your move was good. Well played!' : `All ${total} of your moves were good or great. Well played!`;
  return `${good} of your ${total} moves ${good === 1 ? 'was' : 'were'} good or great, and ${slips === 1 ? '1 move is' : `${slips} moves are`} worth a second look.`;
}

/** The page's title line for a review. */
export function reviewTitle(review: Pick<GameReview, 'kind' | 'opponent'>): string {
  return `Your ${review.kind === 'arena' ? 'arena game' : 'game'} against ${opponentPhrase(review)}`;
}

/** The plies the "next mistake" buttons stop at: the child's moves worth a second look. */
export function lookAgainPlies(moves: readonly ReviewMove[]): number[] {
  return moves.filter((m) => m.byChild && m.label !== null && LOOK_AGAIN_LABELS.includes(m.label)).map((m) => m.ply);
}
