import type { ContentTexts } from '../i18n/texts';

// Spanish names and descriptions of the piece sets and boards (index.ts), keyed by theme id
// (issue 27). Merida and Pirouetti are the sets' own names and stay as they are.

export const pieceThemesEs = {
  classic: { name: 'Clásicas', description: 'Las piezas que verás en cualquier club de ajedrez.' },
  blocks: { name: 'Bloques', description: 'Piezas gorditas y sencillas, fáciles de distinguir.' },
  cburnett: {
    name: 'Libro de cuentos',
    description: 'Piezas claras y simpáticas dibujadas por Colin M. L. Burnett, las que se usan en Wikipedia y Lichess.',
  },
  buddies: { name: 'Sonrisas', description: 'Piezas suaves con forma de sonrisa y un alfil con rizo.' },
  merida: { name: 'Merida', description: 'Elegantes piezas de torneo con un caballo orgulloso.' },
  ocean: { name: 'Océano', description: 'Piezas azul mar que llegaron navegando desde debajo de las olas.' },
  royal: { name: 'Reales', description: 'Piezas doradas y moradas, dignas de un palacio.' },
  pirouetti: { name: 'Pirouetti', description: 'Piezas redondas y saltarinas que parecen listas para bailar.' },
} satisfies ContentTexts;

export const boardThemesEs = {
  wood: { name: 'Madera', description: 'Un tablero de madera cálida, como el de la biblioteca de la escuela.' },
  meadow: { name: 'Pradera', description: 'Hierba verde y suave, y margaritas de color crema.' },
  oak: { name: 'Roble', description: 'Vetas de madera de verdad, como la mesa de ajedrez de los abuelos.' },
  sky: { name: 'Cielo', description: 'Nubes y un cielo azul despejado.' },
  candy: { name: 'Caramelo', description: 'Casillas de fresa y vainilla.' },
  forest: { name: 'Bosque', description: 'Musgo y pinos de un bosque profundo.' },
  lavender: { name: 'Lavanda', description: 'Un campo de flores moradas.' },
  sunset: { name: 'Atardecer', description: 'Naranja y rosa, como el cielo al final del día.' },
  'coral-reef': { name: 'Arrecife de coral', description: 'Agua de mar y corales de debajo de las olas.' },
  midnight: { name: 'Medianoche', description: 'Una noche estrellada para jugadores valientes.' },
  marble: { name: 'Mármol', description: 'Piedra pulida de un palacio real.' },
  'ice-castle': { name: 'Castillo de hielo', description: 'Casillas azules y heladas del castillo de la reina del hielo.' },
} satisfies ContentTexts;
