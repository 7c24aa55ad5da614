/** A box on the screen, in CSS pixels from the window's top left corner. */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface StackPlacementInput {
  windowWidth: number;
  windowHeight: number;
  /** The sticky header's bottom edge on screen (0 once it has scrolled away). */
  headerBottom: number;
  /** The stack's height and its left and right edges. */
  stackHeight: number;
  stackLeft: number;
  stackRight: number;
  /** Every chess board on screen. */
  boards: readonly ScreenBox[];
  /** A phone: the stack goes first under the header, where a child reads. */
  phone: boolean;
}

const GAP = 8;
const EDGE = 16;

/**
 * Where the one stack of notices (toasts and the celebration banner) goes: on a phone under the
 * header, on a wider screen in the bottom corner; and wherever that would cover a board, the
 * nearest place that does not (under it, above it, the other end of the screen). When no
 * place is free the first choice stands. Answers the stack's top edge.
 */
export function placeNoticeStack(input: StackPlacementInput): number {
  const { windowHeight, headerBottom, stackHeight, stackLeft, stackRight, phone } = input;
  const highest = Math.max(0, headerBottom) + GAP;
  const lowest = windowHeight - stackHeight - (phone ? GAP : EDGE);
  const boards = input.boards.filter((b) => b.right > stackLeft && b.left < stackRight && b.bottom > 0 && b.top < windowHeight);
  const candidates = phone ? [highest, lowest] : [lowest, highest];
  for (const board of boards) candidates.push(board.bottom + GAP, board.top - GAP - stackHeight);
  const fits = (top: number) => top >= highest - 0.5 && top <= lowest + 0.5 && boards.every((b) => top + stackHeight <= b.top || top >= b.bottom);
  return candidates.find(fits) ?? candidates[0]!;
}
