/**
 * zod 4 compiles its object parsers with `new Function` when it may, and finds out by trying
 * once. Our Content-Security-Policy has no 'unsafe-eval', so in the browser that probe is
 * refused and Chromium files a "Content security policy" issue on every signed-in page
 * (Lighthouse's Best Practices: inspector-issues). Telling zod to parse without compiling
 * avoids the probe; parsing is the same. zod keeps its settings on one global object, which
 * this sets before any schema runs, without pulling zod itself into the first chunk that the
 * landing page loads. zod-without-eval.test.ts checks that zod still reads it.
 */
export function parseWithoutEval(): void {
  const host = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  host.__zod_globalConfig = Object.assign(host.__zod_globalConfig ?? {}, { jitless: true });
}
