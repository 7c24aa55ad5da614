import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ILLEGAL_MOVE_MESSAGES } from '@chess-quest/protocol/chess/move-explanations';
import { STEP_MESSAGES } from '@chess-quest/protocol/lessons/step-engine';
import { i18n } from './i18n';

// What a board and a lesson step say about a move (protocol/src/chess/move-explanations.ts,
// protocol/src/lessons/step-engine.ts, in English) in the reader's language (issue 27). English
// comes out exactly as the protocol wrote it; an unknown sentence is shown as it came.

const FIXED: Record<string, MessageDescriptor> = {
  [ILLEGAL_MOVE_MESSAGES['no-piece']]: msg`There is no piece on that square.`,
  [ILLEGAL_MOVE_MESSAGES['same-square']]: msg`Pick a different square to move to.`,
  [ILLEGAL_MOVE_MESSAGES['not-your-turn']]: msg`It's not your turn.`,
  [ILLEGAL_MOVE_MESSAGES['own-piece']]: msg`You can't capture your own piece.`,
  [ILLEGAL_MOVE_MESSAGES['pawn-direction']]: msg`Pawns move straight forward and capture diagonally.`,
  [ILLEGAL_MOVE_MESSAGES['pawn-blocked']]: msg`Pawns can't capture straight ahead.`,
  [ILLEGAL_MOVE_MESSAGES['pawn-double-step']]: msg`Pawns can move two squares only on their first move.`,
  [ILLEGAL_MOVE_MESSAGES['pawn-diagonal-needs-capture']]: msg`Pawns move diagonally only when they capture.`,
  [ILLEGAL_MOVE_MESSAGES['knight-shape']]: msg`Knights jump in an L shape.`,
  [ILLEGAL_MOVE_MESSAGES['bishop-shape']]: msg`Bishops move diagonally.`,
  [ILLEGAL_MOVE_MESSAGES['rook-shape']]: msg`Rooks move in straight lines.`,
  [ILLEGAL_MOVE_MESSAGES['queen-shape']]: msg`Queens move in straight lines or diagonally.`,
  [ILLEGAL_MOVE_MESSAGES['king-shape']]: msg`Kings move one square at a time.`,
  [ILLEGAL_MOVE_MESSAGES.blocked]: msg`A piece can't jump over other pieces.`,
  [ILLEGAL_MOVE_MESSAGES['castle-rights']]: msg`Castling needs the king and rook unmoved and the squares between empty.`,
  [ILLEGAL_MOVE_MESSAGES['castle-out-of-check']]: msg`You can't castle while your king is in check.`,
  [ILLEGAL_MOVE_MESSAGES['castle-through-check']]: msg`You can't castle through check.`,
  [ILLEGAL_MOVE_MESSAGES['king-into-check']]: msg`Your king would be in check there.`,
  [ILLEGAL_MOVE_MESSAGES['must-escape-check']]: msg`You must get your king out of check first.`,
  [ILLEGAL_MOVE_MESSAGES.pinned]: msg`That piece is guarding your king from check, so it must stay.`,
  [ILLEGAL_MOVE_MESSAGES.other]: msg`That move isn't allowed.`,
  [STEP_MESSAGES.explainHasNoMoves]: msg`Nothing to move here. Read along, then press Next!`,
  [STEP_MESSAGES.alreadyDone]: msg`You already finished this one. Press Next!`,
  [STEP_MESSAGES.notAMove]: msg`Pick a piece, then pick the square it should go to.`,
  [STEP_MESSAGES.kingsNeverCaptured]: msg`Kings are never captured! Leave the king alone and find another move.`,
  [STEP_MESSAGES.noCheck]: msg`That move doesn't give check. Try again!`,
  [STEP_MESSAGES.checkNotMate]: msg`That is check, but the king can still escape. Find checkmate!`,
  [STEP_MESSAGES.noMate]: msg`That's not checkmate yet. Try again!`,
  [STEP_MESSAGES.stalemate]: msg`Oh no, that's stalemate! The king is not in check, but it can't move. Try again!`,
  [STEP_MESSAGES.notWinning]: msg`That doesn't win the best prize. Look for a piece you can take for free!`,
  [STEP_MESSAGES.notTheMove]: msg`Good try! There is a better move here. Try again!`,
  [STEP_MESSAGES.wrongPromotion]: msg`Good try! Pick a different piece for your pawn to become.`,
  [STEP_MESSAGES.tooManyMoves]: msg`The step was already finished before these extra moves.`,
  [STEP_MESSAGES.notFinished]: msg`Those moves do not finish this step yet.`,
  [STEP_MESSAGES.notYourPieces('w')]: msg`You play the white pieces. The other pieces stand still.`,
  [STEP_MESSAGES.notYourPieces('b')]: msg`You play the black pieces. The other pieces stand still.`,
};

/** "Your king is just watching this time. Move your {piece}!" for each piece the protocol names. */
const KING_WATCHING: Record<string, MessageDescriptor> = {
  pawn: msg`Your king is just watching this time. Move your pawn!`,
  knight: msg`Your king is just watching this time. Move your knight!`,
  bishop: msg`Your king is just watching this time. Move your bishop!`,
  rook: msg`Your king is just watching this time. Move your rook!`,
  queen: msg`Your king is just watching this time. Move your queen!`,
};

/** A board's or a step's sentence about a move, in the reader's language. */
export function moveMessage(english: string): string {
  const fixed = FIXED[english];
  if (fixed) return i18n._(fixed);
  for (const [piece, descriptor] of Object.entries(KING_WATCHING)) {
    if (english === STEP_MESSAGES.kingWatching(piece)) return i18n._(descriptor);
  }
  return english;
}
