import { supportPath } from './links';

/** The path segment the notice's dismiss form posts to (under the page's language prefix). */
export const NOTICE_DISMISS_SEGMENT = 'notice-dismissed';

/** A notice id as the content service writes it: short, letters, digits, dot, colon, dash, underscore. */
export const NOTICE_ID_PATTERN = /^[A-Za-z0-9.:_-]{1,100}$/;

/**
 * Where the site notice's "Dismiss" posts when the page runs without JavaScript: a site route that
 * remembers the dismissal in the same session cookie the script writes and sends the visitor back.
 */
export function noticeDismissPath(locale: string): string {
  return supportPath(locale, NOTICE_DISMISS_SEGMENT);
}
