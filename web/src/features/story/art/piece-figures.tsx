// Friendly chess-piece characters for the story pictures: a piece shape with a face.

export type FigureKind = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';
export type FigureColor = 'white' | 'black';

const palette: Record<FigureColor, { body: string; outline: string; face: string }> = {
  white: { body: '#fffaf0', outline: '#5c4a3a', face: '#2a1e14' },
  black: { body: '#3f3a4a', outline: '#1c1826', face: '#fef3c7' },
};

/**
 * The story's cast ("Pip and the Frozen Board"): names and pieces the ids do not tell. The
 * names are the English ones; in another language the chapter's pages carry the names.
 */
export const STORY_CAST: Record<string, { name: string; kind: FigureKind; color: FigureColor }> = {
  pip: { name: 'Pip', kind: 'pawn', color: 'white' },
  'bishop-bramble': { name: 'Bishop Bramble', kind: 'bishop', color: 'white' },
  'king-tobin': { name: 'King Tobin', kind: 'king', color: 'white' },
  rooka: { name: 'Rooka', kind: 'rook', color: 'white' },
  'sir-hop': { name: 'Sir Hop', kind: 'knight', color: 'white' },
  'queen-celeste': { name: 'Queen Celeste', kind: 'queen', color: 'white' },
  'shadow-king': { name: 'The Shadow King', kind: 'king', color: 'black' },
};

/**
 * Who is speaking, from the story's speaker id ('narrator' has no figure). A new character
 * is drawn from the words in its id ('dark-knight' is a black knight), else as a pawn.
 */
export function figureForSpeaker(speaker: string): { kind: FigureKind; color: FigureColor } | null {
  const id = speaker.toLowerCase();
  if (id === '' || id === 'narrator') return null;
  const known = STORY_CAST[id];
  if (known) return { kind: known.kind, color: known.color };
  const color: FigureColor = /dark|black|shadow/.test(id) ? 'black' : 'white';
  const kinds: [RegExp, FigureKind][] = [
    [/queen/, 'queen'],
    [/king/, 'king'],
    [/rook|castle|tower/, 'rook'],
    [/bishop/, 'bishop'],
    [/knight|horse/, 'knight'],
  ];
  const kind = kinds.find(([pattern]) => pattern.test(id))?.[1] ?? 'pawn';
  return { kind, color };
}

function Top({ kind, fill, stroke }: { kind: FigureKind; fill: string; stroke: string }) {
  switch (kind) {
    case 'king':
      return (
        <g fill="#fcd34d" stroke="#b45309" strokeWidth="2">
          <rect x="-4" y="-92" width="8" height="22" rx="2" />
          <rect x="-11" y="-85" width="22" height="8" rx="2" />
        </g>
      );
    case 'queen':
      return <path d="M-20 -66 L-22 -86 L-10 -74 L0 -92 L10 -74 L22 -86 L20 -66 Z" fill="#fcd34d" stroke="#b45309" strokeWidth="2" />;
    case 'rook':
      return <path d="M-22 -66 V-84 H-13 V-76 H-5 V-84 H5 V-76 H13 V-84 H22 V-66 Z" fill={fill} stroke={stroke} strokeWidth="3" />;
    case 'bishop':
      return (
        <g fill={fill} stroke={stroke} strokeWidth="3">
          <ellipse cx="0" cy="-74" rx="11" ry="14" />
          <circle cx="0" cy="-92" r="4" />
        </g>
      );
    case 'knight':
      return (
        <g fill={fill} stroke={stroke} strokeWidth="3">
          <path d="M-8 -70 L-4 -90 L6 -80 Z" />
          <path d="M14 -62 Q30 -58 26 -48 Q18 -44 12 -50 Z" />
        </g>
      );
    case 'pawn':
      return null;
  }
}

/** A piece character standing with its base at (x, y). */
export function PieceFigure({ kind, color, x, y, scale = 1 }: { kind: FigureKind; color: FigureColor; x: number; y: number; scale?: number }) {
  const { body, outline, face } = palette[color];
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <ellipse cx="0" cy="0" rx="30" ry="8" fill="#000" opacity="0.15" />
      <path d="M-28 -2 Q-28 -12 -18 -12 L-14 -40 Q0 -46 14 -40 L18 -12 Q28 -12 28 -2 Z" fill={body} stroke={outline} strokeWidth="3" />
      <Top kind={kind} fill={body} stroke={outline} />
      <circle cx="0" cy="-56" r="18" fill={body} stroke={outline} strokeWidth="3" />
      <circle cx="-6" cy="-58" r="2.5" fill={face} />
      <circle cx="6" cy="-58" r="2.5" fill={face} />
      <path d="M-6 -50 Q0 -45 6 -50" fill="none" stroke={face} strokeWidth="2" strokeLinecap="round" />
      <circle cx="-11" cy="-52" r="3" fill="#f9a8d4" opacity="0.6" />
      <circle cx="11" cy="-52" r="3" fill="#f9a8d4" opacity="0.6" />
    </g>
  );
}
