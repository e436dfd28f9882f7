import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  // Only this host: an operator's other subdomains are theirs to decide.
  strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
};

/**
 * The headers helmet sets with these options. They depend on no request, so helmet runs once, at
 * start, against a response that only records them (@fastify/helmet would build and run helmet's
 * middleware again for every request, a tenth of a small request's cost).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * The security headers of every answer that is not a page: `nosniff`, `Referrer-Policy:
 * no-referrer` and a policy that lets a JSON, text or problem body load nothing and be framed by
 * no one. Three short headers instead of helmet's thirteen (about 700 bytes): a JSON answer is
 * never rendered as a document, so the rest would only cost the server and its clients bytes.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
});

/** Sets `API_SECURITY_HEADERS` on every response of `app` (pages then add their own). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
}

/**
 * The full set from helmet on every response of a scope that serves pages, their assets or the
 * API reference: `nosniff`, `Referrer-Policy: no-referrer`, frame denial, HSTS, and a
 * Content-Security-Policy the web app satisfies with no inline script or style: every script,
 * style and image comes from the service itself. Swagger UI at `/docs` then sends its own,
 * hash-based policy (`swaggerUiCsp`).
 *
 * `upgrade-insecure-requests` is left out: the service is often reached over plain HTTP on a
 * private address, where upgrading its own requests to HTTPS would break every page.
 */
export function registerPageSecurityHeaders(scope: FastifyInstance): void {
  const headers = helmetHeaders();
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The one `<style>` element Swagger UI 6.1.0's bundle inserts at run time, by its SHA-256 (the
 * browser test of `/docs` fails on any other inline style, so a new version shows up there).
 */
const SWAGGER_UI_STYLE_HASH = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * Swagger UI's own policy without `upgrade-insecure-requests`, with styles from the service itself
 * plus the hash of its inline style (instead of any `https:` origin).
 */
export function swaggerUiCsp(header: unknown): string {
  return String(header)
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .map((directive) =>
      directive.startsWith('style-src ') ? `style-src 'self' ${SWAGGER_UI_STYLE_HASH}` : directive,
    )
    .join('; ');
}
