import { captureAll, collectStars, pos } from '../lessons/build';
import { chapter, challenge, say } from './cast';

// Chapters 1-5: the board, the rook, the bishop, the queen, the king.

export const chapter1 = chapter({
  chapterNumber: 1,
  id: 'the-morning-the-board-froze',
  title: 'The Morning the Board Froze',
  description: 'Pip wakes up to find the Checkered Kingdom frozen, and learns to read the map of the board.',
  points: 40,
  pages: [
    say(
      'narrator',
      'village',
      'Once upon a time, in the Checkered Kingdom, every square sparkled, light and dark, like a giant game board. In a little house on square a2 lived Pip, a small pawn with a very big dream.',
    ),
    say('pip', 'village', 'One day I will march all the way to the far side of the board. And then I will become a queen!'),
    say(
      'narrator',
      'night-sky',
      'But one cold morning, Pip woke up and everything was grey. A frost had covered the board. The pieces stood still as statues. Far away, on the last rank, a dark tower had appeared.',
    ),
    say(
      'bishop-bramble',
      'village',
      'Pip! You are awake too! I am Bramble, the old bishop from the library. The Shadow King froze our kingdom last night. But golden stars shine where the frost is thin, and if we step on them, the frost melts! First, learn the map. Files go up and down, named a to h. Ranks go side to side, numbered 1 to 8. So d2 is file d, rank 2.',
    ),
    say(
      'king-tobin',
      'throne-room',
      'Ho there! King Tobin at your service. My warm royal cloak kept the frost off me. I am old and slow, and I take one small step at a time, but I will help!',
    ),
    challenge(
      collectStars({
        id: 'ch01-first-steps',
        title: 'The king\u2019s first steps',
        instruction: 'Help King Tobin step onto the stars on e2 and d3. He moves one square at a time.',
        successText: 'The frost melts under the king\u2019s feet. Two squares sparkle again!',
        fen: pos('Ke1 kh8'),
        stars: ['e2', 'd3'],
        par: 2,
        solution: ['e1e2', 'e2d3'],
      }),
    ),
    challenge(
      collectStars({
        id: 'ch01-read-the-map',
        title: 'Read the map',
        instruction: 'Bramble calls out the squares: b2, c3, c4! Walk the king to all three stars.',
        successText: 'You read the map perfectly. The village sparkles again!',
        fen: pos('Kb1 kh8'),
        stars: ['b2', 'c3', 'c4'],
        par: 3,
        solution: ['b1b2', 'b2c3', 'c3c4'],
      }),
    ),
    say(
      'pip',
      'village',
      'We did it! The village is sparkling again. Now we must melt the whole kingdom, all the way to the Shadow King\u2019s tower!',
    ),
  ],
});

export const chapter2 = chapter({
  chapterNumber: 2,
  id: 'rookas-straight-roads',
  title: 'Rooka\u2019s Straight Roads',
  description: 'At the castle gate, Pip frees Rooka the rook, who zooms along straight roads.',
  points: 40,
  pages: [
    say(
      'narrator',
      'castle',
      'Pip and Bramble walked to the white castle. At the gate stood Rooka, the tall rook who guards it, frozen stiff, with frost on her battlements.',
    ),
    say(
      'bishop-bramble',
      'castle',
      'Rooka moves in straight lines: up, down, left and right, as far as she likes. Let us melt the stars around her!',
    ),
    challenge(
      collectStars({
        id: 'ch02-rookas-stars',
        title: 'Wake up, Rooka!',
        instruction: 'Zoom Rooka along straight roads to all three stars.',
        successText: 'Crack! The frost falls off Rooka like snow from a roof.',
        fen: pos('Re2 Ka1 kh8'),
        stars: ['e6', 'b6', 'b3'],
        par: 3,
        solution: ['e2e6', 'e6b6', 'b6b3'],
      }),
    ),
    say(
      'rooka',
      'castle',
      'Brrr! Thank you, little one. But look: the Shadow King left frost pawns on my roads. When you capture one, it pops like a soap bubble and turns back into an ordinary wooden pawn.',
    ),
    challenge(
      captureAll({
        id: 'ch02-frost-pawns',
        title: 'Pop the frost pawns',
        instruction: 'Capture all three frost pawns with Rooka. Move onto a pawn to capture it.',
        successText: 'Pop, pop, pop! The roads are clear.',
        fen: pos('Rd2 Ka1 kh8 pd7 pg7 pg3'),
        par: 3,
        solution: ['d2d7', 'd7g7', 'g7g3'],
      }),
    ),
    say('rooka', 'castle', 'I will guard the castle while you travel. Straight roads always lead somewhere. Good luck, Pip!'),
  ],
});

export const chapter3 = chapter({
  chapterNumber: 3,
  id: 'the-whispering-forest',
  title: 'The Whispering Forest',
  description: 'Bramble shows Pip the secret diagonal paths through the Whispering Forest.',
  points: 40,
  pages: [
    say(
      'narrator',
      'forest',
      'Beyond the castle lay the Whispering Forest. The trees grew so close together that no straight road could get through.',
    ),
    say(
      'bishop-bramble',
      'forest',
      'Ah, but I know the secret paths! A bishop slides diagonally, across the corners of the squares. And a bishop always stays on his own colour. I have walked on light squares all my life.',
    ),
    challenge(
      collectStars({
        id: 'ch03-secret-paths',
        title: 'The secret paths',
        instruction: 'Slide the bishop along the diagonal paths to collect all three stars.',
        successText: 'The forest whispers thank you. The path is open!',
        fen: pos('Bb1 Kh1 ka8'),
        stars: ['e4', 'f5', 'h7'],
        par: 3,
        solution: ['b1e4', 'e4f5', 'f5h7'],
      }),
    ),
    say('pip', 'forest', 'Look, Bramble! Frost pawns are hiding behind the trees. Some on light squares, some on dark squares.'),
    say('bishop-bramble', 'forest', 'Then we need two bishops: one for the light squares and one for the dark squares. My cousin Thistle will help!'),
    challenge(
      captureAll({
        id: 'ch03-thorny-pawns',
        title: 'Pawns behind the trees',
        instruction: 'Use both bishops to capture all four frost pawns.',
        successText: 'Every pawn popped! Light and dark, side by side.',
        fen: pos('Bc1 Bf1 Ke1 kh8 pa3 pe7 pc4 pd5'),
        par: 4,
        solution: ['c1a3', 'a3e7', 'f1c4', 'c4d5'],
      }),
    ),
    say(
      'narrator',
      'forest',
      'As they left the forest, Pip looked back. Golden light was shining through the trees again. And Pip felt a little bit braver.',
    ),
  ],
});

export const chapter4 = chapter({
  chapterNumber: 4,
  id: 'the-portrait-in-the-library',
  title: 'The Portrait in the Library',
  description: 'In Bramble\u2019s library, Pip meets the painted Queen Celeste and learns how a queen moves.',
  points: 40,
  pages: [
    say(
      'narrator',
      'library',
      'That night they rested in Bramble\u2019s library, full of scrolls and dusty books. On the wall hung a portrait of a queen with a silver crown.',
    ),
    say('pip', 'library', 'Who is she?'),
    say(
      'bishop-bramble',
      'library',
      'That is Queen Celeste. Long ago she was a little pawn, just like you. She marched all the way to the far rank and became the strongest piece on the board.',
    ),
    say(
      'queen-celeste',
      'library',
      'Hello, Pip. Yes, I can talk! A queen moves like a rook and like a bishop together: straight lines and diagonals, as far as she likes. Watch my star queen fly!',
    ),
    challenge(
      collectStars({
        id: 'ch04-star-queen',
        title: 'The flying queen',
        instruction: 'Fly the queen to all four stars. She can go straight or diagonally.',
        successText: 'The library glows with starlight!',
        fen: pos('Qd4 Kh1 kh5'),
        stars: ['a1', 'a7', 'g7', 'g1'],
        par: 4,
        solution: ['d4a1', 'a1a7', 'a7g7', 'g7g1'],
      }),
    ),
    say('queen-celeste', 'library', 'Frost pawns have crept in between the bookshelves! Show them what a queen can do.'),
    challenge(
      captureAll({
        id: 'ch04-between-the-shelves',
        title: 'Between the shelves',
        instruction: 'Capture every frost piece with the queen.',
        successText: 'The shelves are safe again. Celeste smiles.',
        fen: pos('Qa1 Kh1 kh7 pa6 nc6 bc2 re4'),
        par: 4,
        solution: ['a1a6', 'a6c6', 'c6e4', 'e4c2'],
      }),
    ),
    say('pip', 'night-sky', 'That night Pip dreamed of a silver crown. "One day," Pip whispered, "one day."'),
  ],
});

export const chapter5 = chapter({
  chapterNumber: 5,
  id: 'the-kings-careful-steps',
  title: 'The King\u2019s Careful Steps',
  description: 'King Tobin crosses the frosty courtyard, never stepping where an enemy could catch him.',
  points: 40,
  pages: [
    say(
      'narrator',
      'throne-room',
      'In the morning King Tobin came to the library, puffing and smiling. "The Shadow King\u2019s frost knights are in the courtyard," he said. "I must cross it to open the east gate."',
    ),
    say(
      'king-tobin',
      'throne-room',
      'A king must be careful. I may never step onto a square where an enemy could capture me. That would be walking into danger!',
    ),
    challenge(
      collectStars({
        id: 'ch05-courtyard',
        title: 'Across the courtyard',
        instruction: 'The frost knight guards some squares, and the king can not step on them. Find a safe path to both stars.',
        successText: 'Safe across! The courtyard sparkles.',
        fen: pos('Ka1 kh8 nd4'),
        stars: ['c3', 'e3'],
        par: 4,
        solution: ['a1b2', 'b2c3', 'c3d2', 'd2e3'],
      }),
    ),
    say('king-tobin', 'throne-room', 'Two frost pawns block the gate. One protects the other. Which one should I take first?'),
    challenge(
      captureAll({
        id: 'ch05-the-gate-pawns',
        title: 'The gate pawns',
        instruction: 'The pawn on f6 protects the pawn on e5. Take the pawn that nobody protects first, then the other one!',
        successText: 'The east gate swings open. Well thought, young friend!',
        fen: pos('Kg4 kh8 pe5 pf6'),
        par: 3,
        solution: ['g4f5', 'f5f6', 'f6e5'],
      }),
    ),
    say('king-tobin', 'throne-room', 'You have a good head for chess, Pip. Now go east. A brave friend is waiting for you in the meadow.'),
  ],
});
