import type { ContentTexts } from '../i18n/texts';

export const theRookEs = {
  'the-rook': { title: 'La torre', description: 'La torre va zumbando en línea recta: arriba, abajo y de lado a lado.' },
  'the-rook/rook-intro': {
    title: 'Conoce la torre',
    instruction:
      'La torre parece la torre de un castillo. Se mueve en línea recta: arriba, abajo, a la izquierda o a la derecha. Puede llegar tan lejos como quiera, hasta que algo le cierre el paso. Las casillas que brillan muestran adónde puede ir.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-rook/rook-up': {
    title: 'Derecho hacia arriba',
    instruction: 'Sube tu torre hasta la estrella.',
    successText: '¡Una jugada, hasta arriba del todo!',
  },
  'the-rook/rook-two-stars': {
    title: 'Dos estrellas',
    instruction: 'Recoge las dos estrellas. Entre una jugada y otra, la torre puede doblar la esquina.',
    successText: 'Arriba y de lado. ¡Muy bien hecho!',
  },
  'the-rook/rook-zigzag': {
    title: 'Camino en zigzag',
    instruction: 'Esta vez son cuatro estrellas. Piensa tu camino y recógelas todas.',
    successText: '¡Qué zigzag! Tu torre conoce todos los caminos.',
  },
  'the-rook/rook-wall': {
    title: 'Alrededor del muro',
    instruction: 'Tu peón en a4 cierra el paso, y las torres nunca pueden saltar. Busca cómo rodearlo para llegar a la estrella.',
    successText: '¡Qué listo! Rodeaste el peón.',
  },
  'the-rook/rook-capture-one': {
    title: 'Tu primera captura',
    instruction: '¡Las torres pueden capturar! Muévete a la casilla del peón negro para sacarlo del tablero.',
    successText: '¡Te atrapé! El peón es tuyo.',
  },
  'the-rook/rook-capture-three': {
    title: 'Tres peones',
    instruction: 'Captura los tres peones negros. Ellos nunca se mueven, así que tómate tu tiempo.',
    successText: '¡Tres peones capturados!',
  },
  'the-rook/rook-capture-five': {
    title: 'A la caza de peones',
    instruction: '¡Cinco peones negros! Captúralos todos, con las menos jugadas que puedas.',
    successText: 'Cinco peones en cinco jugadas. ¡Eres un maestro de la torre!',
  },
} satisfies ContentTexts;
