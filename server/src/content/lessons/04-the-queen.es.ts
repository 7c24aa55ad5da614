import type { ContentTexts } from '../i18n/texts';

export const theQueenEs = {
  'the-queen': { title: 'La dama', description: 'La dama se mueve como una torre y un alfil juntos. ¡Es la pieza más fuerte!' },
  'the-queen/queen-intro': {
    title: 'Conoce la dama',
    instruction:
      'La dama lleva una corona. Se mueve en línea recta como una torre y en diagonal como un alfil, tan lejos como quiera. ¡Por eso es la pieza más fuerte del tablero!',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-queen/queen-straight': {
    title: 'Como una torre',
    instruction: 'Sube tu dama derecho hasta la estrella, como una torre.',
    successText: '¡Derecha como una flecha!',
  },
  'the-queen/queen-diagonal': {
    title: 'Como un alfil',
    instruction: 'Ahora desliza tu dama en diagonal hasta la estrella, como un alfil.',
    successText: 'Un deslizón en diagonal. ¡La dama lo puede todo!',
  },
  'the-queen/queen-three': {
    title: 'Paseo de la dama',
    instruction: 'Recoge las tres estrellas. Usa líneas rectas y diagonales.',
    successText: 'Tres estrellas. ¡Qué rápida es la dama!',
  },
  'the-queen/queen-five': {
    title: 'Lluvia de estrellas',
    instruction: '¡Cinco estrellas! Piensa un camino corto. La dama puede girar hacia donde quiera.',
    successText: '¡Una lluvia de estrellas, todas recogidas!',
  },
  'the-queen/queen-capture': {
    title: 'La dama captura',
    instruction: 'Captura los tres peones negros con tu dama.',
    successText: '¡La dama se los llevó a todos!',
  },
  'the-queen/queen-capture-many': {
    title: 'Barrido de la dama',
    instruction: 'Captura las cinco piezas negras. Busca un camino sin jugadas de sobra.',
    successText: '¡Cinco capturas! Nadie puede esconderse de la dama.',
  },
  'the-queen/queen-capture-blocked': {
    title: 'Doblando la esquina',
    instruction: 'Algunos peones se esconden detrás de otros. ¡Captúralos todos!',
    successText: '¡Encontraste el camino hasta cada peón!',
  },
} satisfies ContentTexts;
