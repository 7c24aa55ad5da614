import type { ContentTexts } from '../i18n/texts';

// Chapters 1-5 in Spanish (issue 27), for children of 6 to 8: short sentences, tú form, neutral
// Spanish. `text` holds the chapter's spoken lines (its say(...) pages) in order. Word choices kept
// across the story: columna / fila, casilla, dama for the piece (la reina Celeste is a person),
// peones de escarcha, el Rey de las Sombras, el Reino de las Casillas.

export const part1Es = {
  'the-morning-the-board-froze': {
    title: 'La mañana en que se heló el tablero',
    description: 'Pip se despierta y ve que el Reino de las Casillas está helado. Aprende a leer el mapa del tablero.',
    text: [
      'Había una vez un reino que era como un tablero gigante: el Reino de las Casillas. Cada casilla brillaba, clara u oscura. En una casita de la casilla a2 vivía Pip, un peón pequeño con un sueño muy grande.',
      '¡Un día marcharé hasta el otro lado del tablero! ¡Y entonces me convertiré en reina!',
      'Pero una mañana fría, Pip se despertó y todo estaba gris. La escarcha cubría el tablero. Las piezas estaban quietas como estatuas. A lo lejos, en la última fila, había aparecido una torre oscura.',
      '¡Pip! ¡A ti tampoco te atrapó el hielo! Soy Bramble, el viejo alfil de la biblioteca. Anoche, el Rey de las Sombras congeló nuestro reino. Pero donde la escarcha es fina brillan estrellas doradas. ¡Si las pisamos, la escarcha se derrite! Primero, aprende el mapa. Las columnas van de arriba abajo y tienen letras, de la a hasta la h. Las filas van de lado a lado y tienen números, del 1 al 8. Así que d2 es la columna d, fila 2.',
      '¡Hola, hola! Aquí está el rey Tobin, para servirte. Mi capa real, bien calentita, me protegió de la escarcha. Soy viejo y lento, y doy un pasito cada vez. ¡Pero voy a ayudar!',
      '¡Lo logramos! La aldea brilla otra vez. Ahora hay que derretir todo el reino, ¡hasta la torre del Rey de las Sombras!',
    ],
  },
  'the-morning-the-board-froze/ch01-first-steps': {
    title: 'Los primeros pasos del rey',
    instruction: 'Ayuda al rey Tobin a pisar las estrellas de e2 y d3. Se mueve una casilla cada vez.',
    successText: 'La escarcha se derrite bajo los pies del rey. ¡Dos casillas vuelven a brillar!',
  },
  'the-morning-the-board-froze/ch01-read-the-map': {
    title: 'Lee el mapa',
    instruction: 'Bramble dice las casillas: ¡b2, c3, c4! Lleva al rey a las tres estrellas.',
    successText: '¡Leíste el mapa a la perfección! La aldea vuelve a brillar.',
  },

  'rookas-straight-roads': {
    title: 'Los caminos rectos de Rooka',
    description: 'En la puerta del castillo, Pip libera a Rooka, la torre, que corre veloz por caminos rectos.',
    text: [
      'Pip y Bramble caminaron hasta el castillo blanco. En la puerta estaba Rooka, la torre alta que la vigila. Estaba congelada y tiesa, con escarcha en sus almenas.',
      'Rooka se mueve en línea recta: arriba, abajo, a la izquierda y a la derecha, tan lejos como quiera. ¡Vamos a derretir las estrellas que tiene alrededor!',
      '¡Brrr! Gracias, Pip. Pero mira: el Rey de las Sombras dejó peones de escarcha en mis caminos. Cuando capturas uno, explota como una pompa de jabón y vuelve a ser un peón de madera, como todos.',
      'Yo cuidaré el castillo mientras viajas. Los caminos rectos siempre llevan a algún lugar. ¡Buena suerte, Pip!',
    ],
  },
  'rookas-straight-roads/ch02-rookas-stars': {
    title: '¡Despierta, Rooka!',
    instruction: 'Lleva a Rooka por caminos rectos hasta las tres estrellas.',
    successText: '¡Crac! La escarcha se cae de Rooka como la nieve de un tejado.',
  },
  'rookas-straight-roads/ch02-frost-pawns': {
    title: 'Adiós, peones de escarcha',
    instruction: 'Captura los tres peones de escarcha con Rooka. Para capturar un peón, mueve tu pieza a su casilla.',
    successText: '¡Plop, plop, plop! Los caminos están libres.',
  },

  'the-whispering-forest': {
    title: 'El Bosque de los Susurros',
    description: 'Bramble le enseña a Pip los caminos secretos en diagonal del Bosque de los Susurros.',
    text: [
      'Detrás del castillo estaba el Bosque de los Susurros. Los árboles crecían tan juntos que ningún camino recto podía pasar.',
      '¡Ah, pero yo conozco los caminos secretos! Un alfil se desliza en diagonal, de esquina a esquina de las casillas. Y un alfil siempre se queda en su color. Yo he caminado por casillas claras toda mi vida.',
      '¡Mira, Bramble! Hay peones de escarcha escondidos detrás de los árboles. Unos en casillas claras y otros en casillas oscuras.',
      'Entonces necesitamos dos alfiles: uno para las casillas claras y otro para las oscuras. ¡Mi primo Thistle nos ayudará!',
      'Al salir del bosque, Pip miró hacia atrás. Una luz dorada brillaba otra vez entre los árboles. Y Pip se sintió un poquito más valiente.',
    ],
  },
  'the-whispering-forest/ch03-secret-paths': {
    title: 'Los caminos secretos',
    instruction: 'Desliza el alfil por los caminos en diagonal para recoger las tres estrellas.',
    successText: 'El bosque susurra: "gracias". ¡El camino está abierto!',
  },
  'the-whispering-forest/ch03-thorny-pawns': {
    title: 'Peones detrás de los árboles',
    instruction: 'Usa los dos alfiles para capturar los cuatro peones de escarcha.',
    successText: '¡Todos los peones explotaron! Claro y oscuro, lado a lado.',
  },

  'the-portrait-in-the-library': {
    title: 'El retrato de la biblioteca',
    description: 'En la biblioteca de Bramble, Pip conoce a la reina Celeste, que vive en un cuadro, y aprende cómo se mueve la dama.',
    text: [
      'Esa noche descansaron en la biblioteca de Bramble, llena de pergaminos y libros con polvo. En la pared colgaba el retrato de una reina con una corona de plata.',
      '¿Quién es ella?',
      'Es la reina Celeste. Hace mucho tiempo era un pequeño peón, igual que tú. Marchó hasta la última fila y se convirtió en la pieza más fuerte del tablero.',
      'Hola, Pip. ¡Sí, puedo hablar! En el ajedrez, a la reina la llamamos dama. La dama se mueve como una torre y como un alfil juntos: en línea recta y en diagonal, tan lejos como quiera. ¡Mira cómo vuela mi dama de estrellas!',
      '¡Unas piezas de escarcha se colaron entre las estanterías! Enséñales lo que puede hacer una dama.',
      'Esa noche, Pip soñó con una corona de plata. "Algún día", susurró Pip, "algún día".',
    ],
  },
  'the-portrait-in-the-library/ch04-star-queen': {
    title: 'La dama voladora',
    instruction: 'Haz volar a la dama hasta las cuatro estrellas. Puede ir en línea recta o en diagonal.',
    successText: '¡La biblioteca brilla con luz de estrellas!',
  },
  'the-portrait-in-the-library/ch04-between-the-shelves': {
    title: 'Entre las estanterías',
    instruction: 'Captura todas las piezas de escarcha con la dama.',
    successText: 'Las estanterías vuelven a estar a salvo. Celeste sonríe.',
  },

  'the-kings-careful-steps': {
    title: 'Los pasos cuidadosos del rey',
    description: 'El rey Tobin cruza el patio helado sin pisar nunca una casilla donde un enemigo pueda atraparlo.',
    text: [
      'Por la mañana, el rey Tobin llegó a la biblioteca, resoplando y sonriendo. "Los caballos de escarcha del Rey de las Sombras están en el patio", dijo. "Tengo que cruzarlo para abrir la puerta del este."',
      'Un rey debe tener cuidado. Nunca puedo pisar una casilla donde un enemigo me pueda capturar. ¡Eso sería meterme en peligro!',
      'Dos peones de escarcha bloquean la puerta. Uno protege al otro. ¿A cuál capturo primero?',
      'Tienes buena cabeza para el ajedrez, Pip. Ahora ve hacia el este. Un amigo valiente te espera en la pradera.',
    ],
  },
  'the-kings-careful-steps/ch05-courtyard': {
    title: 'Al otro lado del patio',
    instruction: 'El caballo de escarcha vigila algunas casillas, y el rey no puede pisarlas. Busca un camino seguro hasta las dos estrellas.',
    successText: '¡Cruzaste sin peligro! El patio brilla.',
  },
  'the-kings-careful-steps/ch05-the-gate-pawns': {
    title: 'Los peones de la puerta',
    instruction: 'El peón de f6 protege al peón de e5. ¡Captura primero el peón que nadie protege, y después el otro!',
    successText: 'La puerta del este se abre. ¡Muy bien pensado!',
  },
} satisfies ContentTexts;
