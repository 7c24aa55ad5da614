import type { ContentTexts } from '../i18n/texts';

// Spanish texts of the learning paths (paths.ts), keyed by path id, and `pathId/stepKey` for a
// path's steps (issue 27). `skills` follows the English list's order. Lesson and chapter names
// are those of the lessons' and the story's own translations.

export const pathsEs = {
  'chess-basics': {
    name: 'Lo básico del ajedrez',
    description: 'Conoce el tablero y cada pieza, y luego juega tu primera partida.',
    skills: ['Cómo se mueven las piezas', 'El tablero', 'Capturar'],
  },
  'chess-basics/lesson-the-board': { title: 'El tablero', description: 'Aprende el nombre de las casillas.' },
  'chess-basics/mini-quick-light-up': {
    title: 'Minirreto: ¡Se enciende!',
    description: 'Toca las casillas que se encienden, lo más rápido que puedas.',
  },
  'chess-basics/lesson-the-rook': { title: 'La torre', description: 'Haz correr la torre por caminos rectos.' },
  'chess-basics/lesson-the-bishop': { title: 'El alfil', description: 'Desliza el alfil por las diagonales.' },
  'chess-basics/lesson-the-queen': { title: 'La dama', description: 'La dama se mueve como una torre y un alfil.' },
  'chess-basics/lesson-the-king': { title: 'El rey', description: 'Un paso con cuidado cada vez.' },
  'chess-basics/lesson-the-knight': { title: 'El caballo', description: '¡Salta en forma de L!' },
  'chess-basics/lesson-the-pawn': { title: 'El peón', description: 'Piezas pequeñas con grandes sueños.' },
  'chess-basics/lesson-capture': { title: 'Capturar', description: 'Captura las piezas del otro bando.' },
  'chess-basics/story-the-morning-the-board-froze': {
    title: 'Historia: La mañana en que se heló el tablero',
    description: 'Empieza la aventura y resuelve sus retos.',
  },
  'chess-basics/ai-easy-any-play-1': {
    title: 'Tu primera partida',
    description: 'Juega una partida entera contra la computadora en el nivel Fácil.',
  },

  'basic-tactics': {
    name: 'Táctica básica',
    description: 'Jaque, jaque mate y capturar piezas que se quedaron solas.',
    skills: ['Jaques mate', 'Piezas sin defensa', 'El valor de las piezas'],
  },
  'basic-tactics/lesson-check': { title: '¡Jaque!', description: 'Ataca al rey y mira cómo puede escapar.' },
  'basic-tactics/lesson-checkmate': { title: '¡Jaque mate!', description: 'Atrapa al rey para que no tenga adónde ir.' },
  'basic-tactics/lesson-piece-values': { title: 'Cuánto valen las piezas', description: 'Una dama vale más que un peón.' },
  'basic-tactics/puzzles-hangingpiece-400-5': {
    title: 'Piezas gratis',
    description: 'Resuelve 5 problemas en los que una pieza se quedó sola.',
  },
  'basic-tactics/puzzles-matein1-400-5': { title: 'Mate en una', description: 'Resuelve 5 problemas de mate en una jugada.' },
  'basic-tactics/mini-pattern-king-attackers': {
    title: 'Minirreto: ¿Quién ataca al rey?',
    description: 'Elige todas las piezas que atacan al rey.',
  },
  'basic-tactics/story-rookas-straight-roads': {
    title: 'Historia: Los caminos rectos de Rooka',
    description: 'Ayuda a Rooka en el capítulo 2.',
  },
  'basic-tactics/ai-easy-white-win-1': {
    title: 'Gánale a la computadora Fácil',
    description: 'Gana una partida contra el nivel Fácil jugando con las blancas.',
  },

  'endgame-basics': {
    name: 'Finales básicos',
    description: 'Convierte peones en damas y termina la partida con pocas piezas.',
    skills: ['Finales', 'Coronación', 'Jaques mate', 'Ahogado'],
  },
  'endgame-basics/lesson-promotion': { title: 'La coronación', description: 'Lleva un peón hasta el final y corónalo.' },
  'endgame-basics/lesson-stalemate': { title: 'El ahogado', description: 'Aprende el empate que sorprende a todos.' },
  'endgame-basics/lesson-queen-mate': { title: 'Jaque mate con la dama', description: 'Rey y dama contra un rey solito.' },
  'endgame-basics/lesson-two-rooks': { title: 'La escalera de torres', description: 'Dos torres suben hasta el jaque mate.' },
  'endgame-basics/puzzles-promotion-500-3': {
    title: 'De peón a dama',
    description: 'Resuelve 3 problemas de coronación con puntuación de 500 o más.',
  },
  'endgame-basics/story-the-whispering-forest': {
    title: 'Historia: El Bosque de los Susurros',
    description: 'Encuentra los caminos secretos en el capítulo 3.',
  },
  'endgame-basics/ai-easy-black-win-1': {
    title: 'Gana con las negras',
    description: 'Gana una partida contra el nivel Fácil jugando con las negras.',
  },

  'advanced-tactics': {
    name: 'Táctica avanzada',
    description: 'Horquillas, clavadas, enfiladas y mates en dos jugadas.',
    skills: ['Horquillas', 'Clavadas y enfiladas', 'Cálculo', 'Jaques mate'],
  },
  'advanced-tactics/lesson-tactics': { title: 'Primeros trucos', description: 'Horquilla, clavada y enfilada.' },
  'advanced-tactics/puzzles-fork-600-5': {
    title: 'Cazahorquillas',
    description: 'Resuelve 5 problemas de horquilla con puntuación de 600 o más.',
  },
  'advanced-tactics/mini-pattern-fork-finder': {
    title: 'Minirreto: Cazahorquillas',
    description: 'Encuentra la casilla donde una pieza ataca a dos.',
  },
  'advanced-tactics/puzzles-pin-700-3': {
    title: '¡Clávala!',
    description: 'Resuelve 3 problemas de clavada con puntuación de 700 o más.',
  },
  'advanced-tactics/puzzles-skewer-550-3': {
    title: '¡Enfilada!',
    description: 'Resuelve 3 problemas de enfilada con puntuación de 550 o más.',
  },
  'advanced-tactics/puzzles-matein2-900-5': {
    title: 'Mates en dos jugadas',
    description: 'Resuelve 5 problemas de mate en dos con puntuación de 900 o más.',
  },
  'advanced-tactics/ai-medium-any-play-1': {
    title: 'Conoce el nivel Medio',
    description: 'Juega una partida entera contra la computadora en el nivel Medio.',
  },

  'chess-strategy': {
    name: 'Estrategia',
    description: 'Enroca pronto, piensa un plan y juega partidas de verdad con otros niños.',
    skills: ['Ideas de apertura', 'Cálculo', 'Manejo del reloj'],
  },
  'chess-strategy/lesson-castling': { title: 'El enroque', description: 'Pon a tu rey a salvo.' },
  'chess-strategy/lesson-en-passant': { title: 'Captura al paso', description: 'La captura especial del peón.' },
  'chess-strategy/puzzles-any-900-10': {
    title: 'Diez problemas difíciles',
    description: 'Resuelve 10 problemas con puntuación de 900 o más.',
  },
  'chess-strategy/ai-medium-black-win-1': {
    title: 'Gánale al nivel Medio con las negras',
    description: 'Gana contra el nivel Medio jugando con las negras.',
  },
  'chess-strategy/live-play-3': { title: 'Juega con otros niños', description: 'Termina 3 partidas en vivo en Multijugador.' },

  'grandmaster-level': {
    name: 'Nivel gran maestro',
    description: 'Los problemas más difíciles y victorias de verdad: para auténticos campeones del ajedrez.',
    skills: ['Cálculo', 'Jaques mate', 'Manejo del reloj', 'Ideas de apertura'],
  },
  'grandmaster-level/puzzles-backrankmate-900-5': {
    title: 'Mates del pasillo',
    description: 'Resuelve 5 mates del pasillo con puntuación de 900 o más.',
  },
  'grandmaster-level/puzzles-any-1100-10': {
    title: 'Problemas de campeones',
    description: 'Resuelve 10 problemas con puntuación de 1100 o más.',
  },
  'grandmaster-level/ai-medium-any-win-3': {
    title: 'Tres victorias contra el nivel Medio',
    description: 'Gana 3 partidas contra la computadora en el nivel Medio.',
  },
  'grandmaster-level/live-win-3': { title: 'Tres victorias en vivo', description: 'Gana 3 partidas en vivo contra otros niños.' },
} satisfies ContentTexts;
