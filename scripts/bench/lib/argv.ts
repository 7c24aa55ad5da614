/**
 * Command-line flags of the benchmarks: walks `argv` and hands each flag to `handle` with
 * readers for its value, so every script words a missing or bad value the same way.
 */
export interface FlagValues {
  /** The next argument, the flag's value. */
  value(): string;
  /** The value as a number above zero. */
  positive(): number;
  /** The value as a whole number of at least one. */
  count(): number;
  /** The value as MIN-MAX (0 <= MIN <= MAX), e.g. a bot's thinking time in ms. */
  range(): [number, number];
}

export function readFlags(argv: readonly string[], handle: (flag: string, values: FlagValues) => void): void {
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    const positive = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number`);
      return n;
    };
    const count = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive integer`);
      return n;
    };
    const range = (): [number, number] => {
      const [min, max] = value().split('-').map(Number);
      if (min === undefined || max === undefined || !(min >= 0 && max >= min)) throw new Error(`${flag} takes MIN-MAX in ms`);
      return [min, max];
    };
    handle(flag, { value, positive, count, range });
  }
}

/** The flags the load benchmarks (realtime, arena, rest) share, with one meaning each. */
export interface CommonOptions {
  /** Bots, an even number: they play in pairs. */
  players: number;
  /** The measured window, s. */
  seconds: number;
  /** Seconds before the window. */
  warmup: number;
  /** A bot's thinking time before each move, ms. */
  think: [number, number];
  /** A game is resigned at this many plies. */
  maxPlies: number;
  connectConcurrency: number;
  /** The (first) node's port. */
  port: number;
  /** Where the figures are written as JSON. */
  json: string | null;
}

const COMMON_FLAGS: { [K in keyof CommonOptions]: [flag: string, read: (values: FlagValues) => CommonOptions[K]] } = {
  players: ['--players', ({ count }) => 2 * Math.ceil(count() / 2)],
  seconds: ['--seconds', ({ positive }) => positive()],
  warmup: ['--warmup', ({ value }) => Number(value())],
  think: ['--think', ({ range }) => range()],
  maxPlies: ['--max-plies', ({ count }) => count()],
  connectConcurrency: ['--connect-concurrency', ({ count }) => count()],
  port: ['--port', ({ count }) => count()],
  json: ['--json', ({ value }) => value()],
};

/**
 * Reads `flag` into `options` when it is one of the shared flags that `options` has a field
 * for (see CommonOptions), and says whether it did; a script's own flags are left to it.
 */
export function readCommonFlag(flag: string, values: FlagValues, options: Partial<CommonOptions>): boolean {
  for (const key of Object.keys(COMMON_FLAGS) as (keyof CommonOptions)[]) {
    const [name, read] = COMMON_FLAGS[key];
    if (name !== flag || !(key in options)) continue;
    (options as Record<string, unknown>)[key] = read(values);
    return true;
  }
  return false;
}
