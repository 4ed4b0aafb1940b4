/**
 * Facet names shared by the dataset builders (and importers) and the API handlers that read them.
 * Facets are family-level key/value pairs (content_facets).
 */

/** On a software page: one value per download it offers (the download id). */
export const BUNDLES_FACET = 'bundles';

/** On a repair document: its type (service-manual, technical-news, ...). */
export const REPAIR_TYPE_FACET = 'repairType';

/** On articles and software pages: the support topics, for related articles. */
export const TOPIC_FACET = 'topic';
