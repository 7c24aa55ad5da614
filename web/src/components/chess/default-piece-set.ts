/** The piece set a child starts with: the board library's own drawings (piece-sets.tsx). */
export const DEFAULT_PIECE_SET = 'classic';
