import type { ContentTexts } from '../i18n/texts';

export const tacticsEs = {
  tactics: {
    title: 'Primeros trucos: horquilla, clavada, enfilada',
    description: 'Tres trucos que ganan piezas: atacar dos a la vez, dejar una pieza congelada y enfilar.',
  },
  'tactics/fork-intro': {
    title: 'La horquilla',
    instruction:
      'Una horquilla es una pieza que ataca a dos piezas enemigas al mismo tiempo, como las dos puntas de una horquilla. ¡El enemigo solo puede salvar una! Aquí el caballo ataca al rey y a la torre.',
    successText: '¡Muy bien! Sigamos.',
  },
  'tactics/fork-knight': {
    title: 'Horquilla de caballo',
    instruction: '¡Salta con tu caballo a una casilla desde donde dé jaque al rey y ataque a la torre!',
    successText: '¡Horquilla! El rey tiene que moverse, y después tu caballo captura la torre.',
    hint: 'Busca una casilla que esté a un salto en L del rey y también de la torre.',
  },
  'tactics/fork-pawn': {
    title: 'Horquilla de peón',
    instruction: '¡Mueve un peón para que ataque a los dos caballos negros a la vez!',
    successText: '¡Horquilla de peón! Un caballo se va a perder.',
    hint: 'Un peón ataca las dos casillas que tiene delante en diagonal. ¡Acuérdate del gran primer paso!',
  },
  'tactics/fork-queen': {
    title: 'Horquilla de dama',
    instruction: '¡Da jaque con tu dama y ataca a la torre negra al mismo tiempo!',
    successText: '¡Horquilla de dama! Cuando el rey se mueva, tu dama captura la torre.',
    hint: 'Busca una casilla que esté en dos diagonales: una hacia el rey y otra hacia la torre.',
  },
  'tactics/pin-intro': {
    title: 'La clavada',
    instruction:
      'Una clavada deja una pieza congelada. El caballo negro está entre tu torre y el rey negro. Si el caballo se moviera, el rey quedaría en jaque, ¡así que el caballo no puede moverse para nada!',
    successText: '¡Muy bien! Sigamos.',
  },
  'tactics/pin-attack': {
    title: 'Ataca a la pieza clavada',
    instruction: 'El caballo negro está clavado y no puede escapar. ¡Atácalo con un peón!',
    successText: 'El caballo está atrapado y será capturado. ¡Las clavadas son muy poderosas!',
    hint: '¿Qué peón puede llegar a una casilla que ataque e5?',
  },
  'tactics/pin-the-queen': {
    title: 'Clava a la dama',
    instruction: '¡Clava a la dama negra contra su rey con tu alfil! Tu peón de a4 protegerá al alfil.',
    successText: '¡Clavada! La dama no puede escapar, así que las negras la perderán a cambio de un alfil.',
    hint: 'Busca la diagonal que pasa por la dama y llega hasta el rey.',
  },
  'tactics/skewer-intro': {
    title: 'La enfilada',
    instruction:
      'Una enfilada es una clavada al revés. Das jaque al rey, y hay una pieza detrás de él en la misma línea. Cuando el rey se aparta, ¡capturas la pieza de detrás!',
    successText: '¡Muy bien! Sigamos.',
  },
  'tactics/skewer-rook': {
    title: 'Enfilada de torre',
    instruction: 'Da jaque al rey con tu torre de modo que la dama negra quede detrás de él en la misma línea.',
    successText: '¡Enfilada! El rey tiene que apartarse y tu torre captura la dama.',
    hint: 'El rey y la dama están en la misma columna.',
  },
  'tactics/skewer-bishop': {
    title: 'Enfilada de alfil',
    instruction: 'Da jaque al rey con tu alfil, con la torre negra escondida detrás de él en la diagonal.',
    successText: '¡Enfilada! Cuando el rey se mueva, la torre de a8 será tuya.',
    hint: 'El rey y la torre están en la gran diagonal.',
  },
} satisfies ContentTexts;
