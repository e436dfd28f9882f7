/**
 * An ISBN in a listing says it is a book: every EAN-13 that begins 978 or 979 ("Bookland") is a
 * book number, and an ISBN-10 is only ever printed as one. The check digit must hold, so that a
 * part or model number that merely begins with those digits is not taken for one.
 */
const THIRTEEN = /(?<![\dA-Za-z])(97[89](?:[-\s]?\d){10})(?![\dA-Za-z])/g;
const LABELLED_TEN = /\bisbn(?:-?10)?\s*:?\s*((?:\d[-\s]?){9}[\dXx])(?![\dA-Za-z])/gi;

/** The first valid ISBN in `text`, digits only, or null. */
export function bookNumberIn(text: string): string | null {
  if (text === '') return null;
  for (const match of text.matchAll(THIRTEEN)) {
    const digits = (match[1] ?? '').replace(/[-\s]/g, '');
    if (validIsbn13(digits)) return digits;
  }
  for (const match of text.matchAll(LABELLED_TEN)) {
    const digits = (match[1] ?? '').replace(/[-\s]/g, '').toUpperCase();
    if (validIsbn10(digits)) return digits;
  }
  return null;
}

function validIsbn13(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

function validIsbn10(digits: string): boolean {
  if (!/^\d{9}[\dX]$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const value = digits[i] === 'X' ? 10 : Number(digits[i]);
    sum += value * (10 - i);
  }
  return sum % 11 === 0;
}
