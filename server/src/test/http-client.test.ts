import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectJson } from './http-client';

// The contract check is what makes the integration tests fail on a changed answer, so it
// is checked itself: each way an answer can break its schema must fail.

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const gameSchema = z.object({ id: z.string(), moves: z.array(z.object({ san: z.string() })), winner: z.string().nullable() });

describe('expectJson', () => {
  it('returns an answer that keeps its contract', async () => {
    const body = { id: 'g1', moves: [{ san: 'e4' }], winner: null };
    expect(await expectJson(answer(body), gameSchema)).toEqual(body);
    expect(await expectJson(answer(body, 201), gameSchema, 201)).toEqual(body);
  });

  it('fails on another status, naming it and the body', async () => {
    await expect(expectJson(answer({ message: 'No.' }, 403), gameSchema)).rejects.toThrow('expected 200, got 403: {"message":"No."}');
  });

  it('fails on a missing field or a field of the wrong type', async () => {
    await expect(expectJson(answer({ id: 'g1', moves: [] }), gameSchema)).rejects.toThrow(/breaks its contract[\s\S]*winner/);
    await expect(expectJson(answer({ id: 7, moves: [], winner: null }), gameSchema)).rejects.toThrow(/breaks its contract[\s\S]*id/);
  });

  it('fails on a field the contract does not name, at any depth', async () => {
    await expect(expectJson(answer({ id: 'g1', moves: [], winner: null, email: 'x@example.com' }), gameSchema)).rejects.toThrow(
      'fields its contract does not name: $.email',
    );
    await expect(expectJson(answer({ id: 'g1', moves: [{ san: 'e4', fen: 'x' }], winner: null }), gameSchema)).rejects.toThrow(
      'fields its contract does not name: $.moves[0].fen',
    );
  });
});
