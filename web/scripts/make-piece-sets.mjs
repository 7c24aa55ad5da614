#!/usr/bin/env node
// Makes the piece sets the app ships beside the ones it imports straight from npm
// (web/src/components/chess/piece-sets.tsx). Run once by hand when a set changes; the SVG
// files it writes under web/src/components/chess/pieces/ are committed. Credits: ASSET-LICENSES.md.
//
//   ocean   cburnett (Colin M. L. Burnett, GPL-2.0-or-later) recoloured: sea-blue pieces
//   royal   merida (Armando Hernández Marroquín, GPL-2.0-or-later) recoloured: gold and purple
//   blocks  the project's own geometric pieces, drawn here (GPL-3.0-or-later)
//   buddies react-chessboard-ui 2.0.0's pieces (Tatiana Utbanova, MIT), written out as files
//
// The first two read chessground's files from node_modules. The buddies need the
// react-chessboard-ui package unpacked somewhere (it is not a dependency of the app):
//
//   cd /tmp && npm pack react-chessboard-ui@2.0.0 && mkdir rcu && tar xzf react-chessboard-ui-2.0.0.tgz -C rcu
//   node web/scripts/make-piece-sets.mjs /tmp/rcu/package
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(webRoot, 'src', 'components', 'chess', 'pieces');
const require = createRequire(join(webRoot, 'package.json'));
const chessground = join(dirname(require.resolve('chessground/package.json')), 'assets', 'images', 'pieces');

const CODES = ['K', 'Q', 'R', 'B', 'N', 'P'];
const COLOURS = ['w', 'b'];

function write(set, code, svg) {
  mkdirSync(join(out, set), { recursive: true });
  writeFileSync(join(out, set, `${code}.svg`), `${svg.trim()}\n`);
}

/** Replaces whole colour values in fill/stroke/stop-color attributes, and gives the root a fill. */
function recolour(svg, map, rootFill) {
  let result = svg.replace(/(fill|stroke|stop-color)="(#[0-9a-f]{3,6})"/gi, (whole, attr, value) => {
    const to = map[value.toLowerCase()];
    return to ? `${attr}="${to}"` : whole;
  });
  if (rootFill) result = result.replace('<svg ', `<svg fill="${rootFill}" `);
  return result;
}

// Ocean: cburnett's shapes, white pieces in sea foam with a deep-sea outline, black pieces navy.
const OCEAN = {
  w: { map: { '#fff': '#e0f2fe', '#ffffff': '#e0f2fe', '#000': '#0c4a6e', '#000000': '#0c4a6e' }, root: '#0c4a6e' },
  b: { map: { '#000': '#1e3a8a', '#000000': '#1e3a8a', '#ececec': '#bae6fd', '#fff': '#bae6fd', '#ffffff': '#bae6fd' }, root: '#1e3a8a' },
};
for (const c of COLOURS)
  for (const p of CODES) {
    const svg = readFileSync(join(chessground, 'cburnett', `${c}${p}.svg`), 'utf8');
    write(
      'ocean',
      `${c}${p}`,
      `<!-- Ocean: cburnett by Colin M. L. Burnett (GPL-2.0-or-later), recoloured by Chess Quest. -->\n${recolour(svg, OCEAN[c].map, OCEAN[c].root)}`,
    );
  }

// Royal: merida's shapes, white pieces gold with a brown line, black pieces purple with lilac shine.
const ROYAL = {
  w: { '#1f1a17': '#7c4a03', '#fff': '#fde68a' },
  b: { '#1f1a17': '#4c1d95', '#fff': '#e9d5ff' },
};
for (const c of COLOURS)
  for (const p of CODES) {
    const svg = readFileSync(join(chessground, 'merida', `${c}${p}.svg`), 'utf8');
    write(
      'royal',
      `${c}${p}`,
      `<!-- Royal: merida by Armando Hernández Marroquín (GPL-2.0-or-later), recoloured by Chess Quest. -->\n${recolour(svg, ROYAL[c])}`,
    );
  }

// Blocks: simple, chunky shapes a young child tells apart at a glance. 45×45 like cburnett.
const BLOCKS_BODY = {
  P: '<circle cx="22.5" cy="15" r="6"/><path d="M16 35l3-13h7l3 13z"/><path d="M10 39h25v-4H10z"/>',
  R: '<path d="M13 12h4v3h3.5v-3h4v3H28v-3h4v7h-2l2 16H13l2-16h-2z"/><path d="M10 39h25v-4H10z"/><path d="M16 19h13" fill="none"/>',
  N: '<path d="M15 35c0-7 4-9 6-13-3 1-6 3-8 2-2-1-2-4 0-6l7-7 1-4 3 3c6 1 10 7 10 14v11z"/><circle cx="20" cy="14.5" r="1.5" data-detail=""/><path d="M10 39h25v-4H10z"/>',
  B: '<circle cx="22.5" cy="8" r="2.5"/><path d="M22.5 11c-6 4-8 9-8 13 0 3 2 5 4 6l-2 5h13l-2-5c2-1 4-3 4-6 0-4-2-9-9-13z"/><path d="M25 17l-5 5" data-detail=""/><path d="M10 39h25v-4H10z"/>',
  Q: '<circle cx="9" cy="12" r="2.5"/><circle cx="16" cy="9" r="2.5"/><circle cx="22.5" cy="8" r="2.5"/><circle cx="29" cy="9" r="2.5"/><circle cx="36" cy="12" r="2.5"/><path d="M11 29l-2-14 7 8 1-11 5.5 10 5.5-10 1 11 7-8-2 14z"/><path d="M12 35l-1-6h23l-1 6z"/><path d="M10 39h25v-4H10z"/>',
  K: '<path d="M21 5h3v3h3v3h-3v4h-3v-4h-3V8h3z"/><path d="M12 29c-3-5-1-11 5-12 3 0 5 2 5.5 4 .5-2 2.5-4 5.5-4 6 1 8 7 5 12z"/><path d="M12 35l-1-6h23l-1 6z"/><path d="M10 39h25v-4H10z"/>',
};
const BLOCKS = {
  w: { body: '#fff7e6', line: '#3b2f2f', detail: '#3b2f2f' },
  b: { body: '#334155', line: '#0f172a', detail: '#fff7e6' },
};
for (const c of COLOURS)
  for (const p of CODES) {
    const { body, line, detail } = BLOCKS[c];
    const shapes = BLOCKS_BODY[p].replace(/<(path|circle)([^>]*?) data-detail=""\/>/g, `<$1$2 fill="${detail}" stroke="${detail}"/>`);
    write(
      'blocks',
      `${c}${p}`,
      `<!-- Blocks: drawn by Chess Quest (GPL-3.0-or-later). -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><g fill="${body}" stroke="${line}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${shapes}</g></svg>`,
    );
  }

// Buddies: react-chessboard-ui's own drawings, turned from its React elements into files.
const rcu = process.argv[2];
if (rcu) {
  const source = readFileSync(join(rcu, 'dist', 'index.js'), 'utf8');
  const start = source.indexOf('var CHESS_PIECES_MAP = {');
  const end = source.indexOf('\n};', start) + 3;
  if (start < 0 || end < start) throw new Error('react-chessboard-ui: CHESS_PIECES_MAP not found');
  const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const React = {
    createElement(tag, props, ...children) {
      const attrs = Object.entries(props ?? {})
        .filter(([k]) => k !== 'width' && k !== 'height')
        .map(([k, v]) => `${k === 'viewBox' ? k : k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${esc(v)}"`)
        .join(' ');
      return `<${tag} ${attrs}>${children.join('')}</${tag}>`;
    },
  };
  const map = new Function('React__default', `${source.slice(start, end)}\nreturn CHESS_PIECES_MAP;`)(React);
  const names = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' };
  for (const [key, draw] of Object.entries(map)) {
    const [piece, colour] = key.split('-');
    write('buddies', `${colour[0]}${names[piece]}`, `<!-- Buddies: react-chessboard-ui 2.0.0 pieces by Tatiana Utbanova (MIT). -->\n${draw(56)}`);
  }
} else {
  console.log('make-piece-sets: no react-chessboard-ui folder given; buddies left as they are');
}
console.log(`make-piece-sets: wrote ${out}`);
