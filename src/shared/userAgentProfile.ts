/**
 * The parts of a User-Agent string that pages read: whether the device is mobile (downloads show
 * fewer items), and the operating-system family (preselected software download, OS-specific
 * banners). Each page reader tests for one of these tokens, so a string made of just the tokens a
 * visitor's agent contains renders the same page as the full agent. Anonymous pages are cached per
 * profile instead of per agent string: real traffic has hundreds of agents but a handful of profiles.
 * A new user-agent rule in a page module must add its token here.
 */
const TOKENS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Mobi/i, 'Mobi'],
  [/Android/i, 'Android'],
  [/iPhone/i, 'iPhone'],
  [/iPad/i, 'iPad'],
  [/iPod/i, 'iPod'],
  [/Macintosh/i, 'Macintosh'],
  [/Mac OS X/i, 'Mac OS X'],
  [/Windows NT/i, 'Windows NT'],
  [/Windows/i, 'Windows'],
  [/Linux/i, 'Linux'],
  [/X11/i, 'X11'],
  [/CrOS/i, 'CrOS'],
];

export function userAgentProfile(userAgent: string): string {
  return TOKENS.filter(([pattern]) => pattern.test(userAgent))
    .map(([, token]) => token)
    .join('; ');
}
