import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { AI_DIFFICULTY_DETAILS, type AiDifficulty } from '@chess-quest/protocol/ai-chess';
import { AI_DIFFICULTY_TEXTS_ES } from '@chess-quest/protocol/ai-chess.es';
import type { GameReview, LabelCounts, ReviewLabel, ReviewMove } from '@chess-quest/protocol/game-review';
import type { Locale } from '@chess-quest/protocol/locales';
import { i18n, inActiveLocale } from '../../lib/i18n';

// What the review says in words: every label is a word a child reads (and a screen reader
// says), the colours and icons only repeat it.

/** The label as the child reads it beside a move. */
const LABEL_WORDS: Record<ReviewLabel, MessageDescriptor> = {
  great: msg`Great move`,
  good: msg`Good move`,
  inaccuracy: msg`Inaccuracy`,
  mistake: msg`Mistake`,
  blunder: msg`Blunder`,
  'missed-win': msg`Missed win`,
};

/** A few words under the label for a child who does not know the chess word yet. */
const LABEL_MEANINGS: Record<ReviewLabel, MessageDescriptor> = {
  great: msg`one of the best moves on the board`,
  good: msg`a fine move`,
  inaccuracy: msg`a small slip`,
  mistake: msg`this gave something away`,
  blunder: msg`this gave a lot away`,
  'missed-win': msg`you could have won here`,
};

/** The label's word, in the language the app shows (a component passes useLingui's i18n, to re-render with it). */
export const labelWord = (label: ReviewLabel, lingui: I18n = i18n): string => lingui._(LABEL_WORDS[label]);
/** The label's few words of meaning, in the language the app shows. */
export const labelMeaning = (label: ReviewLabel, lingui: I18n = i18n): string => lingui._(LABEL_MEANINGS[label]);

/** The labels worth a second look, the ones "next mistake" stops at. */
export const LOOK_AGAIN_LABELS: readonly ReviewLabel[] = ['inaccuracy', 'mistake', 'blunder', 'missed-win'];

const PIECE_NAMES: Record<string, MessageDescriptor> = {
  K: msg`king`,
  Q: msg`queen`,
  R: msg`rook`,
  B: msg`bishop`,
  N: msg`knight`,
  P: msg`pawn`,
};

/** "knight takes on f3", "pawn to e8 and becomes a queen", as one sentence to translate. */
function moveWords(piece: string, takes: boolean, to: string, promoted: string | null): string {
  if (promoted)
    return takes ? i18n._(msg`${piece} takes on ${to} and becomes a ${promoted}`) : i18n._(msg`${piece} to ${to} and becomes a ${promoted}`);
  return takes ? i18n._(msg`${piece} takes on ${to}`) : i18n._(msg`${piece} to ${to}`);
}

/**
 * A move in words, for reading aloud and for a screen reader: "Nxf3+" is "knight takes on f3,
 * check". Anything it cannot read is given back as it is.
 */
export function sanInWords(san: string): string {
  const mate = san.includes('#');
  const check = !mate && san.includes('+');
  const plain = san.replace(/[+#!?]/g, '');
  let words: string;
  if (plain === 'O-O' || plain === '0-0') words = i18n._(msg`castles on the king's side`);
  else if (plain === 'O-O-O' || plain === '0-0-0') words = i18n._(msg`castles on the queen's side`);
  else {
    const squares = plain.match(/[a-h][1-8]/g);
    const to = squares?.[squares.length - 1];
    if (!to) return san;
    const piece = i18n._(PIECE_NAMES[plain[0] ?? ''] ?? PIECE_NAMES.P!);
    const promotion = /=([QRBN])/.exec(plain)?.[1];
    const promoted = promotion ? i18n._(PIECE_NAMES[promotion]!) : null;
    words = moveWords(piece, plain.includes('x'), to, promoted);
  }
  if (mate) return i18n._(msg`${words}, checkmate`);
  if (check) return i18n._(msg`${words}, check`);
  return words;
}

const AI_LEVELS: Record<string, AiDifficulty> = { 'Easy computer': 'easy', 'Medium computer': 'medium', 'Hard computer': 'hard' };
const LEVEL_WORDS: Readonly<Record<Locale, Readonly<Record<AiDifficulty, { label: string }>>>> = {
  en: AI_DIFFICULTY_DETAILS,
  es: AI_DIFFICULTY_TEXTS_ES,
};

/**
 * The opponent inside a sentence: "the Easy computer", or the other child's player name. The
 * server names the computer in English ("Easy computer"); its level is said in the reader's language.
 */
export function opponentPhrase(review: Pick<GameReview, 'kind' | 'opponent'>): string {
  if (review.kind !== 'ai') return review.opponent;
  const level = AI_LEVELS[review.opponent];
  if (!level) {
    const opponent = review.opponent;
    return i18n._(msg`the ${opponent}`);
  }
  const label = inActiveLocale(LEVEL_WORDS)[level].label;
  return i18n._(msg`the ${label} computer`);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Move 3, White" style heading of one move: the number as a score sheet writes it. */
export function moveHeading(move: Pick<ReviewMove, 'moveNumber' | 'colour'>): string {
  const { moveNumber } = move;
  return move.colour === 'white' ? i18n._(msg`Move ${moveNumber}, White`) : i18n._(msg`Move ${moveNumber}, Black`);
}

/**
 * What is said when a move is selected (the live region, the read-aloud button): who played
 * what, in words, then the child's label and its sentence, and the better move when the
 * review gives one. `hideBetter`: the move is the one "Try it again" asks for, not found yet.
 */
export function moveAnnouncement(move: ReviewMove | null, opponent: string, hideBetter = false): string {
  if (!move) return i18n._(msg`The start of the game. Step forward to see the first move.`);
  const heading = moveHeading(move);
  const words = sanInWords(move.san);
  const who = capitalised(opponent);
  const parts = [move.byChild ? i18n._(msg`${heading}. You played ${words}.`) : i18n._(msg`${heading}. ${who} played ${words}.`)];
  if (move.byChild && move.label) {
    const label = labelWord(move.label);
    parts.push(i18n._(msg`${label}.`));
  }
  if (move.byChild && move.sentence) parts.push(move.sentence);
  if (betterMoveLine(move, hideBetter)) {
    const better = move.betterSan ?? '';
    parts.push(i18n._(msg`A better move was ${better}.`));
  }
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
  if (total === 0) return i18n._(msg`You did not make a move in this game.`);
  if (slips === 0)
    return total === 1 ? i18n._(msg`Your move was good. Well played!`) : i18n._(msg`All ${total} of your moves were good or great. Well played!`);
  return i18n._(
    msg`${plural(good, { one: `# of your ${total} moves was good or great`, other: `# of your ${total} moves were good or great` })}, and ${plural(slips, { one: '# move is', other: '# moves are' })} worth a second look.`,
  );
}

/** The page's title line for a review. */
export function reviewTitle(review: Pick<GameReview, 'kind' | 'opponent'>): string {
  const opponent = opponentPhrase(review);
  return review.kind === 'arena' ? i18n._(msg`Your arena game against ${opponent}`) : i18n._(msg`Your game against ${opponent}`);
}

/** The plies the "next mistake" buttons stop at: the child's moves worth a second look. */
export function lookAgainPlies(moves: readonly ReviewMove[]): number[] {
  return moves.filter((m) => m.byChild && m.label !== null && LOOK_AGAIN_LABELS.includes(m.label)).map((m) => m.ply);
}
