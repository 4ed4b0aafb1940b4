import type { SoftwareEntry } from '../../shared/content/detailsTypes';

/** Operating-system families as user agents name them, most specific first (Android is also Linux). */
const FAMILIES: ReadonlyArray<{ agent: RegExp; system: RegExp }> = [
  { agent: /Android/i, system: /^Android/i },
  { agent: /iPhone|iPad|Macintosh|Mac OS X/i, system: /^macOS/i },
  { agent: /Windows/i, system: /^Windows/i },
  { agent: /Linux|X11|CrOS/i, system: /^Linux/i },
];

/**
 * The software index to preselect: the download for the visitor's operating system, read from the
 * user agent (the server and the browser see the same one, so both render the same choice).
 */
export function preferredSoftwareIndex(entries: readonly SoftwareEntry[], userAgent: string): number {
  const family = FAMILIES.find((f) => f.agent.test(userAgent));
  if (!family) return 0;
  const index = entries.findIndex((e) => e.operatingSystems.some((os) => family.system.test(os)));
  return index >= 0 ? index : 0;
}
