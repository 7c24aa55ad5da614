import { mergeTexts } from '../i18n/texts';
import { theBoardEs } from './01-the-board.es';
import { theRookEs } from './02-the-rook.es';
import { theBishopEs } from './03-the-bishop.es';
import { theQueenEs } from './04-the-queen.es';
import { theKingEs } from './05-the-king.es';
import { theKnightEs } from './06-the-knight.es';
import { thePawnEs } from './07-the-pawn.es';
import { captureEs } from './08-capture.es';
import { checkEs } from './09-check.es';
import { checkmateEs } from './10-checkmate.es';
import { castlingEs } from './11-castling.es';
import { enPassantEs } from './12-en-passant.es';
import { promotionEs } from './13-promotion.es';
import { stalemateEs } from './14-stalemate.es';
import { pieceValuesEs } from './15-piece-values.es';
import { queenMateEs } from './16-queen-mate.es';
import { twoRooksEs } from './17-two-rooks.es';
import { tacticsEs } from './18-tactics.es';

/** The Spanish texts of every lesson module (server/src/content/i18n/kinds.ts serves and checks them). */
export const lessonTextsEs = mergeTexts(
  theBoardEs,
  theRookEs,
  theBishopEs,
  theQueenEs,
  theKingEs,
  theKnightEs,
  thePawnEs,
  captureEs,
  checkEs,
  checkmateEs,
  castlingEs,
  enPassantEs,
  promotionEs,
  stalemateEs,
  pieceValuesEs,
  queenMateEs,
  twoRooksEs,
  tacticsEs,
);
