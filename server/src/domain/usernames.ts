import { randomInt } from 'node:crypto';

// Kid-safe building blocks: the only name other players ever see is made of these.
const ADJECTIVES = [
  'Brave',
  'Clever',
  'Swift',
  'Mighty',
  'Happy',
  'Bold',
  'Bright',
  'Noble',
  'Lucky',
  'Jolly',
  'Quick',
  'Wise',
  'Sunny',
  'Daring',
  'Gentle',
  'Cosmic',
  'Golden',
  'Silver',
  'Royal',
  'Sparkly',
  'Calm',
  'Cheerful',
  'Fearless',
  'Friendly',
  'Nimble',
  'Proud',
  'Steady',
  'Super',
  'Tiny',
  'Witty',
] as const;
const NOUNS = [
  'Knight',
  'Rook',
  'Bishop',
  'Pawn',
  'Queen',
  'King',
  'Castle',
  'Dragon',
  'Owl',
  'Fox',
  'Tiger',
  'Falcon',
  'Panda',
  'Dolphin',
  'Wizard',
  'Explorer',
  'Captain',
  'Comet',
  'Lion',
  'Otter',
  'Eagle',
  'Bear',
  'Pegasus',
  'Unicorn',
  'Rocket',
  'Star',
  'Badger',
  'Hawk',
  'Koala',
  'Penguin',
] as const;

export function generateUsername(random: (max: number) => number = randomInt): string {
  const adjective = ADJECTIVES[random(ADJECTIVES.length)];
  const noun = NOUNS[random(NOUNS.length)];
  return `${adjective}${noun}${10 + random(90)}`;
}

export const usernameParts = { ADJECTIVES, NOUNS };
