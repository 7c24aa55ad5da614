import type { ContentTexts } from '../i18n/texts';

export const pieceValuesEs = {
  'piece-values': { title: 'Cuánto valen las piezas', description: 'Cuenta puntos para elegir la mejor captura y hacer buenos cambios.' },
  'piece-values/values-intro': {
    title: 'Puntos para las piezas',
    instruction:
      'Algunas piezas son más fuertes que otras, así que les damos puntos. Peón: 1. Caballo: 3. Alfil: 3. Torre: 5. Dama: 9. El rey no tiene puntos, porque nunca se puede cambiar: ¡sin él, la partida está perdida!',
    successText: '¡Muy bien! Sigamos.',
  },
  'piece-values/values-queen-not-pawn': {
    title: 'El premio más grande',
    instruction: 'Tu caballo puede capturar un peón o la dama. ¡Los dos están libres! ¿Cuál vale más? ¡Captúralo!',
    successText: '¡La dama! 9 puntos es mucho mejor que 1.',
    hint: 'Una dama vale 9 puntos y un peón solo 1.',
  },
  'piece-values/values-rook-not-knight': {
    title: '¿Torre o caballo?',
    instruction: 'Tu alfil puede capturar una torre o un caballo. ¿Cuál vale más?',
    successText: 'Una torre vale 5 y un caballo solo 3. ¡Buena elección!',
    hint: 'Cuenta los puntos: torre 5, caballo 3.',
  },
  'piece-values/values-guarded': {
    title: 'Cuidado con los guardianes',
    instruction:
      'La torre negra parece muy rica, pero un peón la protege. Si tu dama la captura, ¡el peón captura tu dama! Busca otra pieza libre para capturar.',
    successText: '¡Muy listo! Ganaste un caballo y tu dama sigue a salvo.',
    hint: 'Mira por las diagonales de tu dama.',
  },
  'piece-values/values-good-trade': {
    title: 'Un buen cambio',
    instruction: 'Tu alfil vale 3. La torre negra vale 5. Captura la torre, aunque el rey pueda capturar tu alfil después: ¡igual ganas 2 puntos!',
    successText: 'Un buen cambio: diste 3 puntos y recibiste 5.',
    hint: 'Desliza el alfil por la diagonal hasta la torre.',
  },
  'piece-values/values-pick-best': {
    title: 'Elige la mejor captura',
    instruction: 'Puedes capturar un peón, un alfil o una torre. ¿Qué captura gana más puntos?',
    successText: 'La torre: ¡5 puntos! Contaste muy bien.',
    hint: 'Torre 5, alfil 3, peón 1.',
  },
  'piece-values/values-knight-for-queen': {
    title: 'Caballo por dama',
    instruction: 'Un peón protege a la dama negra. ¿Debe tu caballo capturarla igualmente? Cuenta: das 3 y recibes 9. ¡Hazlo!',
    successText: '¡Sí! Aunque el peón capture tu caballo, cambiaste 3 puntos por 9.',
    hint: 'Tu caballo de f3 puede saltar a e5.',
  },
} satisfies ContentTexts;
