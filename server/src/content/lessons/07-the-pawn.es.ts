import type { ContentTexts } from '../i18n/texts';

export const thePawnEs = {
  'the-pawn': { title: 'El peón', description: 'Los peones marchan hacia delante, dan un gran primer paso y capturan en diagonal.' },
  'the-pawn/pawn-intro': {
    title: 'Conoce el peón',
    instruction:
      'Los peones son pequeños pero valientes. Un peón marcha derecho hacia delante, de una casilla en una casilla. Nunca camina hacia atrás.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-pawn/pawn-march': {
    title: '¡Adelante, marchen!',
    instruction: 'Haz marchar tu peón hacia delante hasta la estrella.',
    successText: 'Un, dos, un, dos. ¡Qué bien marchas!',
  },
  'the-pawn/pawn-first-move': {
    title: 'El gran primer paso',
    instruction:
      'En su primera jugada, un peón puede dar un paso grande de dos casillas o un paso pequeño de una. Después, solo una casilla cada vez.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-pawn/pawn-big-step': {
    title: 'Paso grande',
    instruction: 'Este peón todavía no se ha movido. ¡Da un paso grande de dos casillas hasta la estrella!',
    successText: '¡Un primer paso gigante!',
  },
  'the-pawn/pawn-three-pawns': {
    title: 'Tres pasos grandes',
    instruction: 'Dale a cada peón su gran primer paso, hasta las estrellas.',
    successText: '¡Tres peones listos para avanzar!',
  },
  'the-pawn/pawn-long-march': {
    title: 'La gran marcha',
    instruction: 'Llega a la estrella con las menos jugadas que puedas. ¡Acuérdate del gran primer paso!',
    successText: 'Primero el paso grande y después los pequeños. ¡Muy listo!',
  },
  'the-pawn/pawn-capture-rule': {
    title: 'Los peones capturan en diagonal',
    instruction:
      'Los peones caminan derecho, pero capturan en diagonal: una casilla hacia delante y hacia un lado. Un peón nunca puede capturar hacia delante en línea recta.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-pawn/pawn-capture': {
    title: 'Captura en diagonal',
    instruction: 'Captura el caballo negro con tu peón.',
    successText: '¡Zas! Los peones capturan en diagonal.',
  },
  'the-pawn/pawn-capture-chain': {
    title: 'Cadena de capturas',
    instruction: 'Captura las tres piezas negras con tu peón, una detrás de otra.',
    successText: '¡Captura, captura, captura!',
  },
  'the-pawn/pawn-blocked': {
    title: 'Atascado de frente',
    instruction: 'Tu peón de d4 no puede capturar el peón que tiene delante. ¡Pero tu otro peón sí puede! Captura las dos piezas negras.',
    successText: 'Cada peón capturó una pieza en su diagonal.',
  },
  'the-pawn/pawn-step-then-take': {
    title: 'Primero un paso, luego captura',
    instruction: 'Da el gran primer paso y después captura el peón negro.',
    successText: '¡Paso y zas!',
  },
} satisfies ContentTexts;
