import { domAnimation } from 'framer-motion';

// The animation engine behind the board's `m` elements, loaded after the board is on screen
// (components/chess/chess-board.tsx): the board paints first, its small flourishes a moment later.
export default domAnimation;
