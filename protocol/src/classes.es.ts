import type { PictureKey } from './classes';

// Spanish of the words under a class's login pictures (classes.ts PICTURE_WORDS; issue 27): a
// child signs in by tapping three pictures, and reads or hears these words.

export const PICTURE_WORDS_ES: Record<PictureKey, string> = {
  cat: 'Gato',
  dog: 'Perro',
  fish: 'Pez',
  bird: 'Pájaro',
  rabbit: 'Conejo',
  turtle: 'Tortuga',
  snail: 'Caracol',
  squirrel: 'Ardilla',
  apple: 'Manzana',
  cherry: 'Cereza',
  sun: 'Sol',
  moon: 'Luna',
  star: 'Estrella',
  flower: 'Flor',
  tree: 'Árbol',
  rocket: 'Cohete',
};
