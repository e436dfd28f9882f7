import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (@fastify/helmet): `nosniff`, `Referrer-Policy: no-referrer`,
 * frame denial, and a Content-Security-Policy the web app satisfies with no inline script or style:
 * every script, style and image comes from the service itself. Swagger UI at `/docs` sends its
 * own, hash-based policy (`swaggerUiCsp`).
 *
 * `upgrade-insecure-requests` is left out: the service is often reached over plain HTTP on a
 * private address, where upgrading its own requests to HTTPS would break every page.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}

/** Swagger UI's own policy (hashes of its inline parts) without `upgrade-insecure-requests`. */
export function swaggerUiCsp(header: unknown): string {
  return String(header)
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && directive !== 'upgrade-insecure-requests')
    .join('; ');
}
