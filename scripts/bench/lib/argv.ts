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
    handle(flag, { value, positive, count });
  }
}
