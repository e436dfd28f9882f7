import type { FastifyRequest } from 'fastify';

const INTEGER = /^-?\d{1,15}$/;

/**
 * Query values arrive as strings; the named fields become numbers when they are plain integers,
 * before validation, so that `limit=1.5` or `limit=abc` still fail as "must be integer".
 */
export function integerQueryFields(fields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query;
    if (query === null || typeof query !== 'object') return;
    const record = query as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string' && INTEGER.test(value)) record[field] = Number(value);
    }
  };
}
