import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { NAMED_REQUEST_BODIES, namedSchemas } from './openapi/components.js';
import { API_VERSION, finishDocument } from './openapi/document.js';
import { registerPageSecurityHeaders, swaggerUiCsp } from './security-headers.js';
import type { TypedApp } from './typed-app.js';

/**
 * OpenAPI 3.1 generated from the route schemas that validate requests, at `/openapi.json`, and
 * Swagger UI at `/docs` from the files of @fastify/swagger-ui (no CDN). Register before the routes.
 */
export async function registerOpenApi(
  app: TypedApp,
  options: { calculatorVersion: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Footprint API',
        version: API_VERSION,
        description:
          'Spend-based product carbon footprints (USEEIO). Keyed routes take `Service-Api-Key`.',
      },
      components: {
        securitySchemes: {
          serviceApiKey: { type: 'apiKey', in: 'header', name: 'Service-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transformObject: (documentObject) =>
      finishDocument('openapiObject' in documentObject ? documentObject.openapiObject : {}, {
        calculatorVersion: options.calculatorVersion,
        components: namedSchemas(),
        requestBodies: NAMED_REQUEST_BODIES,
      }),
  });
  // The API reference is a page: helmet's full set, then Swagger UI's own policy over it.
  await app.register(async (docs) => {
    registerPageSecurityHeaders(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: swaggerUiCsp,
    });
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
