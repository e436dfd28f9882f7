/** The values the compact data files hold. */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type JsonPrimitive = string | number | boolean | null;

const isPrimitive = (value: JsonValue): value is JsonPrimitive =>
  value === null || typeof value !== 'object';

function stringifyPrimitive(value: JsonPrimitive): string {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new Error(`cannot write the non-finite number ${value} as JSON`);
  }
  return JSON.stringify(value);
}

function stringifyAt(value: JsonValue, indent: string): string {
  if (isPrimitive(value)) return stringifyPrimitive(value);
  const inner = `${indent}  `;
  // The root is always spread over lines so that flat maps (titles, ZIP prefixes) diff per entry.
  const inline = indent !== '';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (inline && value.every(isPrimitive)) return `[${value.map(stringifyPrimitive).join(', ')}]`;
    return `[\n${value.map((item) => inner + stringifyAt(item, inner)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).sort(([a], [b]) => compareCodeUnits(a, b));
  if (entries.length === 0) return '{}';
  const primitiveMembers = entries.flatMap(([key, item]) =>
    isPrimitive(item) ? [`${JSON.stringify(key)}: ${stringifyPrimitive(item)}`] : [],
  );
  if (inline && primitiveMembers.length === entries.length) {
    return `{ ${primitiveMembers.join(', ')} }`;
  }
  const lines = entries.map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${stringifyAt(item, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/**
 * Serializes deterministically: every object's keys sorted by code unit (so "31-33" sits before
 * "311" and "005" before "006", which plain JSON.stringify would not guarantee for integer-like
 * keys), nested containers of only primitives on one line, two-space indentation, and a final newline.
 */
export function toStableJson(value: JsonValue): string {
  return `${stringifyAt(value, '')}\n`;
}
