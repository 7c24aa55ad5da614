import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../server/src/features';
import { OPENAPI_FILE, openApiText } from './openapi';

describe('the OpenAPI document (decision 034)', () => {
  const text = openApiText();

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('refuses a document that breaks the standard (the check above can fail)', async () => {
    const broken = JSON.parse(text) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const [first] = Object.values(broken.paths);
    // A parameter must say where it goes (path, query, header or cookie).
    Object.values(first!)[0]!.parameters = [{ name: 'id', schema: { type: 'string' } }];
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it('is what docs/openapi.json holds (run `npm run openapi` after changing a route)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(text);
  });

  it('describes every declared route once, with its role', () => {
    const doc = JSON.parse(text) as { paths: Record<string, Record<string, { 'x-role': string }>> };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const declared = FEATURES.flatMap((feature) => feature.routes ?? []);
    expect(operations).toHaveLength(declared.length);
    for (const op of operations) expect(['anyone', 'account', 'child', 'parent', 'teacher']).toContain(op['x-role']);
  });
});
