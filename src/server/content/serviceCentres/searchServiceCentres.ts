import type { ServiceCentre } from '../../../shared/content/repairTypes';
import type { Locale } from '../../../shared/locale';
import { SERVICE_CENTRE_LIST_FAMILY, SERVICE_CENTRE_LIST_TYPE } from '../../../shared/content/catalogueContentTypes';
import { serviceCentreSchema } from '../../../shared/content/schemas/repair';
import type { ContentStore } from '../store/ContentStore';

const centreList = serviceCentreSchema.array();

/**
 * The catalogue's service centres (ADR 031): one content row whose attrs hold the list (the demo's
 * come from demo/content/serviceCentres.json). A catalogue without one, or with a malformed one, has
 * no centres to find rather than a failing finder.
 */
export async function loadServiceCentres(store: ContentStore, locale: Locale): Promise<ServiceCentre[]> {
  const record = await store.getContent(locale, SERVICE_CENTRE_LIST_FAMILY, [SERVICE_CENTRE_LIST_TYPE]);
  const parsed = centreList.safeParse(record?.attrs.centres);
  return parsed.success ? parsed.data : [];
}

export const MAX_SERVICE_CENTRE_RESULTS = 20;

const COUNTRY_OF: Record<Locale, ServiceCentre['country']> = { en_GB: 'GB', de_DE: 'DE', fr_FR: 'FR' };

/** Lower case, accents dropped ('Saint-Étienne' -> 'saint etienne'), punctuation read as a space. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The German spelling without umlauts ('Köln' -> 'koeln'), which visitors type on foreign keyboards. */
function umlautSpelling(value: string): string {
  return foldText(value.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
}

/** A postcode compared without spaces or dashes, upper case: 'w1d6qf' = 'W1D 6QF'. */
const postcodeKey = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * How well a centre matches what a visitor typed; 0 is no match. Distance-free: the visitor gives
 * a postcode or a town, and the closer the words match the higher the centre ranks.
 */
function matchScore(centre: ServiceCentre, folded: string, code: string): number {
  const postcode = postcodeKey(centre.postcode);
  let score = 0;
  if (code.length >= 2) {
    if (postcode === code) score = 100;
    // Outward code or district: 'W1D', '101', '75' cover the centres whose postcode starts so.
    else if (postcode.startsWith(code)) score = 60 + Math.round((code.length / postcode.length) * 30);
  }
  if (folded.length === 0) return score;
  for (const town of [foldText(centre.town), umlautSpelling(centre.town)]) {
    if (town === folded) score = Math.max(score, 95);
    else if (town.startsWith(folded)) score = Math.max(score, 70);
    else if (town.split(' ').some((word) => word.startsWith(folded))) score = Math.max(score, 50);
  }
  // A district in the centre's name ('Soho', 'Spandau', 'Bastille') is a weaker hint than the town.
  for (const name of [foldText(centre.name), umlautSpelling(centre.name)]) {
    if (folded.length >= 3 && ` ${name} `.includes(` ${folded}`)) score = Math.max(score, 40);
  }
  return score;
}

/**
 * Service centres for a postcode prefix or a town name, best match first; among equal matches the
 * visitor's own country first, then by town and name, so the order is stable.
 */
export function searchServiceCentres(
  query: string,
  locale: Locale,
  all: readonly ServiceCentre[],
): ServiceCentre[] {
  const folded = foldText(query);
  const code = postcodeKey(query);
  const home = COUNTRY_OF[locale];
  return all
    .map((centre) => ({ centre, score: matchScore(centre, folded, code) }))
    .filter((m) => m.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.centre.country === home) - Number(a.centre.country === home) ||
        a.centre.town.localeCompare(b.centre.town) ||
        a.centre.name.localeCompare(b.centre.name),
    )
    .slice(0, MAX_SERVICE_CENTRE_RESULTS)
    .map((m) => m.centre);
}
