import type { BoardTexture, BoardTheme, PieceTheme } from '@chess-quest/protocol/customization';

// The theme catalogs (spec §3, §9). The seed upserts them by id at every start-up; a piece
// set's drawings ship with the web app (web/src/components/chess/piece-sets.ts) under the
// same id. Piece and board ids never clash: "unlocked themes" is one list of ids (§3).
// `sortOrder` is the position in these lists.

// A board's texture lives only here: the seed keeps the colours in board_themes, and the
// service adds the texture to each board by id (boardTextureOf), so no column is needed.
type Entry<T> = Omit<T, 'unlockCost' | 'texture'> & { unlockCost?: number; texture?: BoardTexture };

const pieces: Entry<PieceTheme>[] = [
  {
    id: 'classic',
    name: 'Classic',
    description: 'The pieces you will meet at every chess club.',
    unlockCondition: 'free',
  },
  {
    id: 'blocks',
    name: 'Blocks',
    description: 'Chunky, simple pieces that are easy to tell apart.',
    unlockCondition: 'free',
  },
  {
    id: 'cburnett',
    name: 'Storybook',
    description: 'Clean, friendly pieces drawn by Colin M. L. Burnett, used on Wikipedia and Lichess.',
    unlockCondition: 'points',
    unlockCost: 150,
  },
  {
    id: 'buddies',
    name: 'Buddies',
    description: 'Smooth, smiley-shaped pieces with a curly bishop.',
    unlockCondition: 'lessons_3',
  },
  {
    id: 'merida',
    name: 'Merida',
    description: 'Elegant tournament pieces with a proud knight.',
    unlockCondition: 'wins_5',
  },
  {
    id: 'ocean',
    name: 'Ocean',
    description: 'Sea-blue pieces that sailed in from under the waves.',
    unlockCondition: 'level_5',
  },
  {
    id: 'royal',
    name: 'Royal',
    description: 'Gold and purple pieces fit for a palace.',
    unlockCondition: 'wins_10',
  },
  {
    id: 'pirouetti',
    name: 'Pirouetti',
    description: 'Round, bouncy pieces that look ready to dance.',
    unlockCondition: 'premium',
  },
];

const boards: Entry<BoardTheme>[] = [
  {
    id: 'wood',
    name: 'Wood',
    description: 'A warm wooden board, like the one in the school library.',
    unlockCondition: 'free',
    lightSquareColor: '#f0d9b5',
    darkSquareColor: '#b58863',
  },
  {
    id: 'meadow',
    name: 'Meadow',
    description: 'Soft green grass and cream daisies.',
    unlockCondition: 'free',
    lightSquareColor: '#eeeed2',
    darkSquareColor: '#769656',
  },
  {
    id: 'oak',
    name: 'Oak',
    description: 'Real wood grain, like a grandparent’s chess table.',
    unlockCondition: 'points',
    unlockCost: 200,
    lightSquareColor: '#ecd3a6',
    darkSquareColor: '#a46a3c',
    texture: 'wood',
  },
  {
    id: 'sky',
    name: 'Sky',
    description: 'Clouds and a clear blue sky.',
    unlockCondition: 'points',
    unlockCost: 100,
    lightSquareColor: '#dee3e6',
    darkSquareColor: '#8ca2ad',
  },
  {
    id: 'candy',
    name: 'Candy',
    description: 'Strawberry and vanilla squares.',
    unlockCondition: 'lessons_3',
    lightSquareColor: '#fce7f3',
    darkSquareColor: '#d9779f',
  },
  {
    id: 'forest',
    name: 'Forest',
    description: 'Moss and pine from a deep forest.',
    unlockCondition: 'wins_5',
    lightSquareColor: '#e3e7c4',
    darkSquareColor: '#6f8f4e',
  },
  {
    id: 'lavender',
    name: 'Lavender',
    description: 'A field of purple flowers.',
    unlockCondition: 'lessons_5',
    lightSquareColor: '#ece4f7',
    darkSquareColor: '#9b7cc2',
  },
  {
    id: 'sunset',
    name: 'Sunset',
    description: 'Orange and peach, like the sky at the end of the day.',
    unlockCondition: 'level_5',
    lightSquareColor: '#fde7c8',
    darkSquareColor: '#d98b52',
  },
  {
    id: 'coral-reef',
    name: 'Coral Reef',
    description: 'Sea water and coral from under the waves.',
    unlockCondition: 'wins_10',
    lightSquareColor: '#d7f0ee',
    darkSquareColor: '#4f9c98',
  },
  {
    id: 'midnight',
    name: 'Midnight',
    description: 'A starry night for brave players.',
    unlockCondition: 'level_10',
    lightSquareColor: '#c9d1e3',
    darkSquareColor: '#4b5d85',
    texture: 'stars',
  },
  {
    id: 'marble',
    name: 'Marble',
    description: 'Polished stone from a royal palace.',
    unlockCondition: 'premium',
    lightSquareColor: '#e8e6e1',
    darkSquareColor: '#9a948a',
    texture: 'marble',
  },
  {
    id: 'ice-castle',
    name: 'Ice Castle',
    description: 'Frosty blue squares from the ice queen’s castle.',
    unlockCondition: 'premium',
    lightSquareColor: '#e6f3fb',
    darkSquareColor: '#7fa8c9',
    texture: 'frost',
  },
];

const withOrder = <T extends { unlockCost?: number }>(list: T[]) =>
  list.map((theme, sortOrder) => ({ ...theme, unlockCost: theme.unlockCost ?? null, sortOrder }));

export const pieceThemeCatalog = withOrder(pieces);
export const boardThemeCatalog = withOrder(boards).map((board) => ({ ...board, texture: board.texture ?? null }));

const textures = new Map(boardThemeCatalog.map((board) => [board.id, board.texture]));
/** The texture drawn over a board's colours; null for plain boards and unknown ids. */
export const boardTextureOf = (id: string): BoardTexture | null => textures.get(id) ?? null;

/** Every child starts with these; a removed selection falls back to them too. */
export const DEFAULT_PIECE_THEME = 'classic';
export const DEFAULT_BOARD_THEME = 'wood';
