import type { ContentTexts } from '../i18n/texts';

export const captureEs = {
  capture: { title: 'Capturar', description: 'Captura piezas enemigas con cada tipo de pieza, y elige la pieza justa para cada tarea.' },
  'capture/capture-intro': {
    title: 'Cómo se captura',
    instruction:
      'Para capturar, mueve tu pieza a una casilla donde hay una pieza enemiga. ¡La pieza enemiga sale del tablero! Cada pieza captura igual que se mueve, menos el peón, que captura en diagonal. Nunca puedes capturar tus propias piezas.',
    successText: '¡Muy bien! Sigamos.',
  },
  'capture/capture-rook-bishop': {
    title: 'Equipo de torre y alfil',
    instruction: 'Tu torre y tu alfil trabajan juntos. Captura las cuatro piezas negras.',
    successText: '¡Qué buen trabajo en equipo!',
  },
  'capture/capture-knight-zigzag': {
    title: 'El zigzag del caballo',
    instruction: 'Solo tu caballo puede llegar a estas piezas. ¡Captura las cuatro!',
    successText: '¡Zig, zag, zig, zag!',
  },
  'capture/capture-which-piece': {
    title: '¿Quién puede capturarla?',
    instruction: 'Solo una de tus piezas puede capturar la torre negra. ¡Encuéntrala y captura la torre!',
    successText: '¡Sí! El caballo salta y captura la torre.',
    hint: '¿Qué pieza se mueve en forma de L?',
  },
  'capture/capture-pawn-team': {
    title: 'Fiesta de peones',
    instruction: 'Tus tres peones pueden capturar los tres caballos negros. ¡Cada peón captura uno!',
    successText: 'Tres peones, tres caballos. ¡Una fiesta de peones!',
  },
  'capture/capture-queen-and-knight': {
    title: 'Dama y caballo',
    instruction: 'Captura las cinco piezas negras con tu dama y tu caballo.',
    successText: '¡Tu dama y tu caballo limpiaron el tablero!',
  },
  'capture/capture-whole-army': {
    title: 'Todo el ejército',
    instruction: 'Cada una de tus piezas tiene una tarea. ¡Captura todas las piezas negras!',
    successText: 'Todo tu ejército trabajó en equipo. ¡Increíble!',
  },
} satisfies ContentTexts;
