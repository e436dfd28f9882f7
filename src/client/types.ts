/**
 * The API's shapes, taken from the server's TypeBox schemas (types only: nothing of the server is
 * loaded at run time), so the client and the server cannot drift apart.
 */
import type { Static } from 'typebox';
import type { ItemRequest } from '../http/schemas/footprint-request.js';
import type {
  EnvironmentSchema,
  FootprintView,
  TransactionItemView,
  TransactionPageView,
  TransactionView,
} from '../http/schemas/transaction.js';

export type ProductInput = ItemRequest;
export type Transaction = TransactionView;
export type TransactionItem = TransactionItemView;
export type Footprint = FootprintView;
export type TransactionPage = TransactionPageView;
export type Environment = Static<typeof EnvironmentSchema>;
