import { type TSchema, Type } from 'typebox';
import type { ErrorCode } from '../../errors.js';
import { PROBLEM_TABLE } from '../problem.js';

const PROBLEM_CODES = Object.keys(PROBLEM_TABLE) as ErrorCode[];

const problemFields = {
  type: Type.String({ format: 'uri', description: 'https://footprint.dev/problems/<code>' }),
  title: Type.String(),
  status: Type.Integer({ minimum: 400, maximum: 599 }),
  detail: Type.String(),
  code: Type.Enum(PROBLEM_CODES, { description: 'Stable machine-readable code.' }),
  requestId: Type.String(),
  statusCode: Type.Integer({ minimum: 400, maximum: 599, description: 'Alias of `status`.' }),
  message: Type.String({ description: 'Alias of `detail`.' }),
};

/** RFC 9457 problem body shared by every error response except 400. */
export const ProblemSchema = Type.Object(problemFields, {
  description: 'A problem (RFC 9457), as application/problem+json.',
});

/** One validation problem: where and what. */
export const ProblemDetailSchema = Type.Object({
  path: Type.String({ description: 'JSON pointer into the body, query or headers.' }),
  message: Type.String(),
});

/** A 400 problem: the Problem plus every validation problem found, not only the first. */
export const ValidationProblemSchema = Type.Object(
  { ...problemFields, errors: Type.Array(ProblemDetailSchema) },
  { description: 'A 400 problem listing every problem found in the request.' },
);

const HeaderText = (description: string) => Type.String({ description });
const HeaderInteger = (description: string) => Type.Integer({ minimum: 0, description });

/** The headers of every response to an admitted keyed request (absent when limiting is off). */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': HeaderInteger('Requests the bucket holds when full.'),
  'RateLimit-Remaining': HeaderInteger('Whole requests left in the bucket.'),
  'RateLimit-Reset': HeaderInteger('Seconds until the bucket is full again.'),
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
export function problemResponse(
  description: string,
  headers: Record<string, unknown> = {},
  schema: TSchema = ProblemSchema,
) {
  return {
    description,
    headers: { 'X-Request-Id': HeaderText('The request id, also in the body.'), ...headers },
    content: { 'application/problem+json': { schema } },
  };
}

/** Problem responses of a keyed route, by status. */
export const KEYED_PROBLEMS = {
  400: problemResponse(
    'invalid-request: the body, query or headers fail validation.',
    { ...RATE_LIMIT_HEADERS },
    ValidationProblemSchema,
  ),
  401: problemResponse('missing-api-key or invalid-api-key.', {
    'WWW-Authenticate': HeaderText('Bearer'),
  }),
  403: problemResponse('forbidden: the key may not do this.', { ...RATE_LIMIT_HEADERS }),
  429: problemResponse('rate-limited.', {
    ...RATE_LIMIT_HEADERS,
    'Retry-After': HeaderInteger('Seconds to wait before retrying.'),
  }),
  500: problemResponse('internal-error.'),
  503: problemResponse('unavailable: the store does not answer.'),
} as const;

/** Either way of presenting a key, as OpenAPI security requirements. */
export const KEY_SECURITY: Array<Record<string, string[]>> = [
  { serviceApiKey: [] },
  { bearer: [] },
];
