import type { ContentTexts } from '../i18n/texts';

export const checkmateEs = {
  checkmate: { title: '¡Jaque mate!', description: 'Gana la partida: da jaque al rey de modo que no tenga ninguna salida.' },
  'checkmate/mate-intro': {
    title: '¿Qué es el jaque mate?',
    instruction:
      'El jaque mate es un jaque sin salida. El rey no puede escapar, nada puede tapar y nadie puede capturar a la pieza que ataca. ¡Entonces la partida se acaba, y gana quien dio jaque mate! Aquí el rey negro está en jaque mate.',
    successText: '¡Muy bien! Sigamos.',
  },
  'checkmate/mate-back-rank-rook': {
    title: 'Mate en la última fila',
    instruction: 'El rey negro está atrapado detrás de sus propios peones. ¡Dale jaque mate con tu torre!',
    successText: '¡Jaque mate! Sus propios peones lo encerraron. Esto se llama mate en la última fila.',
    hint: '¿En qué fila está el rey negro? ¿Puede llegar allí tu torre?',
  },
  'checkmate/mate-back-rank-queen': {
    title: 'La dama también sabe',
    instruction: 'Da jaque mate con tu dama.',
    successText: '¡Jaque mate en la última fila!',
    hint: 'Mira otra vez la última fila. ¿Tiene el camino libre tu dama?',
  },
  'checkmate/mate-queen-kiss': {
    title: 'El beso de la dama',
    instruction: 'Pon tu dama justo al lado del rey negro, donde tu propio rey la protege. ¡Jaque mate!',
    successText: '¡Muac! El beso de la dama: el rey no puede capturarla, porque tu rey la protege.',
    hint: 'Busca una casilla junto al rey negro que tu rey también toque.',
  },
  'checkmate/mate-king-and-rook': {
    title: 'Rey y torre',
    instruction: 'Tu rey vigila las casillas que hay delante del rey negro. ¡Da jaque mate con la torre!',
    successText: '¡Jaque mate! El rey y la torre trabajando juntos.',
    hint: 'El rey negro solo puede moverse por su última fila. ¡Ciérrala!',
  },
  'checkmate/mate-two-rooks': {
    title: 'Dos torres',
    instruction: 'Una torre ya vigila la fila 7. ¡Usa la otra para dar jaque mate!',
    successText: '¡Jaque mate! Las dos torres trabajaron como una escalera.',
    hint: 'Da jaque al rey en la última fila, desde bien lejos de él.',
  },
  'checkmate/mate-queen-and-bishop': {
    title: 'Dama y alfil',
    instruction: 'Tu alfil apunta a g7. ¡Captura allí con tu dama y da jaque mate!',
    successText: '¡Jaque mate! El alfil protege a la dama, así que el rey no puede capturarla.',
    hint: 'La dama captura el peón que está delante del rey, y el alfil la protege.',
  },
  'checkmate/mate-smothered': {
    title: '¡Encerrado!',
    instruction: 'El rey negro está rodeado por sus propias piezas. ¡Un caballo puede darle jaque mate!',
    successText: '¡Mate de la coz! El rey quedó aplastado por su propio ejército.',
    hint: '¿Qué casilla está a un salto en L del rey?',
  },
} satisfies ContentTexts;
