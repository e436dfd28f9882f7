import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A user agent for inject-based web tests: keeps the cookies the app sets, and the CSRF token of
 * the last page it loaded, so forms are posted as a browser would post them.
 */
export class WebClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  #remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else this.cookies.set(cookie.name, cookie.value);
    }
    const token = /name="_csrf" value="([^"]+)"/.exec(response.body);
    if (token?.[1]) this.csrfToken = token[1];
    return response;
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.#remember(
      await this.app.inject({
        url,
        headers,
        cookies: Object.fromEntries(this.cookies),
        remoteAddress: this.remoteAddress,
      }),
    );
  }

  /** Posts a URL-encoded form with the last page's CSRF token unless `_csrf` is given. */
  async post(
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams({ _csrf: this.csrfToken ?? '', ...fields });
    return this.#remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: body.toString(),
        cookies: Object.fromEntries(this.cookies),
        remoteAddress: this.remoteAddress,
      }),
    );
  }

  /** Signs up (loading the form first for its token) and asserts it landed on the dashboard. */
  async signUp(email: string, password = 'correct horse battery'): Promise<void> {
    await this.get('/sign-up');
    const response = await this.post('/sign-up', { email, password });
    assert.equal(response.statusCode, 303, response.body);
    assert.equal(response.headers.location, '/dashboard');
  }

  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    await this.get('/sign-in');
    return this.post('/sign-in', { email, password });
  }
}

/** The secret of the key the keys page shows once after creating it. */
export function shownKey(html: string): string {
  const match =
    /id="new-key-value" class="secret" readonly value="(fp_(?:test|live)_[A-Za-z0-9]+)"/.exec(html);
  assert.ok(match?.[1], 'the page shows the new key');
  return match[1];
}
