import type { boardThemes, pieceThemes } from '../db/schema/content';

// The default look every child starts with. Later themes (premium, earned) join these
// lists; the seed upserts them by id at every start-up.

export const pieceThemeCatalog: (typeof pieceThemes.$inferInsert)[] = [
  {
    id: 'classic',
    name: 'Classic',
    description: 'The pieces you will meet at every chess club.',
    unlockCondition: 'free',
    sortOrder: 0,
  },
];

export const boardThemeCatalog: (typeof boardThemes.$inferInsert)[] = [
  {
    id: 'wood',
    name: 'Wood',
    description: 'A warm wooden board, like the one in the school library.',
    unlockCondition: 'free',
    lightSquareColor: '#f0d9b5',
    darkSquareColor: '#b58863',
    sortOrder: 0,
  },
];
