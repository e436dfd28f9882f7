import { type TSchema, Type } from 'typebox';

/** RFC 9457 problem body shared by every error response (documented in OpenAPI). */
export const ProblemSchema = Type.Object(
  {
    type: Type.String({ format: 'uri' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.String(),
    requestId: Type.String(),
    statusCode: Type.Integer(),
    message: Type.String(),
    errors: Type.Optional(
      Type.Array(
        Type.Object({
          path: Type.String({ description: 'JSON pointer into the body, query or headers.' }),
          message: Type.String(),
        }),
      ),
    ),
  },
  { description: 'A problem (RFC 9457), as application/problem+json.' },
);

const HeaderText = (description: string) => Type.String({ description });

/** The headers of every response to an admitted keyed request (absent when limiting is off). */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': HeaderText('Requests the bucket holds when full.'),
  'RateLimit-Remaining': HeaderText('Whole requests left in the bucket.'),
  'RateLimit-Reset': HeaderText('Seconds until the bucket is full again.'),
};

/** A successful JSON response of a keyed route, with the headers OpenAPI should show. */
export function keyedResponse<T extends TSchema>(
  description: string,
  schema: T,
  headers: Record<string, unknown> = {},
) {
  return {
    description,
    headers: { 'X-Request-Id': HeaderText('The request id.'), ...headers, ...RATE_LIMIT_HEADERS },
    content: { 'application/json': { schema } },
  };
}

/**
 * A problem response route schema: Fastify serializes it by the reply's media type, and OpenAPI
 * shows it as `application/problem+json` with the headers it carries.
 */
export function problemResponse(description: string, headers: Record<string, unknown> = {}) {
  return {
    description,
    headers: { 'X-Request-Id': HeaderText('The request id, also in the body.'), ...headers },
    content: { 'application/problem+json': { schema: ProblemSchema } },
  };
}

/** Problem responses of a keyed route, by status. */
export const KEYED_PROBLEMS = {
  400: problemResponse('invalid-request: the body, query or headers fail validation.', {
    ...RATE_LIMIT_HEADERS,
  }),
  401: problemResponse('missing-api-key or invalid-api-key.', {
    'WWW-Authenticate': HeaderText('Bearer'),
  }),
  403: problemResponse('forbidden: the key may not do this.', { ...RATE_LIMIT_HEADERS }),
  429: problemResponse('rate-limited.', {
    ...RATE_LIMIT_HEADERS,
    'Retry-After': HeaderText('Seconds to wait before retrying.'),
  }),
  500: problemResponse('internal-error.'),
  503: problemResponse('unavailable: the store does not answer.'),
} as const;

/** Either way of presenting a key, as OpenAPI security requirements. */
export const KEY_SECURITY: Array<Record<string, string[]>> = [
  { serviceApiKey: [] },
  { bearer: [] },
];
