import type { TSchema } from 'typebox';
import { StatusSchema } from '../routes/operations.js';
import { CategoriesResponseSchema, MethodologyResponseSchema } from '../schemas/calculator.js';
import { footprintRequestSchema, ItemRequestSchema } from '../schemas/footprint-request.js';
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
export function namedSchemas(maxItems: number): Record<string, TSchema> {
  return {
    FootprintRequest: footprintRequestSchema(maxItems),
    ProductInput: ItemRequestSchema,
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
  };
}
