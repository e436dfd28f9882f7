import type { PhraseMatch } from './phrase-index.js';

/** Which field of a listing a piece of evidence came from. */
export type EvidenceField = 'title' | 'hint' | 'description' | 'manufacturer';

/** One scored reason for one code. */
export interface ScoredEvidence {
  code: string;
  score: number;
  reason: string;
  /** Where it came from and what kind of phrase made it, when a phrase did. */
  field?: EvidenceField;
  kind?: 'type' | 'line' | 'brand';
}

const HEAD_EVIDENCE = /, head\)$/;

/** True for evidence the rules found at the head of the title (`…, head)`). */
export function isHeadEvidence(reason: string): boolean {
  return HEAD_EVIDENCE.test(reason);
}

const KIND_WEIGHT = { type: 1, line: 0.75, brand: 0.45 } as const;
const SOURCE_WEIGHT = { vocabulary: 1, taxonomy: 0.5, census: 0.35 } as const;
const KIND_LABEL = { type: 'product type', line: 'product line', brand: 'brand' } as const;

/**
 * Scores one phrase match: kind × source × where it was found × a bonus for longer phrases.
 * A phrase listed under several codes shares its score among them.
 */
export function scoreMatch(
  match: PhraseMatch,
  field: EvidenceField,
  placeWeight: number,
  note: string,
): ScoredEvidence[] {
  const { phrase } = match;
  const kind = field === 'manufacturer' ? 'brand' : phrase.kind;
  const lengthBonus = Math.min(1.6, 1 + 0.2 * (phrase.length - 1));
  const score =
    (KIND_WEIGHT[kind] * SOURCE_WEIGHT[phrase.source] * placeWeight * lengthBonus) /
    phrase.codes.length;
  const where = note === '' ? '' : `, ${note}`;
  return phrase.codes.map((code) => ({
    code,
    score,
    field,
    kind,
    reason: `${field}: "${phrase.label}" → ${code} (${KIND_LABEL[phrase.kind]}, ${phrase.source}${where})`,
  }));
}

/**
 * Evidence a title's structure makes rather than a phrase ("a flight by its number or route →
 * 481111"): scored like a product type, as `score` says, and read in the title.
 */
export function structureEvidence(code: string, note: string, score: number): ScoredEvidence {
  return { code, score, reason: `${note} → ${code}`, field: 'title', kind: 'type' };
}
