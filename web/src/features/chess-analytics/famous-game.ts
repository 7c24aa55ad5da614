import { msg } from '@lingui/core/macro';

/**
 * Shown before the child has a finished game of its own: Paul Morphy's "Opera Game"
 * (Paris, 1858), a short and famous game in the public domain. Its moves are in standard
 * notation (SAN), the same in every language.
 */
export const OPERA_GAME = {
  title: msg`The Opera Game: Paul Morphy, Paris 1858`,
  moves:
    'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#'.split(
      ' ',
    ) as readonly string[],
};
