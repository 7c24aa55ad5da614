import type { ContentTexts } from '../i18n/texts';

export const promotionEs = {
  promotion: { title: 'La coronación', description: 'Cuando un peón llega al otro lado del tablero, se convierte en una pieza nueva.' },
  'promotion/promo-intro': {
    title: 'El sueño de un peón',
    instruction:
      'Cuando un peón llega a la última fila, al otro lado del tablero, corona: se convierte en una dama, una torre, un alfil o un caballo. ¡Tú eliges! Casi siempre lo mejor es una dama, porque es la pieza más fuerte.',
    successText: '¡Muy bien! Sigamos.',
  },
  'promotion/promo-queen': {
    title: 'Una dama nueva',
    instruction: '¡Lleva tu peón a la última fila y corónalo en dama!',
    successText: '¡Tu peón se convirtió en dama!',
    hint: 'Avanza el peón hasta e8 y después elige la dama.',
  },
  'promotion/promo-capture': {
    title: 'Captura y corona',
    instruction: 'Tu peón puede capturar la torre negra y coronar en dama en la misma jugada. ¡Hazlo!',
    successText: 'Dos en uno: ¡una torre capturada y una dama nuevecita!',
    hint: 'Los peones capturan en diagonal, también cuando van camino de la última fila.',
  },
  'promotion/promo-black': {
    title: 'Las negras coronan',
    instruction: 'Juegas con negras. Los peones negros bajan por el tablero. ¡Corona tu peón en dama!',
    successText: '¡Una nueva dama negra!',
    hint: 'Para las negras, la última fila es la fila 1.',
  },
  'promotion/promo-mate': {
    title: 'Corona con jaque mate',
    instruction: '¡Corona tu peón y da jaque mate al mismo tiempo!',
    successText: '¡Una pieza nueva y jaque mate, todo en una sola jugada!',
    hint: 'Una dama o una torre nueva en g8 da jaque por la última fila.',
  },
  'promotion/promo-knight-fork': {
    title: 'A veces, un caballo',
    instruction: '¡Aquí lo mejor es un caballo! Corona en un caballo que dé jaque al rey negro y ataque a la dama negra.',
    successText: '¡Una horquilla de caballo! En la próxima jugada tu caballo captura la dama.',
    hint: 'Un caballo en f8 saltaría a d7 y a h7.',
  },
  'promotion/promo-rook-not-queen': {
    title: '¡Demasiada dama!',
    instruction:
      '¡Cuidado! Una dama nueva aquí dejaría al rey negro sin jugadas y sin estar en jaque: eso es ahogado, y la partida queda en tablas. ¡Corona en torre!',
    successText: '¡Muy listo! El rey todavía tiene una casilla adonde ir, y en la próxima jugada tu torre da jaque mate.',
    hint: 'Elige la torre: vigila la fila pero no la diagonal.',
  },
} satisfies ContentTexts;
