import type { ContentTexts } from '../i18n/texts';

export const queenMateEs = {
  'queen-mate': { title: 'Jaque mate con la dama', description: 'Tu primer mate ganador: el rey y la dama dan jaque mate al rey solitario.' },
  'queen-mate/qmate-box': {
    title: 'La dama construye una caja',
    instruction:
      'Para dar jaque mate con una dama, empuja al rey enemigo hasta el borde del tablero. La dama construye una caja a su alrededor, y tu rey se acerca para ayudar. El rey negro está atrapado en la caja que brilla.',
    successText: '¡Muy bien! Sigamos.',
  },
  'queen-mate/qmate-kiss': {
    title: 'El beso de la dama',
    instruction:
      'Muchas veces el final es el beso de la dama: la dama se pone justo al lado del rey enemigo, y tu propio rey la protege, así que el rey enemigo no puede capturarla.',
    successText: '¡Muy bien! Sigamos.',
  },
  'queen-mate/qmate-corner': {
    title: 'Mate en el rincón',
    instruction: '¡Da jaque mate al rey en el rincón!',
    successText: '¡Jaque mate en el rincón!',
    hint: 'Tu rey vigila a7, b7 y c7.',
  },
  'queen-mate/qmate-back-rank': {
    title: 'Por el borde',
    instruction: 'Tu rey está delante del rey negro. ¡Da jaque mate con la dama!',
    successText: '¡Jaque mate! Tu rey cerró el paso hacia delante y la dama cerró el borde.',
    hint: 'Da jaque al rey por su última fila.',
  },
  'queen-mate/qmate-kiss-g7': {
    title: 'Beso en g7',
    instruction: '¡Dale el beso de la dama!',
    successText: '¡Jaque mate con el beso de la dama!',
    hint: '¿Qué casilla junto al rey negro protege tu rey?',
  },
  'queen-mate/qmate-bottom-corner': {
    title: 'El rincón de abajo',
    instruction: 'El rey negro se esconde en el rincón de abajo. ¡Dale jaque mate!',
    successText: '¡Jaque mate! Ningún rincón está a salvo de tu dama.',
    hint: 'Tu rey en c3 protege b2.',
  },
  'queen-mate/qmate-side': {
    title: 'Por un lado',
    instruction: 'Da jaque mate. ¡Hay más de una manera!',
    successText: '¡Jaque mate! Cada vez lo haces mejor.',
    hint: 'Un beso de la dama en d7, o un jaque por la última fila.',
  },
  'queen-mate/qmate-careful': {
    title: 'Cuidado en el rincón',
    instruction: 'Da jaque mate. Ten cuidado: ¡aquí una jugada de dama es ahogado!',
    successText: 'Jaque mate, y sin ahogado. ¡Eres experto en el mate con dama!',
    hint: 'Tu rey vigila g2 y h2.',
  },
} satisfies ContentTexts;
