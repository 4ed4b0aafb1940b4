import { FEEDBACK_FORM_SEGMENT } from './content/feedbackTypes';
import { supportPath } from './links';

/**
 * Where the "Did this help?" form posts when the page runs without JavaScript (ADR 028): a site
 * route under the page's language prefix, which answers with a redirect back to the page.
 */
export function feedbackFormPath(locale: string): string {
  return supportPath(locale, FEEDBACK_FORM_SEGMENT);
}
