import type { ContentTexts } from '../i18n/texts';

export const theKnightEs = {
  'the-knight': { title: 'El caballo', description: 'El caballo salta en forma de L y puede saltar por encima de otras piezas.' },
  'the-knight/knight-intro': {
    title: 'Conoce el caballo',
    instruction:
      'El caballo tiene cara de caballito. Salta en forma de L: dos casillas hacia un lado y después una casilla hacia el costado. Las casillas que brillan muestran dónde puede caer.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-knight/knight-one': { title: 'Primer salto', instruction: 'Salta con tu caballo hasta la estrella.', successText: '¡Hop! Una L perfecta.' },
  'the-knight/knight-two': { title: 'Dos saltos', instruction: 'Salta hasta las dos estrellas.', successText: '¡Hop, hop!' },
  'the-knight/knight-jump-over': {
    title: 'Salta el muro',
    instruction: 'El caballo es la única pieza que puede saltar por encima de las demás. ¡Salta por encima de tus peones hasta las estrellas!',
    successText: '¡Por encima del muro! Eso solo lo puede hacer un caballo.',
  },
  'the-knight/knight-next-door': {
    title: 'La estrella de al lado',
    instruction: 'La estrella está justo al lado de tu caballo, pero un caballo no puede dar un pasito. ¿Cuántos saltos necesita?',
    successText: 'Tres saltos para avanzar una casilla. ¡Los caballos son muy pillos!',
  },
  'the-knight/knight-tour': { title: 'Paseo del caballo', instruction: 'Visita las cuatro estrellas con tu caballo.', successText: '¡Qué paseo!' },
  'the-knight/knight-capture': {
    title: 'Salta y captura',
    instruction: 'Captura los tres peones negros con tu caballo.',
    successText: '¡Tres saltos, tres capturas!',
  },
  'the-knight/knight-capture-tricky': {
    title: 'Capturas difíciles',
    instruction: 'Estas piezas están muy repartidas. Captúralas todas, con los menos saltos que puedas.',
    successText: '¡Les ganaste a todas saltando!',
  },
} satisfies ContentTexts;
