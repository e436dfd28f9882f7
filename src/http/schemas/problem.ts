import { Type } from 'typebox';

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

/** Problem responses of a keyed route, by status. */
export const KEYED_PROBLEMS = {
  400: ProblemSchema,
  401: ProblemSchema,
  403: ProblemSchema,
  429: ProblemSchema,
  500: ProblemSchema,
  503: ProblemSchema,
} as const;

/** Either way of presenting a key, as OpenAPI security requirements. */
export const KEY_SECURITY: Array<Record<string, string[]>> = [
  { serviceApiKey: [] },
  { bearer: [] },
];
