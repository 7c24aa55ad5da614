import type { ContentTexts } from '../i18n/texts';

// Chapters 11-15 in Spanish (issue 27); same words as part-1.es.ts. Chess words: enroque / enrocar
// (enroque corto is the king side), captura al paso, coronar, ahogado, tablas (explained as a tie),
// horquilla, cambio for a trade.

export const part3Es = {
  'the-storm-and-the-castle': {
    title: 'La tormenta y el enroque',
    description: 'Llega una tormenta de escarcha, y el rey Tobin se esconde en su torre con una jugada especial: el enroque.',
    text: [
      'Al otro lado de las montañas, el cielo se puso oscuro. ¡El Rey de las Sombras había enviado una tormenta de escarcha! Los copos de nieve daban vueltas, y el viento aullaba alrededor del rey Tobin.',
      '¡Majestad, rápido, a mi torre! Hagamos el enroque: usted da dos pasos hacia mí, y yo salto a su otro lado. ¡Una sola jugada, y ya está a salvo en la esquina!',
      'Recuerda las reglas, Pip: ni el rey ni la torre se han movido todavía, no hay ninguna pieza entre ellos, y el rey no está en jaque ni pasa por una casilla atacada.',
      '¡Uy, uy! En el siguiente tablero, un alfil de escarcha vigila el lado del rey. ¿Hay otra manera de enrocar?',
      'Por la mañana, la tormenta ya se había ido. Las estrellas volvieron, una por una.',
    ],
  },
  'the-storm-and-the-castle/ch11-into-the-tower': {
    title: 'A la torre',
    instruction: 'Haz el enroque corto, del lado del rey, para esconder al rey Tobin de la tormenta.',
    successText: '¡A salvo en la torre! La tormenta aúlla, pero el rey está calentito.',
    hint: 'Mueve el rey dos casillas hacia la torre de h1.',
  },
  'the-storm-and-the-castle/ch11-the-other-tower': {
    title: 'La otra torre',
    instruction: 'El alfil de escarcha ataca f1, así que el rey no puede enrocar por ese lado. ¡Enroca por el otro lado!',
    successText: '¡Qué astucia! El rey se escondió en la otra torre.',
    hint: 'Enroca hacia la torre de a1.',
  },

  'the-sneaky-crossing': {
    title: 'Los peones escurridizos',
    description: 'Unos peones de escarcha intentan pasar junto a Pip con grandes pasos, pero Pip los atrapa con la captura al paso.',
    text: [
      'En el siguiente cruce, unos peones de escarcha querían pasar a escondidas. Cuando uno se acercaba a Pip, daba un gran paso de dos casillas para pasar corriendo.',
      '¡Para eso hay una regla especial, Pip! Si un peón da un gran paso y queda justo a tu lado, puedes capturarlo como si solo hubiera avanzado una casilla. Se llama captura al paso. ¡Pero solo en la jugada siguiente!',
      '¡Aquí viene otro! ¡Y mira dónde está el rey de hielo!',
      'Los peones de escarcha dejaron de hacer trampas. Desde entonces caminaron con educación, de casilla en casilla.',
    ],
  },
  'the-sneaky-crossing/ch12-catch-the-sneak': {
    title: 'Atrapa al escurridizo',
    instruction: 'El peón de escarcha acaba de correr de e7 a e5, justo al lado de tu peón. ¡Atrápalo con la captura al paso!',
    successText: '¡Atrapado al paso! Nadie pasa a escondidas junto a Pip.',
    hint: 'Mueve en diagonal a la casilla que el peón de escarcha saltó.',
  },
  'the-sneaky-crossing/ch12-catch-with-check': {
    title: 'Atrápalo con jaque',
    instruction: 'El peón de escarcha corrió de g7 a g5. Captúralo al paso, ¡y tu peón dará jaque!',
    successText: '¡Captura al paso y jaque! El rey de hielo se sorprende tanto que se cae.',
    hint: 'Después de capturar, tu peón en g6 mira hacia h7.',
  },

  'a-dream-of-the-far-rank': {
    title: 'Un sueño con la última fila',
    description: 'En un sueño lleno de estrellas, la reina Celeste le enseña a Pip qué pasa cuando un peón llega a la última fila.',
    text: [
      'Esa noche, bajo un cielo lleno de estrellas, Pip soñó. En el sueño estaba la reina Celeste, sonriendo.',
      'Cuando un peón llega a la última fila, corona. Puede convertirse en dama, torre, alfil o caballo. Casi siempre en dama. ¡Pero un peón sabio primero piensa!',
      'Ahora, uno más difícil. A veces un caballo es mejor que una dama. Mira bien adónde saltaría un caballo.',
      'Pip se despertó con un calorcito en el corazón. "Una dama", pensó Pip. "O un caballo. O lo que el tablero necesite."',
    ],
  },
  'a-dream-of-the-far-rank/ch13-crown-and-capture': {
    title: 'Captura y corona',
    instruction: 'Tu peón puede capturar la torre de escarcha y coronar en dama con la misma jugada. ¡Hazlo!',
    successText: '¡Una torre capturada y una dama nueva! Celeste aplaude.',
    hint: 'Los peones capturan en diagonal, también cuando llegan a la última fila. Elige la dama.',
  },
  'a-dream-of-the-far-rank/ch13-knight-crown': {
    title: 'La corona del caballo',
    instruction: 'Corona en caballo: ¡que dé jaque al rey de hielo y ataque a la dama de escarcha al mismo tiempo!',
    successText: '¡Una horquilla de caballo! Un peón sabio primero piensa.',
    hint: 'Un caballo en e8 saltaría a d6 y a g7.',
  },

  'the-frozen-meadow': {
    title: 'La Pradera Helada',
    description: 'En la Pradera Helada, los amigos aprenden el truco favorito del Rey de las Sombras: el ahogado.',
    text: [
      'La Pradera Helada estaba blanca y en silencio. Aquí los reyes de hielo eran más tramposos. "Atrápame si puedes", dijo uno, riéndose. "¡Pero si me atrapas mal, me escapo!"',
      'Está hablando del rey ahogado. Si le toca mover, no está en jaque y no tiene ninguna jugada posible, la partida termina en tablas: es un empate. ¡Nadie gana, y el espejo se queda! Déjale siempre una casilla libre, o dale jaque mate.',
      'Este rey de hielo no tiene ninguna casilla libre ahora mismo. ¡Si solo esperamos, es ahogado! ¿Qué hacemos?',
      'Poco a poco, la nieve de la pradera empezó a derretirse, y asomaron unos brotes verdes.',
    ],
  },
  'the-frozen-meadow/ch14-no-escape': {
    title: 'Sin escapatoria',
    instruction: 'Dale jaque mate con la dama. Algunas jugadas de dama dejan al rey ahogado, ¡así que ten cuidado!',
    successText: '¡Jaque mate, y no ahogado! El rey de hielo se derrite.',
    hint: 'Tu rey vigila a7, b7 y c7. Da jaque por la última fila.',
  },
  'the-frozen-meadow/ch14-open-a-door': {
    title: 'Abre una puerta',
    instruction: 'Mueve tu dama para que el rey de hielo tenga una casilla adonde ir, o dale jaque. ¡Que tu dama siga a salvo!',
    successText: 'La partida sigue. ¡Ahora puedes buscar el jaque mate!',
    hint: 'Aleja la dama de las casillas del rey. Aquí, mover tu rey sería ahogado.',
  },

  'the-cave-of-scales': {
    title: 'La Cueva de la Balanza',
    description: 'En la Cueva de la Balanza, Pip aprende cuánto vale cada pieza y cómo hacer buenos cambios.',
    text: [
      'En el fondo de una cueva que brillaba colgaba una balanza dorada gigante. Una voz retumbó: "Solo pasará quien sepa cuánto vale cada pieza."',
      'Cada pieza vale puntos. Peón, 1. Caballo, 3. Alfil, 3. Torre, 5. Dama, 9. El rey no tiene puntos: nunca se puede cambiar. Intenta siempre ganar más puntos de los que das.',
      'Un peón protege a la dama de escarcha. Si yo la capturo, el peón me captura a mí. ¿Es un buen cambio?',
      'Detrás de la cueva, al final de un valle largo, estaba la Torre de las Sombras. ¡Ya casi llegamos!',
    ],
  },
  'the-cave-of-scales/ch15-the-heaviest': {
    title: 'El premio más pesado',
    instruction: 'Sir Hop puede capturar un peón, una torre o la dama, y nadie los protege. ¡Captura el que vale más!',
    successText: '¡La dama! 9 puntos. La balanza se inclina a tu favor.',
    hint: 'Dama 9, torre 5, peón 1.',
  },
  'the-cave-of-scales/ch15-fair-trade': {
    title: 'Un buen cambio',
    instruction: 'Rooka vale 5 y la dama de escarcha vale 9. ¡Captura la dama, aunque después el peón capture a Rooka!',
    successText: 'Diste 5 y ganaste 9. La balanza brilla dorada, y la cueva se abre.',
    hint: 'Rooka sube recto por la columna d.',
  },
} satisfies ContentTexts;
