import type { ContentTexts } from '../i18n/texts';

export const checkEs = {
  check: { title: '¡Jaque!', description: 'Ataca al rey enemigo y aprende las tres maneras de salir del jaque.' },
  'check/check-intro': {
    title: '¿Qué es el jaque?',
    instruction:
      'Cuando una pieza ataca al rey, decimos que el rey está en jaque. La torre blanca ataca al rey negro por la columna que brilla. ¡En jaque, el rey tiene que ponerse a salvo enseguida!',
    successText: '¡Muy bien! Sigamos.',
  },
  'check/check-rook': {
    title: 'Jaque de torre',
    instruction: 'Da jaque con tu torre.',
    successText: '¡Jaque! La torre ataca al rey.',
    hint: 'Pon tu torre en la misma columna o en la misma fila que el rey negro.',
  },
  'check/check-bishop': {
    title: 'Jaque de alfil',
    instruction: 'Da jaque con tu alfil.',
    successText: '¡Jaque por la diagonal!',
    hint: 'Busca una diagonal que llegue hasta el rey negro.',
  },
  'check/check-knight': {
    title: 'Jaque de caballo',
    instruction: 'Da jaque con tu caballo.',
    successText: '¡El caballo salta y da jaque!',
    hint: 'Un caballo da jaque desde un salto en L. ¿Qué casillas están a un salto en L del rey?',
  },
  'check/check-queen': {
    title: 'Jaque de dama',
    instruction: 'Tu dama puede dar jaque de muchas maneras. ¡Encuentra una!',
    successText: '¡Jaque! A la dama se le da muy bien.',
    hint: 'La dama se mueve como una torre y como un alfil. ¿Qué líneas llevan hasta el rey?',
  },
  'check/check-pawn': {
    title: 'Jaque de peón',
    instruction: 'Hasta un peoncito puede dar jaque. ¡Encuentra la jugada de peón que da jaque al rey!',
    successText: '¡Jaque de peón! Los peones atacan en diagonal hacia delante.',
    hint: 'Un peón ataca las dos casillas que tiene delante en diagonal.',
  },
  'check/check-escape-intro': {
    title: 'Tres maneras de salir del jaque',
    instruction:
      'Cuando tu rey está en jaque, tienes tres maneras de salir. Una: mover el rey a una casilla segura. Dos: tapar, poniendo una pieza en medio. Tres: capturar la pieza que da jaque.',
    successText: '¡Muy bien! Sigamos.',
  },
  'check/check-escape-run': {
    title: 'Escapa',
    instruction: 'La torre negra da jaque. ¡Mueve tu rey a una casilla segura!',
    successText: '¡Uf! Tu rey está a salvo.',
    hint: 'Sal de la columna por la que mira la torre.',
  },
  'check/check-escape-block': {
    title: 'Tápalo',
    instruction: 'Tu rey está en jaque y no tiene adónde ir. ¡Tapa el jaque poniendo una pieza en medio!',
    successText: '¡Tapado! La torre ya no puede ver a tu rey.',
    hint: '¿Cuál de tus piezas puede ponerse en la columna e, entre la torre y tu rey?',
  },
  'check/check-escape-capture': {
    title: 'Captúralo',
    instruction: 'El caballo negro da jaque. ¡Captura el caballo!',
    successText: '¡Fuera! Muchas veces, la mejor manera de salir del jaque es capturar la pieza que lo da.',
    hint: '¿Cuál de tus peones puede capturar en diagonal al caballo?',
  },
} satisfies ContentTexts;
