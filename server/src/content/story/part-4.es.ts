import type { ContentTexts } from '../i18n/texts';

// Chapters 16-20 in Spanish (issue 27); same words as part-1.es.ts. Chess words: el beso de la dama,
// la escalera de torres, horquilla (never tenedor), clavada, enfilada for a skewer. Pip dreams of
// becoming a reina (a person) and promotes to a dama (the piece); chapter 20 says both at once.

export const part4Es = {
  'queen-celestes-lesson': {
    title: 'La lección de la reina Celeste',
    description: 'Al pie de la Torre de las Sombras, la reina Celeste enseña la caja y el beso de la dama.',
    text: [
      'Por fin, los amigos llegaron al pie de la Torre de las Sombras. Estaba en la última fila de todas, oscura y fría. Había reyes de hielo vigilando cada puerta.',
      'Para dar jaque mate con una dama, empuja al rey hasta el borde. Mi dama construye una caja, y el rey se acerca para ayudar. Después llega el beso de la dama: la dama justo al lado del rey enemigo, protegida por su propio rey.',
      'Ahora, el beso. Busca la casilla al lado del rey de hielo que tu rey protege.',
      '¡Dos puertas abiertas! Vamos, escaleras arriba.',
    ],
  },
  'queen-celestes-lesson/ch16-first-door': {
    title: 'La primera puerta',
    instruction: 'Tu rey vigila las casillas que están delante del rey de hielo. ¡Dale jaque mate con la dama!',
    successText: '¡Jaque mate! La primera puerta se abre con un crujido.',
    hint: 'Da jaque al rey por la última fila, donde está él.',
  },
  'queen-celestes-lesson/ch16-queen-kiss': {
    title: 'El beso de la dama',
    instruction: '¡Da jaque mate con un beso de la dama!',
    successText: '¡Muac! Jaque mate. La segunda puerta se abre de par en par.',
    hint: 'Tu rey en f3 protege g2. Pero cuidado: ¡f2 sería ahogado!',
  },

  'the-rook-ladder': {
    title: 'La escalera de torres',
    description: 'Rooka y su hermano gemelo Rufus trepan por los muros de la torre con la escalera de torres.',
    text: [
      'Las escaleras de dentro de la torre estaban congeladas. "Subiremos por el muro de fuera", dijo Rooka. Detrás de ella estaba su hermano gemelo Rufus, que había venido desde el castillo.',
      'Dos torres forman una escalera. Una torre vigila una fila, como una valla, y la otra da jaque en la fila siguiente. Después cambiamos, paso a paso, hasta que el rey llega al borde. Y entonces: ¡jaque mate!',
      'Este rey de hielo se esconde en un lado de la torre. ¿La escalera puede ir de lado?',
      'Subieron y subieron, peldaño a peldaño, hasta llegar a un balcón ancho cerca de la cima.',
    ],
  },
  'the-rook-ladder/ch17-top-rung': {
    title: 'El peldaño de arriba',
    instruction: 'Una torre vigila la fila 7. ¡Da jaque mate con la otra torre!',
    successText: '¡Jaque mate! La escalera llega a la siguiente ventana.',
    hint: 'El rey de hielo está en la fila 8.',
  },
  'the-rook-ladder/ch17-sideways': {
    title: 'La escalera de lado',
    instruction: 'Una torre vigila la columna b. ¡Da jaque mate en la columna a!',
    successText: '¡Jaque mate! De lado también funciona. Rooka y Rufus lo celebran.',
    hint: 'Desliza la torre de h1 por toda la fila 1.',
  },

  'sir-hops-famous-fork': {
    title: 'La famosa horquilla de Sir Hop',
    description: 'En el balcón, Sir Hop enseña su truco favorito: la horquilla.',
    text: [
      'En el balcón esperaban la dama de escarcha del Rey de las Sombras y un rey de hielo, uno al lado del otro. "¡Nadie nos atrapa a los dos!", dijeron.',
      '¡Pues yo sí puedo! Una horquilla es una pieza que ataca a dos a la vez, como los dos dientes de una horquilla. Si una de ellas es el rey, el rey tiene que moverse, y yo capturo la otra. ¡Es mi truco favorito!',
      '¿Un peón también puede hacer una horquilla? ¡Quiero probar!',
      'Solo quedaba una escalera, que subía hasta lo más alto de la torre.',
    ],
  },
  'sir-hops-famous-fork/ch18-royal-fork': {
    title: 'La horquilla real',
    instruction: '¡Haz saltar a Sir Hop a una casilla donde dé jaque al rey de hielo y ataque a la dama de escarcha!',
    successText: '¡Horquilla! El rey tiene que apartarse, y Sir Hop captura la dama.',
    hint: 'Busca la casilla que está a un salto en L del rey y también de la dama.',
  },
  'sir-hops-famous-fork/ch18-pips-fork': {
    title: 'La horquilla de Pip',
    instruction: 'Pip es el peón de d4. ¡Avanza a Pip para atacar al alfil de escarcha y al caballo de escarcha a la vez!',
    successText: '¡Una horquilla de peón! Sir Hop está tan orgulloso que da una voltereta.',
    hint: 'Un peón ataca las dos casillas en diagonal que tiene delante. El peón de e4 protege a Pip.',
  },

  'pins-and-skewers': {
    title: 'Clavadas y enfiladas',
    description: 'En la última escalera, Bramble usa sus largas diagonales para hacer clavadas y enfiladas a los guardias de escarcha.',
    text: [
      'En la última escalera, los guardias de escarcha estaban en largas filas, uno detrás de otro. A Bramble le brillaron los ojos. "Líneas", dijo. "Me encantan las líneas."',
      'Una clavada deja una pieza pegada a su sitio: si se moviera, el rey que está detrás quedaría en jaque, así que tiene que quedarse quieta. ¡Entonces podemos atacarla, y no puede escapar!',
      'Y una enfilada es una clavada al revés. Le doy jaque al rey, y detrás de él, en la misma línea, se esconde otra pieza. Cuando el rey se aparta, ¡capturo la pieza de atrás!',
      'Arriba de la escalera había una puerta de hielo. Detrás de ella, alguien esperaba.',
    ],
  },
  'pins-and-skewers/ch19-pinned-guard': {
    title: 'El guardia clavado',
    instruction: 'Rooka clava el alfil de escarcha contra su rey. ¡Ataca al alfil con un peón: no puede escapar!',
    successText: 'El alfil no se puede mover, y lo vas a capturar. ¡Qué clavada!',
    hint: '¿Qué peón puede avanzar a una casilla desde donde ataque e6?',
  },
  'pins-and-skewers/ch19-skewer': {
    title: 'La enfilada de Bramble',
    instruction: 'Da jaque al rey de hielo con Bramble, de modo que la dama de escarcha quede detrás de él en la misma diagonal.',
    successText: '¡Enfilada! El rey de hielo se aparta, y Bramble captura la dama.',
    hint: 'El rey en e6 y la dama en g8 están en la misma diagonal.',
  },

  'pip-becomes-a-queen': {
    title: 'Pip se convierte en reina',
    description: 'Por fin Pip llega a la última fila, se convierte en reina y se enfrenta al Rey de las Sombras.',
    text: [
      'La puerta de hielo se abrió. En un salón del trono muy frío estaba sentado el Rey de las Sombras, envuelto en una capa gris. "Vaya, pequeño peón", dijo. "Cruzaste todo mi tablero helado. Pero solo eres un peón."',
      'Pip miró hacia abajo. Estaba en la séptima fila. Un paso más, solo uno, y Pip llegaría a la última fila: la fila de sus sueños.',
      '¡Imposible! ¿Un peón que ahora es reina? Da igual. ¡Congelaré todo otra vez!',
      'Sin su capa, el Rey de las Sombras parecía pequeño. "Congelé el tablero", dijo en voz baja, "porque nadie jugaba nunca conmigo. Aquí arriba hacía mucho frío, y me sentía muy solo."',
      '¡Entonces ven a jugar con nosotros! Todos los domingos, en la aldea. Una partida es más divertida con un amigo. Y Bramble te enseñará todas las reglas.',
      'Y así la escarcha se derritió, las casillas brillaron, y cada domingo todo el reino se reunía para jugar al ajedrez, hasta el rey que antes era una sombra. Pip, el pequeño peón que se convirtió en reina, nunca dejó de aprender. ¡Fin!',
    ],
  },
  'pip-becomes-a-queen/ch20-the-last-step': {
    title: 'El último paso',
    instruction: '¡Da el último paso y corona a Pip en dama! Su primera mirada será un jaque.',
    successText: '¡Un destello de luz plateada! Pip ya es reina: ¡una dama de verdad! Y el Rey de las Sombras está en jaque.',
    hint: 'Mueve el peón a d8 y elige la dama.',
  },
  'pip-becomes-a-queen/ch20-checkmate-the-shadow-king': {
    title: 'Jaque mate al Rey de las Sombras',
    instruction: '¡Tus amigos están contigo, reina Pip! Bramble apunta por la gran diagonal. ¡Dale jaque mate al Rey de las Sombras!',
    successText: '¡Jaque mate! La capa del Rey de las Sombras cae, y la escarcha empieza a derretirse.',
    hint: 'Captura en g7. Bramble protege esa casilla desde b2.',
  },
  'pip-becomes-a-queen/ch20-light-the-kingdom': {
    title: 'Ilumina el reino',
    instruction: '¡Haz volar a la reina Pip hasta las cuatro últimas estrellas para derretir la escarcha en todas partes!',
    successText: '¡Todo el Reino de las Casillas vuelve a brillar!',
  },
} satisfies ContentTexts;
