/** Control characters that never belong in a visitor's text (line breaks are handled apart). */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u2028\u2029]/g;

/**
 * One line of a visitor's text as the content service reads it: control characters and line breaks become
 * spaces, runs of spaces one, trimmed. The site reads an address's text the same way, so what it shows
 * (an empty or too short query) is what the service would answer.
 */
export const oneLine = (v: string): string =>
  v
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
