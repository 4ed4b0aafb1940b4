import { SERVICE_CENTRE_LIST_FAMILY, SERVICE_CENTRE_LIST_TYPE } from '../../../src/shared/content/catalogueContentTypes';
import { serviceCentreSchema } from '../../../src/shared/content/schemas/repair';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import centres from '../../content/serviceCentres.json';

/**
 * The demo service centres (demo/content/serviceCentres.json) as one content row the finder reads
 * (GET /service-centres): the list is the same in every language, so one English row serves all
 * locales through the store's fallback. Checked against the API's schema so a bad edit of the
 * JSON fails the generator, not a visitor's search.
 */
export function buildServiceCentres(): DatasetContent[] {
  const list = serviceCentreSchema.array().parse(centres);
  return [
    {
      id: `${SERVICE_CENTRE_LIST_FAMILY}:en_GB`,
      familyId: SERVICE_CENTRE_LIST_FAMILY,
      contentType: SERVICE_CENTRE_LIST_TYPE,
      locale: 'en_GB',
      language: 'en',
      title: 'Service centres',
      summary: '',
      body: '',
      published: '2024-01-15',
      channel: 'con',
      accessLevel: 'public',
      popularity: 0,
      fileId: null,
      attrs: { centres: list },
      productNames: [],
      categoryNames: [],
      facets: [],
      keywords: [],
      searchable: false,
    },
  ];
}
