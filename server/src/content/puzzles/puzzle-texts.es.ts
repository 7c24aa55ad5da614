import type { ContentTexts } from '../i18n/texts';

// Spanish texts of the puzzle library (issue 27). A puzzle's title, mission and hints are made
// from its themes by scripts/puzzles/lib/puzzle-texts.ts, so they come from a small set of
// sentences: each one is translated here once, keyed by its English text, instead of 650
// puzzles one by one. scripts/puzzles/lib/puzzle-texts-es.test.ts runs puzzleTexts over every
// input it can take and fails when one of its sentences has no translation here.

/** Titles, before the " · Puzzle n" that numbers the puzzles sharing a title. */
export const puzzleTitlesEs: Readonly<Record<string, string>> = {
  'Mate in 1': 'Mate en 1',
  'Mate in 2': 'Mate en 2',
  'Mate in 3': 'Mate en 3',
  'Mate in 4': 'Mate en 4',
  'Mate in 5': 'Mate en 5',
  'Back-rank mate': 'Mate del pasillo',
  'Smothered mate': 'Mate de la coz',
  'Checkmate!': '¡Jaque mate!',
  'Fork!': '¡Horquilla!',
  'Skewer!': '¡Enfilada!',
  'Pin!': '¡Clavada!',
  'Surprise attack!': '¡Ataque sorpresa!',
  'Free piece!': '¡Pieza gratis!',
  'Free pawn!': '¡Peón gratis!',
  'Free knight!': '¡Caballo gratis!',
  'Free bishop!': '¡Alfil gratis!',
  'Free rook!': '¡Torre gratis!',
  'Free queen!': '¡Dama gratis!',
  'Make a queen!': '¡Haz una dama!',
  'Trap the piece!': '¡Atrapa la pieza!',
  'Win the pawn': 'Gana el peón',
  'Win the knight': 'Gana el caballo',
  'Win the bishop': 'Gana el alfil',
  'Win the rook': 'Gana la torre',
  'Win the queen': 'Gana la dama',
  'Save the game': 'Salva la partida',
  'Find the best move': 'Encuentra la mejor jugada',
};

/** The number after a shared title: "Mate en 2 · Problema 7". Keeps {n}. */
export const PUZZLE_NUMBER_ES = ' · Problema {n}';

/** Missions (a puzzle's description). */
export const puzzleDescriptionsEs: Readonly<Record<string, string>> = {
  'Find the move that checkmates the black king.': 'Encuentra la jugada que da jaque mate al rey negro.',
  'Find the move that checkmates the white king.': 'Encuentra la jugada que da jaque mate al rey blanco.',
  'Checkmate the black king. Every move counts!': 'Da jaque mate al rey negro. ¡Cada jugada cuenta!',
  'Checkmate the white king. Every move counts!': 'Da jaque mate al rey blanco. ¡Cada jugada cuenta!',
  'Checkmate the black king in two moves. Every move counts!': 'Da jaque mate al rey negro en dos jugadas. ¡Cada jugada cuenta!',
  'Checkmate the white king in two moves. Every move counts!': 'Da jaque mate al rey blanco en dos jugadas. ¡Cada jugada cuenta!',
  'Checkmate the black king in three moves. Every move counts!': 'Da jaque mate al rey negro en tres jugadas. ¡Cada jugada cuenta!',
  'Checkmate the white king in three moves. Every move counts!': 'Da jaque mate al rey blanco en tres jugadas. ¡Cada jugada cuenta!',
  'Checkmate the black king in four moves. Every move counts!': 'Da jaque mate al rey negro en cuatro jugadas. ¡Cada jugada cuenta!',
  'Checkmate the white king in four moves. Every move counts!': 'Da jaque mate al rey blanco en cuatro jugadas. ¡Cada jugada cuenta!',
  'Checkmate the black king in five moves. Every move counts!': 'Da jaque mate al rey negro en cinco jugadas. ¡Cada jugada cuenta!',
  'Checkmate the white king in five moves. Every move counts!': 'Da jaque mate al rey blanco en cinco jugadas. ¡Cada jugada cuenta!',
  'Attack two pieces at once and win one of them.': 'Ataca dos piezas a la vez y gana una de ellas.',
  'Attack a big piece and win the piece behind it.': 'Ataca una pieza grande y gana la pieza que está detrás.',
  'Pin a piece so it cannot move away, and win material.': 'Clava una pieza para que no pueda moverse y gana material.',
  'Move one piece out of the way so another one can attack.': 'Aparta una pieza para que otra pueda atacar.',
  'One piece has nobody to protect it. Take it!': 'Una pieza no tiene quien la proteja. ¡Captúrala!',
  'The black pawn has nobody to protect it. Take it!': 'El peón negro no tiene quien lo proteja. ¡Captúralo!',
  'The black knight has nobody to protect it. Take it!': 'El caballo negro no tiene quien lo proteja. ¡Captúralo!',
  'The black bishop has nobody to protect it. Take it!': 'El alfil negro no tiene quien lo proteja. ¡Captúralo!',
  'The black rook has nobody to protect it. Take it!': 'La torre negra no tiene quien la proteja. ¡Captúrala!',
  'The black queen has nobody to protect it. Take it!': 'La dama negra no tiene quien la proteja. ¡Captúrala!',
  'The white pawn has nobody to protect it. Take it!': 'El peón blanco no tiene quien lo proteja. ¡Captúralo!',
  'The white knight has nobody to protect it. Take it!': 'El caballo blanco no tiene quien lo proteja. ¡Captúralo!',
  'The white bishop has nobody to protect it. Take it!': 'El alfil blanco no tiene quien lo proteja. ¡Captúralo!',
  'The white rook has nobody to protect it. Take it!': 'La torre blanca no tiene quien la proteja. ¡Captúrala!',
  'The white queen has nobody to protect it. Take it!': 'La dama blanca no tiene quien la proteja. ¡Captúrala!',
  'Help your pawn reach the last row and become a queen.': 'Ayuda a tu peón a llegar a la última fila y convertirse en dama.',
  'Catch an enemy piece that has nowhere to run.': 'Atrapa una pieza rival que no tiene adónde escapar.',
  'Find the move that wins the black pawn.': 'Encuentra la jugada que gana el peón negro.',
  'Find the move that wins the black knight.': 'Encuentra la jugada que gana el caballo negro.',
  'Find the move that wins the black bishop.': 'Encuentra la jugada que gana el alfil negro.',
  'Find the move that wins the black rook.': 'Encuentra la jugada que gana la torre negra.',
  'Find the move that wins the black queen.': 'Encuentra la jugada que gana la dama negra.',
  'Find the move that wins the white pawn.': 'Encuentra la jugada que gana el peón blanco.',
  'Find the move that wins the white knight.': 'Encuentra la jugada que gana el caballo blanco.',
  'Find the move that wins the white bishop.': 'Encuentra la jugada que gana el alfil blanco.',
  'Find the move that wins the white rook.': 'Encuentra la jugada que gana la torre blanca.',
  'Find the move that wins the white queen.': 'Encuentra la jugada que gana la dama blanca.',
  'You are in trouble! Find the move that saves you.': '¡Estás en apuros! Encuentra la jugada que te salva.',
  'Find the move that wins material.': 'Encuentra la jugada que gana material.',
};

/** Hints (two per puzzle: a general one, then the piece that moves first). */
export const puzzleHintsEs: Readonly<Record<string, string>> = {
  'Look for a check.': 'Busca un jaque.',
  'Look for a quiet move that traps the king.': 'Busca una jugada tranquila que atrape al rey.',
  'Look for a check or a capture.': 'Busca un jaque o una captura.',
  'Look for a capture or an attack.': 'Busca una captura o un ataque.',
  'Look for a move that attacks two pieces.': 'Busca una jugada que ataque a dos piezas.',
  'Look for a line with two enemy pieces on it.': 'Busca una línea con dos piezas rivales.',
  'Look for a piece standing in front of its king or queen.': 'Busca una pieza que esté delante de su rey o de su dama.',
  'One piece is hiding another one.': 'Una pieza está tapando a otra.',
  'Look for a piece that nobody defends.': 'Busca una pieza que nadie defiende.',
  'Which pawn is closest to the end?': '¿Qué peón está más cerca del final?',
  'Find an enemy piece with no safe squares.': 'Encuentra una pieza rival sin casillas seguras.',
  'Look at every black piece. Which one can you win?': 'Mira cada pieza negra. ¿Cuál puedes ganar?',
  'Look at every white piece. Which one can you win?': 'Mira cada pieza blanca. ¿Cuál puedes ganar?',
  'Your pawn can help.': 'Tu peón puede ayudar.',
  'Your knight can help.': 'Tu caballo puede ayudar.',
  'Your bishop can help.': 'Tu alfil puede ayudar.',
  'Your rook can help.': 'Tu torre puede ayudar.',
  'Your queen can help.': 'Tu dama puede ayudar.',
  'Your king can do it himself.': 'Tu rey puede hacerlo él solo.',
  'Your pawn makes the first move.': 'Tu peón hace la primera jugada.',
  'Your knight makes the first move.': 'Tu caballo hace la primera jugada.',
  'Your bishop makes the first move.': 'Tu alfil hace la primera jugada.',
  'Your rook makes the first move.': 'Tu torre hace la primera jugada.',
  'Your queen makes the first move.': 'Tu dama hace la primera jugada.',
  'Your king makes the first move.': 'Tu rey hace la primera jugada.',
};

const NUMBERED = /^(.*) · Puzzle (\d+)$/;

/** The Spanish of one puzzle title, numbered like the English one; undefined when its base has no translation. */
export function puzzleTitleEs(title: string): string | undefined {
  const match = NUMBERED.exec(title);
  const base = puzzleTitlesEs[match ? match[1]! : title];
  if (base === undefined) return undefined;
  return match ? base + PUZZLE_NUMBER_ES.replace('{n}', match[2]!) : base;
}

/**
 * The puzzles' texts in the shape of every other content translation (keyed by puzzle id, with
 * title, description and hints), for the check and the overlay. A text with no translation is
 * left out, so the check names it.
 */
export function puzzleTextsEs(puzzles: readonly { id: string; title: string; description: string; hints: readonly string[] }[]): ContentTexts {
  const texts: Record<string, Record<string, string | string[]>> = {};
  for (const puzzle of puzzles) {
    const fields: Record<string, string | string[]> = {};
    const title = puzzleTitleEs(puzzle.title);
    if (title !== undefined) fields.title = title;
    const description = puzzleDescriptionsEs[puzzle.description];
    if (description !== undefined) fields.description = description;
    const hints = puzzle.hints.map((hint) => puzzleHintsEs[hint]);
    if (hints.every((hint) => hint !== undefined)) fields.hints = hints;
    texts[puzzle.id] = fields;
  }
  return texts;
}
