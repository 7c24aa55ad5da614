import type { ContentTexts } from '../i18n/texts';

export const theBishopEs = {
  'the-bishop': { title: 'El alfil', description: 'El alfil se desliza por las diagonales y siempre se queda en su color.' },
  'the-bishop/bishop-intro': {
    title: 'Conoce el alfil',
    instruction:
      'El alfil lleva un sombrero puntiagudo. Se desliza en diagonal, como si cruzara las casillas de esquina a esquina. Puede llegar tan lejos como quiera, hasta que algo le cierre el paso.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-bishop/bishop-one': {
    title: 'Un gran deslizón',
    instruction: 'Desliza tu alfil hasta la estrella.',
    successText: '¡Fiuuu! Hasta allí en una sola jugada.',
  },
  'the-bishop/bishop-bounce': {
    title: 'Ida y vuelta',
    instruction: 'Recoge las dos estrellas. Entre una jugada y otra, el alfil puede cambiar de dirección.',
    successText: 'Subir y volver a bajar. ¡Qué buen rebote!',
  },
  'the-bishop/bishop-three': {
    title: 'Tres estrellas',
    instruction: 'Recoge las tres estrellas con tu alfil.',
    successText: 'Tres deslizones en diagonal. ¡Precioso!',
  },
  'the-bishop/bishop-colour': {
    title: 'Alfil claro, alfil oscuro',
    instruction:
      'Un alfil siempre se queda en el mismo color. Este está en una casilla oscura, así que solo podrá visitar casillas oscuras. Por eso empiezas con dos alfiles: uno para las casillas claras y otro para las oscuras.',
    successText: '¡Muy bien! Sigamos.',
  },
  'the-bishop/bishop-dark-squares': {
    title: 'Solo casillas oscuras',
    instruction: 'Tu alfil de casillas oscuras quiere las tres estrellas. ¡Claro, todas están en casillas oscuras!',
    successText: 'Casillas oscuras, todas. ¡Muy bien hecho!',
  },
  'the-bishop/bishop-open-door': {
    title: 'Abre la puerta',
    instruction: '¡Tu alfil está atrapado detrás de sus propios peones! Avanza un paso el peón de d2 y luego desliza el alfil hasta la estrella.',
    successText: '¡Abriste la puerta y el alfil salió!',
  },
  'the-bishop/bishop-capture': {
    title: 'Capturas en diagonal',
    instruction: 'Captura los tres peones negros con tu alfil.',
    successText: '¡Tres peones, tres deslizones!',
  },
  'the-bishop/bishop-team': {
    title: 'Equipo de alfiles',
    instruction: 'Usa los dos alfiles para capturar los cuatro peones. Cada alfil captura los peones de su propio color.',
    successText: '¡Trabajo en equipo! El alfil claro y el oscuro lo lograron juntos.',
  },
} satisfies ContentTexts;
