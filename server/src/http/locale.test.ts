import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale';

function request(headers: Record<string, string>, childLocale?: string): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    get: (name: string) => lower[name.toLowerCase()],
    user: childLocale === undefined ? undefined : { child: { locale: childLocale } },
  } as unknown as Request;
}

describe('resolveLocale', () => {
  it("answers in the acting child's language first", () => {
    expect(resolveLocale(request({ cookie: 'cq_locale=en', 'accept-language': 'en' }, 'es'))).toBe('es');
  });

  it('then in the language the visitor chose (the cq_locale cookie)', () => {
    expect(resolveLocale(request({ cookie: 'connect.sid=abc; cq_locale=es', 'accept-language': 'en-US' }))).toBe('es');
  });

  it("then in the browser's first supported language", () => {
    expect(resolveLocale(request({ 'accept-language': 'fr-FR,fr;q=0.9,es-MX;q=0.8,en;q=0.5' }))).toBe('es');
    expect(resolveLocale(request({ cookie: 'cq_locale=klingon', 'accept-language': 'es' }))).toBe('es');
  });

  it('else in English', () => {
    expect(resolveLocale(request({}))).toBe('en');
    expect(resolveLocale(request({ 'accept-language': 'fr, de' }))).toBe('en');
    // A child profile cached before the column existed has no language: the next rule decides.
    expect(resolveLocale(request({ 'accept-language': 'es' }, undefined))).toBe('es');
  });
});
