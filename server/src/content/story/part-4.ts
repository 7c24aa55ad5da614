import { collectStars, findMove, pos } from '../lessons/build';
import { chapter, challenge, say } from './cast';

// Chapters 16-20: checkmate with the queen, the rook ladder, forks, pins and skewers, and
// the ending, where Pip is promoted and the Shadow King is checkmated.

export const chapter16 = chapter({
  chapterNumber: 16,
  id: 'queen-celestes-lesson',
  title: 'Queen Celeste\u2019s Lesson',
  description: 'At the foot of the Shadow Tower, Queen Celeste teaches the box and the queen kiss.',
  points: 75,
  pages: [
    say(
      'narrator',
      'tower',
      'At last the friends reached the foot of the Shadow Tower. It stood on the very last rank, dark and cold. Ice kings guarded every door.',
    ),
    say(
      'queen-celeste',
      'tower',
      'To checkmate with a queen, push the king to the edge. My queen builds a box, and the king walks closer to help. Then comes the queen kiss: the queen right next to the enemy king, protected by her own king.',
    ),
    challenge(
      findMove({
        id: 'ch16-first-door',
        title: 'The first door',
        instruction: 'Your king guards the squares in front of the ice king. Give checkmate with the queen!',
        successText: 'Checkmate! The first door creaks open.',
        fen: pos('Kc6 Qh1 kc8'),
        goal: 'mate',
        solutions: ['h1h8'],
        hint: 'Check the king along his back rank.',
      }),
    ),
    say('queen-celeste', 'tower', 'Now the kiss. Find the square next to the ice king that your king protects.'),
    challenge(
      findMove({
        id: 'ch16-queen-kiss',
        title: 'The queen kiss',
        instruction: 'Give checkmate with a queen kiss!',
        successText: 'Mwah! Checkmate. The second door swings open.',
        fen: pos('Kf3 Qa2 kh1'),
        goal: 'mate',
        solutions: ['a2g2'],
        hint: 'Your king on f3 protects g2. But careful: f2 would be stalemate!',
      }),
    ),
    say('pip', 'tower', 'Two doors open! Up the stairs we go.'),
  ],
});

export const chapter17 = chapter({
  chapterNumber: 17,
  id: 'the-rook-ladder',
  title: 'The Rook Ladder',
  description: 'Rooka and her twin brother Rufus climb the tower walls with the rook ladder.',
  points: 75,
  pages: [
    say(
      'narrator',
      'tower',
      'The stairs inside the tower were frozen solid. "We will climb the outside wall," said Rooka. Behind her stood her twin brother Rufus, who had come all the way from the castle.',
    ),
    say(
      'rooka',
      'tower',
      'Two rooks make a ladder. One of us guards a rank like a fence, the other gives check on the next rank. Then we swap, step by step, until the king reaches the edge. Then: checkmate!',
    ),
    challenge(
      findMove({
        id: 'ch17-top-rung',
        title: 'The top rung',
        instruction: 'One rook guards rank 7. Give checkmate with the other rook!',
        successText: 'Checkmate! The ladder reaches the next window.',
        fen: pos('Kh1 Ra7 Rb1 kf8'),
        goal: 'mate',
        solutions: ['b1b8'],
        hint: 'The ice king is on rank 8.',
      }),
    ),
    say('sir-hop', 'tower', 'This ice king is hiding on the side of the tower. Can the ladder go sideways?'),
    challenge(
      findMove({
        id: 'ch17-sideways',
        title: 'The sideways ladder',
        instruction: 'One rook guards the b-file. Give checkmate on the a-file!',
        successText: 'Checkmate! Sideways works too. Rooka and Rufus cheer.',
        fen: pos('Kh2 Rb8 Rh1 ka4'),
        goal: 'mate',
        solutions: ['h1a1'],
        hint: 'Slide the rook on h1 all the way along rank 1.',
      }),
    ),
    say('narrator', 'tower', 'Up and up they climbed, rung by rung, until they reached a wide balcony near the top.'),
  ],
});

export const chapter18 = chapter({
  chapterNumber: 18,
  id: 'sir-hops-famous-fork',
  title: 'Sir Hop\u2019s Famous Fork',
  description: 'On the balcony, Sir Hop shows off his favourite trick: the fork.',
  points: 75,
  pages: [
    say(
      'narrator',
      'tower',
      'On the balcony waited the Shadow King\u2019s frost queen and an ice king, side by side. "You will never get both of us!" they said.',
    ),
    say(
      'sir-hop',
      'tower',
      'Oh yes I will! A fork is one piece attacking two at once, like the points of a fork. If one of them is the king, he has to move, and I take the other one. My favourite trick!',
    ),
    challenge(
      findMove({
        id: 'ch18-royal-fork',
        title: 'The royal fork',
        instruction: 'Jump Sir Hop to a square where he checks the ice king and attacks the frost queen!',
        successText: 'Fork! The king must step away, and Sir Hop captures the queen.',
        fen: pos('Kg1 Ng4 Pf2 Pg2 Ph2 ke8 qd7 pa7 pb7'),
        goal: 'exact',
        solutions: ['g4f6'],
        hint: 'Find the square that is an L-jump from both the king and the queen.',
      }),
    ),
    say('pip', 'tower', 'Can a pawn do a fork too? I want to try!'),
    challenge(
      findMove({
        id: 'ch18-pips-fork',
        title: 'Pip\u2019s fork',
        instruction: 'Pip is the pawn on d4. Step Pip forward to attack the frost bishop and the frost knight at once!',
        successText: 'A pawn fork! Sir Hop is so proud he does a somersault.',
        fen: pos('Kg1 Pd4 Pe4 Pg2 Ph2 kg8 bc6 ne6 pg7 ph7'),
        goal: 'exact',
        solutions: ['d4d5'],
        hint: 'A pawn attacks the two squares diagonally in front of it. The pawn on e4 protects Pip.',
      }),
    ),
    say('narrator', 'tower', 'Only one staircase was left, leading to the very top of the tower.'),
  ],
});

export const chapter19 = chapter({
  chapterNumber: 19,
  id: 'pins-and-skewers',
  title: 'Pins and Skewers',
  description: 'On the last staircase, Bramble uses his long diagonals to pin and skewer the frost guards.',
  points: 75,
  pages: [
    say(
      'narrator',
      'tower',
      'On the last staircase, the frost guards stood in long lines, one behind the other. Bramble\u2019s eyes twinkled. "Lines," he said. "I love lines."',
    ),
    say(
      'bishop-bramble',
      'tower',
      'A pin freezes a piece: if it moved, the king behind it would be in check, so it must stay where it is. Then we can attack it, and it can not run away!',
    ),
    challenge(
      findMove({
        id: 'ch19-pinned-guard',
        title: 'The pinned guard',
        instruction: 'Rooka pins the frost bishop to its king. Attack the bishop with a pawn: it can not run away!',
        successText: 'The bishop is stuck, and it will be captured. What a pin!',
        fen: pos('Kg1 Re1 Pd4 Pg2 Ph2 ke8 be6 pf7 pa7 pb7'),
        goal: 'exact',
        solutions: ['d4d5'],
        hint: 'Which pawn can step to a square that attacks e6?',
      }),
    ),
    say(
      'bishop-bramble',
      'tower',
      'And a skewer is a pin the other way round. I check the king, and a piece hides behind him on the same line. When the king steps away, I take the piece behind!',
    ),
    challenge(
      findMove({
        id: 'ch19-skewer',
        title: 'Bramble\u2019s skewer',
        instruction: 'Check the ice king with Bramble so that the frost queen is behind him on the same diagonal.',
        successText: 'Skewer! The ice king steps aside, and Bramble takes the queen.',
        fen: pos('Kg1 Bd1 Pg2 Ph2 ke6 qg8 pa7'),
        goal: 'exact',
        solutions: ['d1b3'],
        hint: 'The king on e6 and the queen on g8 are on the same diagonal.',
      }),
    ),
    say('narrator', 'tower', 'At the top of the stairs was a door made of ice. Behind it, someone was waiting.'),
  ],
});

export const chapter20 = chapter({
  chapterNumber: 20,
  id: 'pip-becomes-a-queen',
  title: 'Pip Becomes a Queen',
  description: 'Pip reaches the far rank at last, becomes a queen, and faces the Shadow King.',
  points: 75,
  pages: [
    say(
      'narrator',
      'throne-room',
      'The ice door opened. In a cold throne room sat the Shadow King, wrapped in a grey cloak. "So, little pawn," he said. "You crossed my whole frozen board. But you are only a pawn."',
    ),
    say(
      'pip',
      'throne-room',
      'Pip looked down. Pip was standing on the seventh rank. One more step, just one, and Pip would be on the far rank, the rank of Pip\u2019s dreams.',
    ),
    challenge(
      findMove({
        id: 'ch20-the-last-step',
        title: 'The last step',
        instruction: 'Take the last step and promote Pip to a queen! Her very first look will be check.',
        successText: 'A flash of silver light! Pip is a queen, and the Shadow King is in check!',
        fen: pos('Kb1 Pd7 kh4 pa6'),
        goal: 'exact',
        solutions: ['d7d8q'],
        hint: 'Move the pawn to d8 and pick the queen.',
      }),
    ),
    say('shadow-king', 'throne-room', 'Impossible! A pawn, a queen? No matter. I will freeze you all again!'),
    challenge(
      findMove({
        id: 'ch20-checkmate-the-shadow-king',
        title: 'Checkmate the Shadow King',
        instruction: 'Your friends are with you, Queen Pip! Bramble aims along the long diagonal. Give checkmate to the Shadow King!',
        successText: 'Checkmate! The Shadow King\u2019s cloak falls, and the frost begins to melt.',
        fen: pos('Kg1 Qd4 Bb2 Pf2 Pg2 Ph2 kg8 re8 pf7 pg7 ph7'),
        goal: 'mate',
        solutions: ['d4g7'],
        hint: 'Capture on g7. Bramble guards that square from b2.',
      }),
    ),
    say(
      'shadow-king',
      'night-sky',
      'Without his cloak, the Shadow King looked small. "I only froze the board," he said quietly, "because nobody ever played with me. It was so cold and lonely up here."',
    ),
    say(
      'pip',
      'night-sky',
      'Then come and play with us! Every Sunday, in the village. A game is more fun with a friend. And Bramble will teach you all the rules.',
    ),
    challenge(
      collectStars({
        id: 'ch20-light-the-kingdom',
        title: 'Light up the kingdom',
        instruction: 'Fly Queen Pip to the last four stars to melt the frost everywhere!',
        successText: 'The whole Checkered Kingdom sparkles again!',
        fen: pos('Qd4 Kh1 kb7'),
        stars: ['d8', 'h4', 'e1', 'a5'],
        par: 4,
        solution: ['d4d8', 'd8h4', 'h4e1', 'e1a5'],
      }),
    ),
    say(
      'narrator',
      'village',
      'And so the frost melted, the squares sparkled, and every Sunday the kingdom played chess together, even the king who used to be a shadow. Pip, the little pawn who became a queen, never stopped learning. The end!',
    ),
  ],
});
