import type { ContentTexts } from '../i18n/texts';

export const stalemateEs = {
  stalemate: {
    title: 'El ahogado',
    description: 'Por qué un rey que no puede moverse, pero no está en jaque, deja la partida en tablas, y cómo evitarlo.',
  },
  'stalemate/stalemate-intro': {
    title: 'Sin salida, pero sin jaque',
    instruction:
      'Les toca a las negras. El rey negro no está en jaque, pero todas las casillas a su alrededor están vigiladas, y las negras no tienen otra pieza que mover. ¡Las negras no pueden mover nada! Esto se llama ahogado, y la partida termina en tablas: nadie gana.',
    successText: '¡Muy bien! Sigamos.',
  },
  'stalemate/stalemate-tip': {
    title: 'Deja una puerta abierta',
    instruction:
      'Cuando vas ganando, ¡ten cuidado! Hasta que puedas dar jaque mate, deja siempre al rey enemigo una casilla adonde moverse, o dale jaque.',
    successText: '¡Muy bien! Sigamos.',
  },
  'stalemate/stalemate-mate-instead': {
    title: 'Jaque mate, no ahogado',
    instruction: 'Una jugada de dama es jaque mate, y algunas jugadas de dama son ahogado. ¡Encuentra el jaque mate!',
    successText: '¡Jaque mate! Ganaste y no caíste en la trampa del ahogado.',
    hint: 'Da jaque al rey por su última fila.',
  },
  'stalemate/stalemate-open-door': {
    title: 'Abre la puerta',
    instruction:
      'Ahora mismo el rey negro no tiene casillas. ¡Si mueves tu rey, es ahogado! Mueve tu dama para que el rey tenga una casilla, o dale jaque. ¡Y que tu dama no quede en peligro!',
    successText: '¡Muy bien hecho! La partida sigue y todavía puedes ganar.',
    hint: 'Aleja la dama de las casillas del rey. Una jugada de rey aquí sería ahogado.',
  },
  'stalemate/stalemate-rook-trap': {
    title: 'La trampa de la torre',
    instruction: 'Da jaque mate con tu torre. ¡Cuidado: una jugada de torre sería ahogado!',
    successText: '¡Jaque mate! Esquivaste la trampa.',
    hint: 'Da jaque al rey por la última fila.',
  },
  'stalemate/stalemate-many-traps': {
    title: 'Cuántas trampas',
    instruction: '¡Aquí siete jugadas de dama son ahogado! Solo una es jaque mate. Encuéntrala.',
    successText: '¡Jaque mate! Encontraste la única jugada buena.',
    hint: 'Tu rey vigila a7 y b7. Da jaque al rey por su última fila.',
  },
  'stalemate/stalemate-corner': {
    title: 'Jaque en el rincón',
    instruction: 'Da jaque mate. ¡No le quites todas las casillas sin darle jaque!',
    successText: '¡Jaque mate en el rincón!',
    hint: 'Tu rey en c7 vigila b7 y b8. Da jaque al rey por la columna a.',
  },
} satisfies ContentTexts;
