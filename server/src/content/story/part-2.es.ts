import type { ContentTexts } from '../i18n/texts';

// Chapters 6-10 in Spanish (issue 27); same words as part-1.es.ts. Sir Hop is a caballo on the
// board and a caballero in the story. "Escapar, tapar o capturar" are the three ways out of jaque.

export const part2Es = {
  'sir-hop-jumps-in': {
    title: 'Sir Hop llega de un salto',
    description: 'En la pradera, Pip conoce a Sir Hop, un caballo que salta por encima de los setos en forma de L.',
    text: [
      'En la pradera, detrás de un seto alto, alguien cantaba: "¡Hop, hop, por arriba voy!". De un salto apareció un caballo de ajedrez, con la crin brillante.',
      '¡Sir Hop, para servirte! La escarcha no me pudo atrapar: yo no paraba de saltar. Me muevo en forma de L: dos casillas en línea recta y después una hacia el costado. ¡Y puedo saltar por encima de todo!',
      'Hay peones de escarcha escondidos en la hierba. Creen que no puedo alcanzarlos. ¡Ja! Mira cómo hago zigzag.',
      '¡Pip, voy contigo a la Torre de las Sombras! Un caballero nunca deja atrás a un amigo.',
    ],
  },
  'sir-hop-jumps-in/ch06-over-the-hedge': {
    title: 'Por encima del seto',
    instruction: 'Haz saltar a Sir Hop por encima del seto de peones y recoge las tres estrellas.',
    successText: '¡Hop, hop, por arriba voy! Sir Hop se ríe.',
  },
  'sir-hop-jumps-in/ch06-zigzag': {
    title: 'Zigzag por la hierba',
    instruction: 'Captura los cuatro peones de escarcha con Sir Hop.',
    successText: '¡Cuatro peones explotaron! ¡Qué gran saltarín!',
  },

  'pips-big-step': {
    title: 'El gran paso de Pip',
    description: 'En las piedras del arroyo, Pip aprende el gran primer paso del peón y cómo captura un peón.',
    text: [
      'Los amigos llegaron a un arroyo con piedras para cruzarlo. "Te toca, Pip", dijo Bramble. "Enséñanos cómo se mueve un peón."',
      'Un peón marcha recto hacia adelante, una casilla cada vez, y nunca vuelve atrás. ¡Pero en su primer movimiento, un peón puede dar un gran paso de dos casillas!',
      '¡Muy bien! Recuerda: los peones caminan recto, pero capturan en diagonal, una casilla hacia adelante y hacia el lado. Unas piezas de escarcha esperan en la otra orilla.',
      'Mi tamaño es pequeño, pero puedo hacer cosas grandes. ¡Paso a paso!',
    ],
  },
  'pips-big-step/ch07-stepping-stones': {
    title: 'Las piedras del arroyo',
    instruction: 'Mueve los peones a las piedras con estrella. ¡Usa los grandes primeros pasos cuando puedas!',
    successText: '¡Y sin mojarse! Todos los peones cruzaron.',
  },
  'pips-big-step/ch07-pawn-snaps': {
    title: '¡Zas, zas, zas!',
    instruction: 'Captura las tres piezas de escarcha con tus peones. ¡Los peones capturan en diagonal!',
    successText: '¡Zas! Peones pequeños, valor muy grande.',
  },

  'the-grey-guards': {
    title: 'Los Guardias Grises del puente',
    description: 'Todo el equipo trabaja junto para sacar a los guardias de escarcha del puente de piedra.',
    text: [
      'Un puente de piedra cruzaba el Río Ancho. Sobre él estaban los Guardias Grises: piezas de escarcha de todo tipo. El Rey de las Sombras los había enviado para que nadie pudiera cruzar.',
      '¡Vine lo más rápido que pude! Juntos podemos. Cada pieza captura igual que se mueve: yo en línea recta, Bramble en diagonal y Sir Hop con sus saltos en L.',
      '¡Falta un guardia! Una torre de escarcha se esconde en c3. Solo uno de nosotros puede llegar hasta ella. ¿Quién es?',
      'Los amigos cruzaron el puente, y detrás de ellos el río empezó a brillar otra vez.',
    ],
  },
  'the-grey-guards/ch08-bridge-guards': {
    title: 'Despeja el puente',
    instruction: 'Torre, alfil y caballo: cada una de tus piezas tiene un guardia que atrapar. ¡Captura a todos los Guardias Grises!',
    successText: '¡El puente está libre! El trabajo en equipo gana.',
  },
  'the-grey-guards/ch08-who-can-reach': {
    title: '¿Quién puede llegar?',
    instruction: 'Solo una de tus piezas puede capturar la torre de escarcha. ¡Encuéntrala y captura!',
    successText: '¡Claro: el salto en L de Sir Hop! El último guardia explota.',
    hint: 'Las torres van en línea recta, los alfiles en diagonal y los caballos saltan en L.',
  },

  'check-at-the-river-gate': {
    title: 'Jaque en la puerta del río',
    description: 'Un rey de hielo cierra la puerta del río. Los amigos aprenden a dar jaque y a salir del jaque.',
    text: [
      'En la puerta del río había una figura extraña: un rey de hielo, un reflejo del mismísimo Rey de las Sombras. "¡Aquí no pasa nadie!", dijo con una voz helada.',
      'Cuando una de nuestras piezas ataca a un rey, decimos "¡jaque!". Un rey en jaque tiene que ponerse a salvo enseguida. ¡Vamos a darle un susto a este rey de hielo!',
      '¡Cuidado! La torre del rey de hielo se coló detrás de mí. ¡Estoy en jaque! Hay tres maneras de salir: escapar, tapar o capturar a la pieza que ataca.',
      'Gracias, Pip. Un buen amigo cuida al rey. ¡Y ahora, a las montañas!',
    ],
  },
  'check-at-the-river-gate/ch09-hops-check': {
    title: 'Sir Hop dice jaque',
    instruction: 'Dale jaque al rey de hielo con Sir Hop.',
    successText: '"¡Jaque!" El rey de hielo tiembla y da un paso atrás.',
    hint: '¿Qué casillas están a un salto en L del rey de hielo?',
  },
  'check-at-the-river-gate/ch09-save-the-king': {
    title: 'Salva al rey Tobin',
    instruction: 'La torre de escarcha de e1 da jaque. El rey Tobin no puede escapar y nada puede tapar el jaque. ¡Sácalo del jaque!',
    successText: '¡Capturada! El rey Tobin está a salvo.',
    hint: 'Captura la pieza que da jaque.',
  },

  'the-mirror-in-the-mountains': {
    title: 'El espejo de las montañas',
    description: 'En lo alto de las Montañas Grises, los amigos de Pip aprenden el jaque mate para derretir a los reyes de los espejos de hielo.',
    text: [
      'El camino subía a las Montañas Grises. Allí, el Rey de las Sombras había puesto espejos de hielo. En cada espejo había un rey de hielo, y juntos cerraban el camino.',
      'Esta vez el jaque no basta. Necesitamos un jaque mate: un jaque sin salida. El rey no puede escapar, nada puede tapar el jaque y nadie puede capturar a la pieza que ataca. ¡Entonces el espejo se derrite!',
      'Yo viajo con Pip, dentro de sus sueños. Déjame enseñarte cómo trabajan juntos una dama y un rey.',
      '¡Jaque mate! Me gusta esa palabra. La torre está cada vez más cerca. Ya la veo entre las nubes.',
    ],
  },
  'the-mirror-in-the-mountains/ch10-back-rank': {
    title: 'El primer espejo',
    instruction: 'El rey de hielo está atrapado detrás de sus propios peones. ¡Dale jaque mate con Rooka!',
    successText: '¡Jaque mate! El primer espejo se deshace en niebla.',
    hint: '¿En qué fila está el rey de hielo? ¿Puede llegar Rooka hasta allí?',
  },
  'the-mirror-in-the-mountains/ch10-queen-and-king': {
    title: 'El segundo espejo',
    instruction: 'Tu rey vigila las casillas que rodean al rey de hielo. ¡Dale jaque mate con la dama!',
    successText: '¡Jaque mate! El segundo espejo se derrite. El camino de la montaña está abierto.',
    hint: 'Da jaque al rey por la columna h.',
  },
} satisfies ContentTexts;
