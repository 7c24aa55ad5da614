import { describe, expect, it } from 'vitest';
import { parseWithoutEval } from './zod-without-eval';

describe('parseWithoutEval', () => {
  it('sets the setting zod reads, so no schema probes `new Function` under our CSP', async () => {
    parseWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        probed = true;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const schema = z.object({ name: z.string(), age: z.number() });
      for (let i = 0; i < 3; i++) expect(schema.parse({ name: 'Mia', age: 8 })).toEqual({ name: 'Mia', age: 8 });
    } finally {
      globalThis.Function = original;
    }
    expect(probed).toBe(false);
  });
});
