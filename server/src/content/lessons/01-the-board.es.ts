import type { ContentTexts } from '../i18n/texts';

export const theBoardEs = {
  'the-board': { title: 'El tablero', description: 'Conoce el tablero: las columnas, las filas y el nombre de cada casilla.' },
  'the-board/board-welcome': {
    title: '¡Hola, tablero!',
    instruction:
      'Esto es un tablero de ajedrez. Tiene 64 casillas, unas claras y otras oscuras. Cada jugador tiene 16 piezas. Las blancas siempre mueven primero.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-board/board-files': {
    title: 'Las columnas van de arriba abajo',
    instruction:
      'Una línea de casillas que va de arriba abajo se llama columna. Cada columna tiene una letra, de la a a la h. La línea que brilla es la columna e.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-board/board-ranks': {
    title: 'Las filas van de lado a lado',
    instruction:
      'Una línea de casillas que va de un lado al otro se llama fila. Cada fila tiene un número, del 1 al 8. La línea que brilla es la fila 4.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-board/board-square-names': {
    title: 'Cada casilla tiene un nombre',
    instruction:
      'Para nombrar una casilla, di la letra de su columna y después el número de su fila. La casilla que brilla está en la columna e y en la fila 4, así que se llama e4. ¡Es como el nombre de una calle y el número de una casa!',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-board/board-kings-watch': {
    title: 'Dos reyes miran',
    instruction:
      'En cada partida de ajedrez hay dos reyes, uno blanco y uno negro. En nuestras prácticas, los reyes muchas veces solo se sientan a mirar. ¡Ahora vamos a pasear por el tablero!',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-board/board-king-step': {
    title: 'Un pasito',
    instruction: 'Tu rey da un pasito cada vez. Toca tu rey y después toca la estrella en d2.',
    successText: '¡Encontraste d2! Columna d, fila 2.',
  },
  'the-board/board-king-file': {
    title: 'Subiendo por la columna d',
    instruction: 'Sube con tu rey por la columna d. Recoge las estrellas de d2, d3 y d4.',
    successText: '¡Qué buen paseo! Subiste por la columna d.',
  },
  'the-board/board-king-rank': {
    title: 'Por la fila 3',
    instruction: 'Ahora camina por la fila 3, de un lado al otro. Recoge las estrellas de b3, c3 y d3.',
    successText: '¡Súper! Caminaste por la fila 3.',
  },
  'the-board/board-rook-file': {
    title: 'Zum por una columna',
    instruction:
      'Esta es una torre. ¡Puede ir zumbando por una columna tan lejos como quiera! Súbela por la columna a hasta la estrella de a6. Tu rey se queda mirando.',
    successText: '¡Zum! La torre voló por la columna a en una sola jugada.',
  },
  'the-board/board-rook-turn': {
    title: 'Arriba y luego de lado',
    instruction: 'Sube por la columna a hasta a6. Después ve zumbando por la fila 6 hasta f6.',
    successText: 'Por una columna y por una fila. ¡Ya conoces el camino!',
  },
  'the-board/board-rook-named': {
    title: 'Encuentra las casillas',
    instruction: '¿Puedes encontrar d5, g5 y g2? Visita las tres estrellas con tu torre.',
    successText: 'd5, g5, g2: ¡lees el tablero como un mapa!',
  },
} satisfies ContentTexts;
