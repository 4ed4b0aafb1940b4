import { z } from 'zod';
import { CONTROL_CHARACTERS, oneLine } from '../../../shared/oneLine';

/*
 * Text fields of the visitor forms the service stores (tickets, repair requests): control characters
 * never belong in them; line breaks do, but only in the long description. One line is read as the site
 * reads it (shared/oneLine.ts).
 */
export { oneLine };

/** Several lines: control characters become spaces, line endings '\n'. */
export const multiLine = (v: string) => v.replace(CONTROL_CHARACTERS, ' ').replace(/\r\n?/g, '\n').trim();

/** A required text field of `min` to `max` characters once cleaned, each limit named in its message. */
export function text(field: string, min: number, max: number, clean: (v: string) => string = oneLine) {
  return z
    .string({ message: `${field} must be text` })
    .max(max * 2, `${field} must be at most ${max} characters`)
    .transform(clean)
    .pipe(
      z
        .string()
        .min(1, `${field} is required`)
        .min(min, `${field} must be at least ${min} characters`)
        .max(max, `${field} must be at most ${max} characters`),
    );
}
