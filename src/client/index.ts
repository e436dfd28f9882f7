export {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  FootprintError,
  NotFoundError,
  PermissionError,
  type ProblemResponse,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from './errors.js';
export {
  FootprintClient,
  type FootprintClientOptions,
  type ResponseInfo,
} from './footprint-client.js';
export type {
  Environment,
  Footprint,
  ProductInput,
  Transaction,
  TransactionItem,
  TransactionPage,
} from './types.js';
