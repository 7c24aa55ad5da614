/** What other features may use of the mini challenges: the speed-puzzle sets and their judge (the live puzzle race). */
export { buildContent, type SpeedContent, type SpeedPuzzle } from './content';
export { judgeSpeedMove } from './scoring';
