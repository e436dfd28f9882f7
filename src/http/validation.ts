import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import type { ProblemDetail } from '../errors.js';
import { ISO_3166_ALPHA2 } from './schemas/countries.js';

/** Fastify's Ajv instance, named through Fastify's types (Ajv is Fastify's dependency, not ours). */
type FastifyAjv = Parameters<NonNullable<NonNullable<FastifyServerOptions['ajv']>['onCreate']>>[0];

type KeywordValidator = ((limit: number, data: unknown) => boolean) & {
  errors?: Array<{ keyword: string; message: string; params: Record<string, unknown> }>;
};

function keywordValidator<T>(
  keyword: string,
  isApplicable: (data: unknown) => data is T,
  check: (limit: number, data: T) => string | null,
): KeywordValidator {
  const validate: KeywordValidator = (limit: number, data: unknown): boolean => {
    const message = isApplicable(data) ? check(limit, data) : null;
    validate.errors = message === null ? undefined : [{ keyword, message, params: { limit } }];
    return message === null;
  };
  return validate;
}

/**
 * Exact for decimals: a JSON number with at most `places` decimals parses to the double nearest to
 * k / 10^places, and dividing the integer k by 10^places rounds to that same double. No `multipleOf`,
 * whose floating-point remainder rejects valid prices such as 0.07.
 */
export function hasAtMostDecimalPlaces(value: number, places: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scale = 10 ** places;
  const scaled = Math.round(value * scale);
  return Number.isSafeInteger(scaled) && scaled / scale === value;
}

const isNumber = (data: unknown): data is number => typeof data === 'number';
const isString = (data: unknown): data is string => typeof data === 'string';

function trimmedLength(text: string): number {
  return [...text.trim()].length;
}

/** Adds the contract's rules that plain JSON Schema cannot state exactly. */
export function addCustomKeywords(ajv: FastifyAjv): void {
  ajv.addKeyword({
    keyword: 'x-max-decimal-places',
    type: 'number',
    schemaType: 'number',
    validate: keywordValidator('x-max-decimal-places', isNumber, (places, value) =>
      hasAtMostDecimalPlaces(value, places) ? null : `must have at most ${places} decimal places`,
    ),
  });
  ajv.addKeyword({
    keyword: 'x-min-trimmed-length',
    type: 'string',
    schemaType: 'number',
    validate: keywordValidator('x-min-trimmed-length', isString, (min, text) =>
      trimmedLength(text) >= min
        ? null
        : `must have at least ${min} character${min === 1 ? '' : 's'} besides spaces`,
    ),
  });
  ajv.addKeyword({
    keyword: 'x-max-trimmed-length',
    type: 'string',
    schemaType: 'number',
    validate: keywordValidator('x-max-trimmed-length', isString, (max, text) =>
      trimmedLength(text) <= max
        ? null
        : `must not have more than ${max} characters after trimming`,
    ),
  });
}

/**
 * Ajv settings: every error at once (the contract reports every problem), no silent removal of
 * unknown fields (they are rejected), and no type coercion of JSON bodies (a price sent as a string
 * is an error). Query strings are converted to their schema's types before validation instead.
 */
export const AJV_OPTIONS: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: {
    allErrors: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: true,
  },
  onCreate: (ajv) => addCustomKeywords(ajv),
};

function escapePointerToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Plain words for the contract's patterns, instead of the regular expression itself. */
const PATTERN_MESSAGES: Record<string, string> = {
  '^[0-9]{5}(-[0-9]{4})?$': 'must be a US ZIP code (12345 or 12345-6789) when country is US',
  '^[A-Za-z0-9 -]+$': 'must contain only letters, digits, spaces and hyphens',
  '^[A-Z]{3}$': 'must be an ISO 4217 currency code such as USD',
};

const COUNTRY_MESSAGE = 'must be an ISO 3166-1 alpha-2 country code such as US';

/** Plain words for the contract's enumerations, recognised by their allowed values. */
function enumMessage(allowed: unknown): string | undefined {
  if (!Array.isArray(allowed) || allowed.length !== ISO_3166_ALPHA2.length) return undefined;
  return allowed.every((code, index) => code === ISO_3166_ALPHA2[index])
    ? COUNTRY_MESSAGE
    : undefined;
}

function describe(error: FastifySchemaValidationError): ProblemDetail {
  const params = error.params;
  if (error.keyword === 'enum') {
    const message = enumMessage(params.allowedValues);
    if (message !== undefined) return { path: error.instancePath, message };
  }
  if (error.keyword === 'pattern' && typeof params.pattern === 'string') {
    const message = PATTERN_MESSAGES[params.pattern];
    if (message !== undefined) return { path: error.instancePath, message };
  }
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return {
      path: `${error.instancePath}/${escapePointerToken(params.missingProperty)}`,
      message: 'is required',
    };
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return {
      path: `${error.instancePath}/${escapePointerToken(params.additionalProperty)}`,
      message: 'is not a known field',
    };
  }
  if (error.keyword === 'format' && params.format === 'uuid') {
    return { path: error.instancePath, message: 'must be a UUID' };
  }
  return { path: error.instancePath, message: error.message ?? 'is invalid' };
}

/**
 * Turns Ajv errors into `{ path, message }` problems with JSON pointers into the validated part.
 * Errors of `if` only repeat the errors of their `then` branch, so they are dropped.
 */
export function toProblemDetails(errors: readonly FastifySchemaValidationError[]): ProblemDetail[] {
  const seen = new Set<string>();
  const details: ProblemDetail[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const detail = describe(error);
    const key = `${detail.path}\u0000${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  return details;
}
