import type { TSchema } from 'typebox';
import { StatusSchema } from '../routes/operations.js';
import { MetricsResponseSchema, UsageResponseSchema } from '../schemas/account.js';
import { CategoriesResponseSchema, MethodologyResponseSchema } from '../schemas/calculator.js';
import { ProblemDetailSchema, ProblemSchema, ValidationProblemSchema } from '../schemas/problem.js';
import {
  EnvironmentSchema,
  FootprintCategorySchema,
  FootprintSchema,
  ItemSchema,
  SubmissionSchema,
  TransactionPageSchema,
  TransactionSchema,
} from '../schemas/transaction.js';

/**
 * Every reusable shape of the API under its name in `components.schemas`: the one place to add a
 * shape. The document refers to a component wherever a route schema contains that exact shape.
 */
export function namedSchemas(): Record<string, TSchema> {
  return {
    Transaction: TransactionSchema,
    TransactionItem: ItemSchema,
    Submission: SubmissionSchema,
    Footprint: FootprintSchema,
    Category: FootprintCategorySchema,
    TransactionPage: TransactionPageSchema,
    Environment: EnvironmentSchema,
    Problem: ProblemSchema,
    ValidationProblem: ValidationProblemSchema,
    ProblemDetail: ProblemDetailSchema,
    Methodology: MethodologyResponseSchema,
    Categories: CategoriesResponseSchema,
    Status: StatusSchema,
    AccountMetrics: MetricsResponseSchema,
    AccountUsage: UsageResponseSchema,
  };
}

/**
 * Request bodies are named in `components.requestBodies`, by the operation that takes them. Their
 * schemas stay inline there: generators such as openapi-typescript read a property with a
 * `default` as optional only inside a request body, and as always present in `components.schemas`.
 */
export const NAMED_REQUEST_BODIES: Record<string, string> = {
  footprintProducts: 'FootprintRequest',
};
