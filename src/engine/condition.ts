import { basicNormalize } from './text/normalize.js';
import type { DetectedCondition } from './types.js';

/**
 * Words saying an item has had an owner before, in English, Spanish, Portuguese, French,
 * German, Italian and Japanese. "Like new" and "open box" describe a used item in good shape, so
 * they count as used; "vintage" counts only next to a resale word, since new goods are sold in a
 * "vintage style".
 */
const USED_PATTERN = new RegExp(
  [
    // "can be used for…", "used to carry": a use, not a condition.
    String.raw`\bused\b(?! (?:to|for|in|with|as|by|on|at|when|while|daily|indoors|outdoors)\b)`,
    String.raw`\brefurbished\b`,
    String.raw`\brefurb\b`,
    String.raw`\brenewed\b`,
    String.raw`\bremanufactured\b`,
    String.raw`\bpre-?owned\b`,
    String.raw`\bpre-?loved\b`,
    String.raw`\bsecond-? ?hand\b`,
    String.raw`\blike new\b`,
    String.raw`\bopen box\b`,
    String.raw`\bvintage (?:used|worn|pre-?owned|second-?hand)\b`,
    String.raw`\busad[oa]s?\b`,
    String.raw`\bseminuev[oa]s?\b`,
    String.raw`\breacondicionad[oa]s?\b`,
    String.raw`\bd ?occasion\b`,
    String.raw`\breconditionne(?:e|s|es)?\b`,
    String.raw`\bgebraucht\w*\b`,
    String.raw`\bgeneraluberholt\w*\b`,
    String.raw`\busat[oaie]\b`,
    String.raw`\bricondizionat[oaie]\b`,
    // Resale shorthand: excellent, good and very good used condition.
    String.raw`\b(?:euc|guc|vguc)\b`,
    String.raw`\bseminov[oa]s?\b`,
    String.raw`\b(?:tres |tr[eè]s )?bon etat\b`,
    String.raw`\b(?:muy )?buen estado\b`,
    String.raw`\b(?:otimo|bom) estado\b`,
    String.raw`\bgut erhalten\b`,
    String.raw`\b(?:wie neu|comme neuf|como nuevo|come nuovo|zo goed als nieuw)\b`,
    String.raw`\b(?:tweedehands|gebruikt)\b`,
    String.raw`\bbegagnad\b`,
    String.raw`\buzywan[aey]\b`,
    '中古',
  ].join('|'),
  'u',
);
/** A negation or passive just before the word: "not used", "never used", "can be used". */
const NEGATION =
  /\b(?:not|never|no|nunca|jamais|nie|mai|be|is|are|was|were|been|being|commonly|widely|often|easily|can)\s*$/;
/** New-condition words that outweigh a stray "used" elsewhere: "brand new, used once for photos". */
// "Como nuevo", "wie neu", "comme neuf" say "like new": a used item's condition, not a new one.
const BRAND_NEW =
  /\b(?:brand new|new in box|unused|unopened|nib)\b|(?<!\b(?:como|comme|wie|come|als) )\b(?:nuevo|neuf|neu|nuovo)\b/;

/**
 * Finds condition words saying an item is used, in the title first, then the description
 * (its first 1,000 characters). Negated words ("not used", "never used") and listings that say
 * "brand new" or "unused" in the same field do not count. Returns null when nothing says used.
 */
export function detectUsedCondition(title: string, description: string): DetectedCondition | null {
  return findIn(title, 'title') ?? findIn(description.slice(0, 1_000), 'description');
}

function findIn(text: string, from: DetectedCondition['from']): DetectedCondition | null {
  if (text === '') return null;
  const normalized = basicNormalize(text).replace(/\s+/g, ' ');
  // Most listings say nothing of their condition: one test of the shared pattern tells.
  if (!USED_PATTERN.test(normalized) || BRAND_NEW.test(normalized)) return null;
  const pattern = new RegExp(USED_PATTERN.source, 'gu');
  for (const match of normalized.matchAll(pattern)) {
    const before = normalized.slice(Math.max(0, match.index - 12), match.index);
    if (NEGATION.test(before)) continue;
    return { condition: 'used', from, phrase: match[0] };
  }
  return null;
}
