import type { ContentTexts } from '../i18n/texts';

export const twoRooksEs = {
  'two-rooks': { title: 'La escalera de torres', description: 'Dos torres se turnan para empujar al rey hasta el borde y darle jaque mate.' },
  'two-rooks/ladder-intro': {
    title: 'Subiendo la escalera',
    instruction:
      'Dos torres pueden dar jaque mate a un rey ellas solitas. Una torre vigila una fila como si fuera una valla. La otra torre da jaque en la fila siguiente. Después cambian de tarea, paso a paso, como quien sube una escalera, hasta que el rey llega al borde.',
    successText: '¡Muy bien! Sigamos.',
  },
  'two-rooks/ladder-top': {
    title: 'Lo alto de la escalera',
    instruction: 'Una torre vigila la fila 7. ¡Da jaque mate con la otra torre!',
    successText: '¡Jaque mate! La escalera llegó arriba del todo.',
    hint: 'El rey está en la fila 8. Dale jaque allí.',
  },
  'two-rooks/ladder-side': {
    title: 'Escalera de lado',
    instruction: '¡La escalera también funciona de lado! Da jaque mate.',
    successText: '¡Jaque mate en la columna h!',
    hint: 'Una torre vigila la columna g. Da jaque al rey en la columna h.',
  },
  'two-rooks/ladder-bottom': {
    title: 'Bajando la escalera',
    instruction: 'Ahora el rey está abajo del todo. ¡Da jaque mate!',
    successText: '¡Jaque mate en la fila 1!',
    hint: 'La torre de a2 vigila la fila 2.',
  },
  'two-rooks/ladder-left': {
    title: 'El borde izquierdo',
    instruction: 'Da jaque mate en la columna a.',
    successText: '¡Jaque mate! Sirve cualquier borde.',
    hint: 'La torre de b2 vigila la columna b.',
  },
  'two-rooks/ladder-far-away': {
    title: 'Guarda la distancia',
    instruction:
      '¡El rey negro ataca a tu torre de d7! Aleja esa torre por la fila 7, hasta donde el rey no pueda alcanzarla. Así sigue vigilando la fila 7.',
    successText: '¡A salvo! Ahora el rey no puede capturar tu torre. Próxima jugada: jaque mate.',
    hint: 'Desliza la torre a una casilla de la fila 7 que no esté al lado del rey.',
  },
  'two-rooks/ladder-finish': {
    title: 'Termina el trabajo',
    instruction: '¡Ahora da jaque mate!',
    successText: 'Jaque mate con la escalera de torres. ¡Genial!',
    hint: '¿Qué torre puede llegar a la fila 8?',
  },
} satisfies ContentTexts;
