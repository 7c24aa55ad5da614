import { z } from 'zod';
/**
 * A tiny browser stand-in for whole-app tests: keeps cookies, sends Origin and
 * Sec-Fetch-Site like a same-origin page does, and never follows redirects by itself.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaults: { origin?: string | null; fetchSite?: string | null } = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, options: { json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const headers: Record<string, string> = { ...options.headers };
    const sameOrigin = new URL(url).origin === new URL(this.baseUrl).origin;
    if (sameOrigin && this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    if (method !== 'GET' && method !== 'HEAD') {
      const origin = this.defaults.origin === undefined ? new URL(this.baseUrl).origin : this.defaults.origin;
      const fetchSite = this.defaults.fetchSite === undefined ? 'same-origin' : this.defaults.fetchSite;
      if (origin && !headers.origin) headers.origin = origin;
      if (fetchSite && !headers['sec-fetch-site']) headers['sec-fetch-site'] = fetchSite;
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    if (sameOrigin) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair?.indexOf('=') ?? -1;
        if (!pair || index < 0) continue;
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
    }
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }

  /** GET a 200 answer read through its schema (see expectJson). */
  async getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return expectJson(await this.get(path), schema);
  }

  /** POST and read the 2xx answer through its schema (see expectJson). */
  async postJson<S extends z.ZodType>(path: string, json: unknown, schema: S, status = 200): Promise<z.output<S>> {
    return expectJson(await this.post(path, json), schema, status);
  }
}

/** An error answer's body as loosely typed JSON (2xx answers go through expectJson). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readJson(response: Response): Promise<any> {
  return response.json();
}

/**
 * A 2xx answer read through its protocol schema: fails the test when the status differs,
 * when a field the contract needs is missing or of the wrong type, or when the server sent
 * a field the contract does not name (zod strips those, so the stripped paths are listed).
 */
export async function expectJson<S extends z.ZodType>(response: Response, schema: S, status = 200): Promise<z.output<S>> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text}`);
  const body: unknown = JSON.parse(text);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`the answer breaks its contract: ${z.prettifyError(parsed.error)}\n${text}`);
  const stray = strayPaths(body, parsed.data, '$');
  if (stray.length > 0) throw new Error(`the answer has fields its contract does not name: ${stray.join(', ')}`);
  return parsed.data;
}

function strayPaths(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, i) => strayPaths(item, kept[i], `${at}[${i}]`));
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.keys(sent).flatMap((key) => (key in kept ? strayPaths(sent[key], kept[key], `${at}.${key}`) : [`${at}.${key}`]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
