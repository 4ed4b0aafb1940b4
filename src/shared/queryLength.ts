import { MAX_QUERY_LENGTH } from './constants';

/**
 * A visitor's text cut to the longest query the site reads (MAX_QUERY_LENGTH, spec §5), never inside a character:
 * a cut in the middle of an emoji or another character outside the Basic Multilingual Plane (two UTF-16 units)
 * left half of it, which the service then echoed as invalid text.
 */
export function cutToQueryLength(text: string, max: number = MAX_QUERY_LENGTH): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  // A high surrogate as the last unit kept: its pair is the first unit cut.
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
