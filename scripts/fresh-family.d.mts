/** Types of fresh-family.mjs, for the TypeScript benches (scripts/bench/tablet.ts). */
export function freshFamily(url: string, options?: { name?: string; aiGame?: boolean }): Promise<{ cookies: string[]; gameId: string | null }>;
