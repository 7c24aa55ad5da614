import type { ContentTexts } from '../i18n/texts';

export const theKingEs = {
  'the-king': { title: 'El rey', description: 'El rey camina de un paso en un paso y siempre tiene que estar a salvo.' },
  'the-king/king-intro': {
    title: 'Conoce al rey',
    instruction:
      'El rey es la pieza más importante. Es un poco lento: se mueve solo una casilla, en cualquier dirección. Las casillas que brillan muestran adónde puede dar un paso.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-king/king-steps': {
    title: 'Paso a paso',
    instruction: 'Lleva tu rey hasta las tres estrellas, de un paso en un paso.',
    successText: 'Paso, paso, paso. ¡Perfecto!',
  },
  'the-king/king-walk': {
    title: 'Un paseo más largo',
    instruction: 'Recoge las dos estrellas. El rey puede dar pasos de lado, hacia arriba, hacia abajo y en diagonal.',
    successText: '¡Un paseo real!',
  },
  'the-king/king-safety': {
    title: 'Nunca hacia el peligro',
    instruction:
      'El rey nunca puede pisar una casilla donde una pieza enemiga podría capturarlo. El caballo negro vigila las casillas que brillan, así que tu rey no puede ir allí.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-king/king-safe-path': {
    title: 'Un camino seguro',
    instruction: 'El caballo negro vigila algunas casillas. Tu rey no puede pisarlas. ¡Busca un camino seguro hasta la estrella!',
    successText: 'Sano y salvo. Tu rey eligió un buen camino.',
  },
  'the-king/king-kings-apart': {
    title: 'Los reyes no se tocan',
    instruction: 'Dos reyes nunca pueden estar uno al lado del otro. Rodea al rey negro para llegar a la estrella.',
    successText: 'Guardaste la distancia con educación. ¡Muy bien hecho!',
  },
  'the-king/king-capture': {
    title: 'El rey captura',
    instruction: 'El rey también puede capturar, a un paso de distancia. Captura los dos peones negros.',
    successText: '¡Dos peones para el rey!',
  },
  'the-king/king-guarded-pawns': {
    title: 'Primero el peón solito',
    instruction: 'El peón de e6 protege al peón de d5, así que tu rey todavía no puede capturar en d5. ¡Captura primero el peón que nadie protege!',
    successText: '¡Qué rey tan listo! Primero el peón solito y después el otro.',
  },
} satisfies ContentTexts;
