import { categoryKind } from '../category-kind.js';
import type { Categorization, CategoryCandidate } from '../types.js';

/** What turns ranked candidates into an answer: the threshold and the documented default. */
export interface DecisionSettings {
  threshold: number;
  fallbackCode: string;
  titleOf: (code: string) => string | null;
}

/**
 * The best candidate when its confidence reaches the threshold, else the fallback code with the
 * best candidate's confidence (0 without candidates); the candidates are kept either way.
 */
export function decide(
  candidates: CategoryCandidate[],
  settings: DecisionSettings,
): Categorization {
  const top = candidates[0];
  if (top !== undefined && top.confidence >= settings.threshold) {
    const { code, title, kind, confidence } = top;
    return {
      best: { scheme: 'NAICS-2017', code, title, kind, confidence, fallback: false },
      candidates,
    };
  }
  const code = settings.fallbackCode;
  return {
    best: {
      scheme: 'NAICS-2017',
      code,
      title: settings.titleOf(code) ?? code,
      kind: categoryKind(code),
      confidence: top?.confidence ?? 0,
      fallback: true,
    },
    candidates,
  };
}
