import { captureAll, collectStars, findMove, pos } from '../lessons/build';
import { chapter, challenge, say } from './cast';

// Chapters 6-10: the knight, the pawn, capturing, check, checkmate.

export const chapter6 = chapter({
  chapterNumber: 6,
  id: 'sir-hop-jumps-in',
  title: 'Sir Hop Jumps In',
  description: 'In the meadow, Pip meets Sir Hop, a knight who jumps over hedges in an L shape.',
  points: 50,
  pages: [
    say(
      'narrator',
      'meadow',
      'In the meadow, behind a tall hedge, someone was singing. "Hop, hop, over the top!" Out jumped a knight with a shiny horse\u2019s head.',
    ),
    say(
      'sir-hop',
      'meadow',
      'Sir Hop, at your service! The frost could not catch me, I was jumping too much. I move in an L: two squares one way, then one to the side. And I can jump over anything!',
    ),
    challenge(
      collectStars({
        id: 'ch06-over-the-hedge',
        title: 'Over the hedge',
        instruction: 'Jump Sir Hop over the hedge of pawns and collect all three stars.',
        successText: 'Hop, hop, over the top! Sir Hop laughs.',
        fen: pos('Ng1 Pf2 Pg2 Ph2 Kc1 ka8'),
        stars: ['h3', 'g5', 'e6'],
        par: 3,
        solution: ['g1h3', 'h3g5', 'g5e6'],
      }),
    ),
    say('sir-hop', 'meadow', 'Frost pawns are hiding in the grass. They think I can not reach them. Ha! Watch me zigzag.'),
    challenge(
      captureAll({
        id: 'ch06-zigzag',
        title: 'Zigzag through the grass',
        instruction: 'Capture all four frost pawns with Sir Hop.',
        successText: 'Four pawns popped! What a jumper!',
        fen: pos('Nb1 Kh1 ka8 pd2 pf3 ph4 pg6'),
        par: 4,
        solution: ['b1d2', 'd2f3', 'f3h4', 'h4g6'],
      }),
    ),
    say('sir-hop', 'meadow', 'Pip, I am coming with you to the Shadow Tower. A knight never leaves a friend behind!'),
  ],
});

export const chapter7 = chapter({
  chapterNumber: 7,
  id: 'pips-big-step',
  title: 'Pip\u2019s Big Step',
  description: 'At the stepping stones, Pip learns the pawn\u2019s big first step and how pawns capture.',
  points: 50,
  pages: [
    say('narrator', 'river', 'The friends came to a stream with stepping stones. "Your turn, Pip," said Bramble. "Show us how a pawn moves."'),
    say(
      'pip',
      'river',
      'A pawn marches straight forward, one square at a time, and never walks back. But on its very first move, a pawn may take a big step of two squares!',
    ),
    challenge(
      collectStars({
        id: 'ch07-stepping-stones',
        title: 'The stepping stones',
        instruction: 'Move the pawns onto the star stones. Use big first steps where you can!',
        successText: 'Splash-free! Every pawn made it across.',
        fen: pos('Pb2 Pg2 Kh1 ka8'),
        stars: ['b4', 'b5', 'g4'],
        par: 3,
        solution: ['b2b4', 'b4b5', 'g2g4'],
      }),
    ),
    say(
      'bishop-bramble',
      'river',
      'Well done! Remember: pawns walk straight, but they capture diagonally, one square forward to the side. Frost pieces are waiting on the far bank.',
    ),
    challenge(
      captureAll({
        id: 'ch07-pawn-snaps',
        title: 'Snap, snap, snap',
        instruction: 'Capture all three frost pieces with your pawns. Pawns capture diagonally!',
        successText: 'Snap! Small pawns, big courage.',
        fen: pos('Pc2 Pf2 Ka1 kh8 pd3 ng3 be4'),
        par: 3,
        solution: ['c2d3', 'd3e4', 'f2g3'],
      }),
    ),
    say('pip', 'river', 'I may be small, but I can do big things. One step at a time!'),
  ],
});

export const chapter8 = chapter({
  chapterNumber: 8,
  id: 'the-grey-guards',
  title: 'The Grey Guards at the Bridge',
  description: 'The whole team works together to clear the frost guards from the stone bridge.',
  points: 50,
  pages: [
    say(
      'narrator',
      'bridge',
      'A stone bridge crossed the Wide River. On it stood the Grey Guards: frost pieces of every kind, sent by the Shadow King to stop anyone crossing.',
    ),
    say(
      'rooka',
      'bridge',
      'I came as fast as I could! Together we can do it. Every piece captures the way it moves: me in straight lines, Bramble on diagonals, Sir Hop with his L-jumps.',
    ),
    challenge(
      captureAll({
        id: 'ch08-bridge-guards',
        title: 'Clear the bridge',
        instruction: 'Rook, bishop and knight: capture all the Grey Guards. Each of your pieces has one to catch.',
        successText: 'The bridge is clear! Teamwork wins.',
        fen: pos('Rb1 Nf3 Bc1 Kh1 kh8 pb6 ne5 bg5'),
        par: 3,
        solution: ['b1b6', 'f3e5', 'c1g5'],
      }),
    ),
    say('sir-hop', 'bridge', 'One more guard! A frost rook is hiding on c3. Only one of us can reach him. Who is it?'),
    challenge(
      findMove({
        id: 'ch08-who-can-reach',
        title: 'Who can reach him?',
        instruction: 'Only one of your pieces can capture the frost rook. Find it and capture!',
        successText: 'Of course: Sir Hop\u2019s L-jump! The last guard pops.',
        fen: pos('Kg1 Ra1 Bf1 Nb1 Pf2 Pg2 Ph2 kg8 rc3 pf7 pg7 ph6'),
        goal: 'win-piece',
        solutions: ['b1c3'],
        hint: 'Rooks go straight, bishops go diagonally, knights jump in an L.',
      }),
    ),
    say('narrator', 'bridge', 'The friends crossed the bridge, and behind them the river began to sparkle again.'),
  ],
});

export const chapter9 = chapter({
  chapterNumber: 9,
  id: 'check-at-the-river-gate',
  title: 'Check at the River Gate',
  description: 'A frost king blocks the river gate. The friends learn to give check, and to escape it.',
  points: 50,
  pages: [
    say(
      'narrator',
      'river',
      'At the river gate stood a strange figure: a king made of ice, a reflection of the Shadow King himself. "Nobody passes!" he said in a chilly voice.',
    ),
    say(
      'bishop-bramble',
      'river',
      'When one of our pieces attacks a king, we say "check!" A king in check must get safe at once. Let us give this ice king a fright!',
    ),
    challenge(
      findMove({
        id: 'ch09-hops-check',
        title: 'Sir Hop says check',
        instruction: 'Give check to the ice king with Sir Hop.',
        successText: '"Check!" The ice king shivers and steps back.',
        fen: pos('Kg1 Nd4 Pf2 Pg2 Ph2 kd8 pc7 pe7 pa6'),
        goal: 'check',
        solutions: ['d4c6', 'd4e6'],
        hint: 'Which squares are an L-jump away from the ice king?',
      }),
    ),
    say(
      'king-tobin',
      'river',
      'Watch out! The ice king\u2019s rook sneaked behind me. I am in check! There are three ways out: run, block, or capture the attacker.',
    ),
    challenge(
      findMove({
        id: 'ch09-save-the-king',
        title: 'Save King Tobin',
        instruction: 'The frost rook on e1 gives check. King Tobin can not run and nothing can block. Get him out of check!',
        successText: 'Captured! King Tobin is safe.',
        fen: pos('Kg1 Qd1 Pf2 Pg2 Ph2 kg8 re1 pf7 pg7 ph7'),
        goal: 'exact',
        solutions: ['d1e1'],
        hint: 'Capture the piece that gives check.',
      }),
    ),
    say('king-tobin', 'river', 'Thank you, Pip. A true friend keeps the king safe. Now, on to the mountains!'),
  ],
});

export const chapter10 = chapter({
  chapterNumber: 10,
  id: 'the-mirror-in-the-mountains',
  title: 'The Mirror in the Mountains',
  description: 'High in the Grey Mountains, Pip\u2019s friends learn checkmate to melt the ice mirror kings.',
  points: 50,
  pages: [
    say(
      'narrator',
      'mountain',
      'The path climbed into the Grey Mountains. Here the Shadow King had put up ice mirrors. In every mirror stood an ice king, and they blocked the path.',
    ),
    say(
      'bishop-bramble',
      'mountain',
      'Check is not enough this time. We need checkmate: check with no way out. The king can not run, nothing can block, and nobody can capture the attacker. Then the mirror melts!',
    ),
    challenge(
      findMove({
        id: 'ch10-back-rank',
        title: 'The first mirror',
        instruction: 'The ice king is stuck behind his own pawns. Give checkmate with Rooka!',
        successText: 'Checkmate! The first mirror melts into mist.',
        fen: pos('Kg1 Re1 Pf2 Pg2 Ph2 kg8 pf7 pg7 ph7 na6'),
        goal: 'mate',
        solutions: ['e1e8'],
        hint: 'Which rank is the ice king on? Can Rooka get there?',
      }),
    ),
    say('queen-celeste', 'mountain', 'I travel with you in Pip\u2019s dreams, little one. Let me show you how a queen and a king work together.'),
    challenge(
      findMove({
        id: 'ch10-queen-and-king',
        title: 'The second mirror',
        instruction: 'Your king guards the squares around the ice king. Give checkmate with the queen!',
        successText: 'Checkmate! The second mirror melts. The mountain path is open.',
        fen: pos('Kf7 Qb3 kh8'),
        goal: 'mate',
        solutions: ['b3h3'],
        hint: 'Check the king along the h-file.',
      }),
    ),
    say('pip', 'mountain', 'Checkmate! I like that word. The tower is getting closer. I can see it through the clouds.'),
  ],
});
