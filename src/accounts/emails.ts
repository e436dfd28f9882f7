const MAX_EMAIL_LENGTH = 254;
// Deliberately loose: one @, something on each side, no spaces. Delivery is what proves an address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** The form emails are stored and compared in: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why an (already normalised) email is refused, or null. */
export function emailProblem(email: string): string | null {
  if (email === '') return 'Enter your email address.';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return 'Enter an email address like name@example.com.';
  }
  return null;
}
