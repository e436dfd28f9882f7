import type { Engine } from '../../engine/types.js';
import type { TransactionView } from '../schemas/transaction.js';

const CANDIDATE_COUNT = 3;

/**
 * Adds each footprint's top three categories, as the categorizer of the footprint's own version
 * ranks them for the submitted text. They are computed for this response only (categorizing is
 * well under a millisecond), so a cached or replayed footprint gets them too and nothing is stored.
 */
export function withCandidates(view: TransactionView, engine: Engine): TransactionView {
  return {
    ...view,
    items: view.items.map((item) => {
      const calculator = engine.get(item.footprint.version) ?? engine.active;
      const { submission } = item;
      const { candidates } = calculator.categorize({
        name: submission.title,
        description: submission.description,
        manufacturer: submission.manufacturer,
        sku: submission.sku,
        categoryHint: submission.category,
      });
      return {
        ...item,
        footprint: {
          ...item.footprint,
          candidates: candidates.slice(0, CANDIDATE_COUNT).map((candidate) => ({
            code: candidate.code,
            title: candidate.title,
            kind: candidate.kind,
            confidence: candidate.confidence,
          })),
        },
      };
    }),
  };
}
