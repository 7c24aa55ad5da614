import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { wrapProtocolSchemas } from './pure-protocol-schemas';

const PURE = '/* @__PURE__ */ (() => ';

describe('protocol schemas marked pure for the bundler', () => {
  it('wraps each top-level schema whole, chains and schemas built from schemas included', () => {
    const source = [
      "import { z } from 'zod';",
      "import { emailSchema } from './auth';",
      '// A comment with non-ASCII text — so offsets must count as JavaScript does: ’',
      "export const LEVELS = ['easy', 'hard'] as const;",
      'export const levelSchema = z.enum(LEVELS, { error: `level must be easy or hard` }).default("easy");',
      'const bodySchema = z.object({ level: levelSchema, email: emailSchema }).strict();',
      'export const withNameSchema = bodySchema.extend({ name: z.string().min(1) });',
      'export const contactSchema = emailSchema.optional();',
      'export type Body = z.infer<typeof bodySchema>;',
      'export function levelTitle(level: string): string { return level.toUpperCase(); }',
      'export const uuid = (what: string) => z.uuid({ error: `${what} must be a UUID` });',
      'export const TITLES = LEVELS.map((level) => levelTitle(level));',
      'let mutable = z.string();',
    ].join('\n');
    const result = wrapProtocolSchemas(source, 'sample.ts');
    expect(result).not.toBeNull();
    const out = result!.code;
    expect(out).toContain(`export const levelSchema = ${PURE}z.enum(LEVELS, { error: \`level must be easy or hard\` }).default("easy"))();`);
    expect(out).toContain(`const bodySchema = ${PURE}z.object({ level: levelSchema, email: emailSchema }).strict())();`);
    expect(out).toContain(`export const withNameSchema = ${PURE}bodySchema.extend({ name: z.string().min(1) }))();`);
    expect(out).toContain(`export const contactSchema = ${PURE}emailSchema.optional())();`);
    // Constants, functions, calls on other values and `let` stay as they were.
    expect(out).toContain("export const LEVELS = ['easy', 'hard'] as const;");
    expect(out).toContain('export const uuid = (what: string) => z.uuid(');
    expect(out).toContain('export const TITLES = LEVELS.map((level) => levelTitle(level));');
    expect(out).toContain('let mutable = z.string();');
    expect(out.match(/@__PURE__/g)).toHaveLength(4);
    // Still valid TypeScript.
    expect(parseSync('out.ts', out, { lang: 'ts' }).errors).toEqual([]);
  });

  it('leaves a module without schemas, and one that does not parse, untouched', () => {
    expect(wrapProtocolSchemas("export const TIME_ZONE_HEADER = 'x-time-zone';")).toBeNull();
    expect(wrapProtocolSchemas('export const broken = z.object({')).toBeNull();
  });

  it('wraps every protocol module without breaking it', () => {
    const protocolSrc = fileURLToPath(new URL('../../protocol/src/', import.meta.url));
    const modules = readdirSync(protocolSrc).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    let wrapped = 0;
    for (const file of modules) {
      const result = wrapProtocolSchemas(readFileSync(path.join(protocolSrc, file), 'utf8'), file);
      if (!result) continue;
      expect(parseSync(file, result.code, { lang: 'ts' }).errors, file).toEqual([]);
      wrapped += result.code.match(/@__PURE__/g)!.length;
    }
    // The protocol's request and answer schemas: hundreds of them.
    expect(wrapped).toBeGreaterThan(100);
  });
});
