import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { renderToStaticMarkup } from 'react-dom/server';
import { build, type Rollup } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BoardDrawing, boardLayout, clampToBoard, cursorCss, squareAtPoint, type DrawingHandlers } from './board-drawing';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const BEFORE_CASTLING = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const AFTER_CASTLING = 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1';

const CODES = ['wK', 'wQ', 'wR', 'wB', 'wN', 'wP', 'bK', 'bQ', 'bR', 'bB', 'bN', 'bP'];
const drawings = Object.fromEntries(
  CODES.map((code) => [code, (props?: { square?: string }) => <div role="img" aria-label={`${code} on ${props?.square ?? ''}`} />]),
);
const noHandlers: { current: DrawingHandlers } = {
  current: { click: () => undefined, drag: () => undefined, drop: () => false, canDrag: () => false },
};

function markup(orientation: 'white' | 'black', showNotation = true): string {
  return renderToStaticMarkup(
    <BoardDrawing
      id="b1"
      position={START}
      orientation={orientation}
      pieces={drawings}
      showNotation={showNotation}
      draggable
      dragColors="w"
      light="#f4e4c4"
      dark="#b7835a"
      handlers={noHandlers}
    />,
  );
}

describe('the board drawing, as drawn', () => {
  it('keeps react-chessboard’s DOM: square, piece and board ids and data attributes', () => {
    const html = markup('white');
    expect(html).toContain('id="b1-board"');
    expect(html).toMatch(/<div id="b1-square-g1" style="[^"]*" data-column="g" data-row="1" data-square="g1">/);
    expect(html).toMatch(/<div id="b1-piece-wN-g1" data-piece="wN" style="[^"]*touch-action:none[^"]*"><div role="img" aria-label="wN on g1">/);
    expect(html.match(/data-square="/g)).toHaveLength(64);
    expect(html.match(/data-piece="/g)).toHaveLength(32);
    // No piece is a tab stop or a button of its own: the board is one tab stop (chess-board.tsx).
    expect(html).not.toContain('tabindex');
    expect(html).not.toContain('role="button"');
  });

  it('draws the squares from the child’s side: a8 first for white, h1 first for black', () => {
    const order = (html: string) => [...html.matchAll(/data-square="([a-h][1-8])"/g)].map((m) => m[1]);
    const white = order(markup('white'));
    const black = order(markup('black'));
    expect(white.slice(0, 3)).toEqual(['a8', 'b8', 'c8']);
    expect(white.at(-1)).toBe('h1');
    expect(black.slice(0, 3)).toEqual(['h1', 'g1', 'f1']);
    expect(black.at(-1)).toBe('a8');
  });

  it('colours a1 dark and h1 light, in either orientation', () => {
    for (const orientation of ['white', 'black'] as const) {
      const spots = new Map(boardLayout(orientation).map((spot) => [spot.square, spot]));
      expect(spots.get('a1')?.shade).toBe('dark');
      expect(spots.get('h1')?.shade).toBe('light');
      expect(spots.get('e4')?.shade).toBe('light');
      expect(spots.get('d4')?.shade).toBe('dark');
    }
    expect(markup('white')).toMatch(/id="b1-square-a1" style="[^"]*background-color:#b7835a/);
    expect(markup('white')).toMatch(/id="b1-square-h1" style="[^"]*background-color:#f4e4c4/);
  });

  it('writes the files along the bottom row and the ranks up the left column, as the child sees the board', () => {
    const white = boardLayout('white').filter((spot) => spot.file || spot.rank);
    expect(white.filter((spot) => spot.file).map((spot) => spot.square)).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1']);
    expect(white.filter((spot) => spot.rank).map((spot) => spot.square)).toEqual(['a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1']);
    const black = boardLayout('black');
    expect(black.filter((spot) => spot.file).map((spot) => spot.file)).toEqual(['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
    expect(black.filter((spot) => spot.rank).map((spot) => spot.square)).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7', 'h8']);
    // The labels, in the square's contrasting colour with its halo.
    const html = markup('white');
    expect(html).toMatch(
      /id="b1-square-a1"[^>]*><span style="color:[^"]*;text-shadow:0 0 2px #b7835a[^"]*"><span style="[^"]*bottom:2px;right:4px">a<\/span><span style="[^"]*top:2px;left:4px">1<\/span>/,
    );
    expect(markup('white', false)).not.toMatch(/>[a-h1-8]<\/span>/);
  });

  it('finds the square under a point, from either side, and nothing off the board', () => {
    expect(squareAtPoint(5, 5, 400, 400, 'white')).toBe('a8');
    expect(squareAtPoint(395, 395, 400, 400, 'white')).toBe('h1');
    expect(squareAtPoint(5, 5, 400, 400, 'black')).toBe('h1');
    expect(squareAtPoint(230, 180, 400, 400, 'white')).toBe('e5');
    expect(squareAtPoint(230, 180, 400, 400, 'black')).toBe('d4');
    expect(squareAtPoint(-1, 5, 400, 400, 'white')).toBeNull();
    expect(squareAtPoint(400, 5, 400, 400, 'white')).toBeNull();
    expect(squareAtPoint(5, 5, 0, 0, 'white')).toBeNull();
    expect(clampToBoard(-30, 450, 400, 400)).toEqual({ x: 0, y: 400 });
    expect(clampToBoard(120, 80, 400, 400)).toEqual({ x: 120, y: 80 });
  });

  it('shows a hand only over the pieces the child may pick up', () => {
    expect(cursorCss('b1', 'w')).toBe('#b1-board [data-piece]{cursor:pointer}\n#b1-board [data-piece^="w"]{cursor:grab}');
    expect(cursorCss('b1', '')).toBe('#b1-board [data-piece]{cursor:pointer}');
    expect(cursorCss('b"1', 'wbx')).toBe(
      '#b1-board [data-piece]{cursor:pointer}\n#b1-board [data-piece^="w"]{cursor:grab}\n#b1-board [data-piece^="b"]{cursor:grab}',
    );
  });
});

/**
 * The same drawing in Chromium (the journeys' browser): real pointer and touch events, and the
 * squares it draws again counted. The page is the drawing alone, bundled by Vite; each square's
 * inside is drawn by `squareContent`, so its calls count the squares React rendered.
 */
const HARNESS = `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BoardDrawing } from ${JSON.stringify(fileURLToPath(new URL('./board-drawing.tsx', import.meta.url)))};

const CODES = ${JSON.stringify(CODES)};
const pieces = Object.fromEntries(CODES.map((code) => [code, (props) => h('div', { role: 'img', 'aria-label': code + ' on ' + props.square, style: { width: '100%', height: '100%' } })]));
const state = { calls: [], drawn: [], dropAnswer: true, positionAfterDrop: null, canDrag: true };
const handlers = {
  current: {
    click: (square) => state.calls.push('click ' + square),
    drag: ({ square, piece }) => state.calls.push('drag ' + piece + ' ' + square),
    drop: ({ sourceSquare, targetSquare, piece }) => {
      state.calls.push('drop ' + piece + ' ' + sourceSquare + ' ' + targetSquare);
      if (state.dropAnswer && state.positionAfterDrop) setProps((p) => ({ ...p, position: state.positionAfterDrop }));
      return state.dropAnswer;
    },
    canDrag: () => state.canDrag,
  },
};
const squareContent = (square, children) => {
  state.drawn.push(square);
  return h('div', { style: { width: '100%', height: '100%' } }, children);
};
let setProps = () => {};
let setTick = () => {};
function App({ initial }) {
  const [props, set] = useState(initial);
  const [, tick] = useState(0);
  setProps = set;
  setTick = tick;
  return h('div', { style: { width: '400px', margin: '50px' } },
    h(BoardDrawing, { id: 'b', pieces, handlers, squareContent, light: '#f4e4c4', dark: '#b7835a', draggable: true, dragColors: 'w', showNotation: true, ...props }));
}
window.harness = {
  state,
  mount: (initial) => createRoot(document.getElementById('root')).render(h(App, { initial })),
  set: (props) => setProps((p) => ({ ...p, ...props })),
  rerender: () => setTick((n) => n + 1),
};
`;

describe('the board drawing, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let bundle: string;

  beforeAll(async () => {
    const webRoot = fileURLToPath(new URL('../../..', import.meta.url));
    const built = (await build({
      configFile: false,
      root: webRoot,
      logLevel: 'silent',
      mode: 'development',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [
        {
          name: 'board-harness',
          resolveId: (id) => (id === 'board-harness' ? '\0board-harness.js' : null),
          load: (id) => (id === '\0board-harness.js' ? HARNESS : null),
        },
      ],
      build: { write: false, minify: false, rollupOptions: { input: 'board-harness', output: { format: 'iife' } } },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const output = (Array.isArray(built) ? built[0] : built)?.output[0];
    if (!output || output.type !== 'chunk') throw new Error('the board harness was not bundled');
    bundle = output.code;
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
    context = await browser.newContext({ viewport: { width: 600, height: 600 }, hasTouch: true });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function open(props: Record<string, unknown> = {}) {
    page = await context.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>');
    await page.addScriptTag({ content: bundle });
    await page.evaluate((initial) => (window as unknown as Harness).harness.mount(initial), { position: START, orientation: 'white', ...props });
    await page.locator('#b-square-e2').waitFor();
  }

  interface Harness {
    harness: {
      state: { calls: string[]; drawn: string[]; dropAnswer: boolean; positionAfterDrop: string | null; canDrag: boolean };
      mount(props: Record<string, unknown>): void;
      set(props: Record<string, unknown>): void;
      rerender(): void;
    };
  }

  const state = () => page.evaluate(() => (window as unknown as Harness).harness.state);
  const setState = (change: Partial<Harness['harness']['state']>) =>
    page.evaluate((c) => Object.assign((window as unknown as Harness).harness.state, c), change);
  const css = (selector: string, property: string) =>
    page.locator(selector).evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
  const forget = () => page.evaluate(() => Object.assign((window as unknown as Harness).harness.state, { calls: [], drawn: [] }));
  async function centre(square: string) {
    const box = await page.locator(`#b-square-${square}`).boundingBox();
    if (!box) throw new Error(`no square ${square}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  async function pressAndMove(from: string, to: { x: number; y: number }) {
    const start = await centre(from);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 3, start.y, { steps: 1 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
  }

  beforeEach(async () => {
    await page?.close();
  });

  it('draws again only the squares a move changes: 2 for e4, 4 for castling, none when nothing it shows changed', async () => {
    await open();
    expect((await state()).drawn).toHaveLength(64);
    await forget();
    await page.evaluate((position) => (window as unknown as Harness).harness.set({ position }), AFTER_E4);
    await expect.poll(async () => (await state()).drawn.sort()).toEqual(['e2', 'e4']);
    await expect.poll(() => page.locator('#b-square-e4 [data-piece="wP"]').count()).toBe(1);
    await forget();
    await page.evaluate(() => (window as unknown as Harness).harness.rerender());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect((await state()).drawn).toEqual([]);
    await page.evaluate((position) => (window as unknown as Harness).harness.set({ position }), BEFORE_CASTLING);
    await forget();
    await page.evaluate((position) => (window as unknown as Harness).harness.set({ position }), AFTER_CASTLING);
    await expect.poll(async () => (await state()).drawn.sort()).toEqual(['e1', 'f1', 'g1', 'h1']);
  });

  it('answers a click and a tap once each, on the square pressed', async () => {
    await open();
    const e2 = await centre('e2');
    await page.mouse.click(e2.x, e2.y);
    expect((await state()).calls).toEqual(['click e2']);
    await forget();
    const d5 = await centre('d5');
    await page.touchscreen.tap(d5.x, d5.y);
    await page.waitForTimeout(300);
    expect((await state()).calls).toEqual(['click d5']);
    // A click without a pointer before it (assistive technology) is a tap too.
    await forget();
    await page.locator('#b-square-a1').dispatchEvent('click');
    expect((await state()).calls).toEqual(['click a1']);
  });

  it('drags a piece with the mouse: a faded ghost on its square, the copy under the pointer, the square below marked, the drop', async () => {
    await open();
    await setState({ positionAfterDrop: AFTER_E4 });
    const start = await centre('e2');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 4, start.y);
    expect((await state()).calls).toEqual([]);
    const e4 = await centre('e4');
    await page.mouse.move(e4.x, e4.y, { steps: 4 });
    expect((await state()).calls).toEqual(['drag wP e2']);
    await expect.poll(() => css('#b-piece-wP-e2', 'opacity')).toBe('0.5');
    await expect.poll(() => css('#b-square-e4', 'box-shadow')).toMatch(/inset/);
    const copy = await page.locator('[data-dragged-piece="wP"]').boundingBox();
    expect(copy && Math.abs(copy.x + copy.width / 2 - e4.x)).toBeLessThan(2);
    expect(copy && Math.abs(copy.y + copy.height / 2 - e4.y)).toBeLessThan(2);
    await forget();
    await page.mouse.up();
    expect((await state()).calls).toEqual(['drop wP e2 e4']);
    await expect.poll(() => page.locator('#b-square-e4 [data-piece="wP"]').count()).toBe(1);
    await expect.poll(() => page.locator('#b-square-e2 [data-piece]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-dragged-piece]').count()).toBe(0);
    await expect.poll(() => css('#b-square-e4', 'box-shadow')).not.toMatch(/inset/);
  });

  it('puts a refused piece back on its square', async () => {
    await open();
    await setState({ dropAnswer: false });
    // A press whose end never reached the board (a mouse let go outside the window) does not block the next one.
    await page.locator('#b-square-e4').dispatchEvent('pointerdown', { isPrimary: true, button: 0, pointerId: 9, bubbles: true });
    await pressAndMove('g1', await centre('g4'));
    await page.mouse.up();
    expect((await state()).calls).toEqual(['drag wN g1', 'drop wN g1 g4']);
    await expect.poll(() => css('#b-piece-wN-g1', 'opacity')).toBe('1');
    await expect.poll(() => page.locator('[data-dragged-piece]').count()).toBe(0);
  });

  it('cancels a drag let go off the board, or on Escape, and keeps the copy on the board while the pointer is off it', async () => {
    await open();
    const board = await page.locator('#b-board').boundingBox();
    if (!board) throw new Error('no board');
    await pressAndMove('b1', { x: board.x + board.width + 40, y: board.y - 30 });
    const copy = await page.locator('[data-dragged-piece="wN"]').boundingBox();
    // Its centre stays on the board's top right corner.
    expect(copy && Math.abs(copy.x + copy.width / 2 - (board.x + board.width))).toBeLessThan(2);
    expect(copy && Math.abs(copy.y + copy.height / 2 - board.y)).toBeLessThan(2);
    await page.mouse.up();
    expect((await state()).calls).toEqual(['drag wN b1']);
    await expect.poll(() => page.locator('[data-dragged-piece]').count()).toBe(0);
    await expect.poll(() => css('#b-piece-wN-b1', 'opacity')).toBe('1');

    await forget();
    await pressAndMove('d2', await centre('d4'));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-dragged-piece]').count()).toBe(0);
    await page.mouse.up();
    expect((await state()).calls).toEqual(['drag wP d2']);
  });

  it('drags with a finger too, and drags nothing the board refuses', async () => {
    await open();
    await setState({ positionAfterDrop: AFTER_E4 });
    const session = await context.newCDPSession(page);
    const e2 = await centre('e2');
    const e4 = await centre('e4');
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: { x: number; y: number } | null) =>
      session.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
    await touch('touchStart', e2);
    for (let i = 1; i <= 5; i++) await touch('touchMove', { x: e2.x + ((e4.x - e2.x) * i) / 5, y: e2.y + ((e4.y - e2.y) * i) / 5 });
    await touch('touchEnd', null);
    await expect.poll(async () => (await state()).calls).toEqual(['drag wP e2', 'drop wP e2 e4']);
    await expect.poll(() => page.locator('#b-square-e4 [data-piece="wP"]').count()).toBe(1);

    await forget();
    await setState({ canDrag: false });
    await pressAndMove('g1', await centre('f3'));
    expect(await page.locator('[data-dragged-piece]').count()).toBe(0);
    await page.mouse.up();
    // Neither a drag nor a tap: the press ended on another square.
    expect((await state()).calls).toEqual([]);
    await page.evaluate(() => (window as unknown as Harness).harness.set({ draggable: false }));
    await setState({ canDrag: true });
    await pressAndMove('g1', await centre('f3'));
    expect(await page.locator('[data-dragged-piece]').count()).toBe(0);
    await page.mouse.up();
    expect((await state()).calls).toEqual([]);
  });

  it('drags and taps from black’s side', async () => {
    await open({ orientation: 'black', dragColors: 'b' });
    const board = await page.locator('#b-board').boundingBox();
    if (!board) throw new Error('no board');
    // The top left corner is h1 from black's side.
    await page.mouse.click(board.x + 5, board.y + 5);
    expect((await state()).calls).toEqual(['click h1']);
    await forget();
    await setState({ dropAnswer: false });
    await pressAndMove('e7', await centre('e5'));
    await page.mouse.up();
    expect((await state()).calls).toEqual(['drag bP e7', 'drop bP e7 e5']);
  });
});
