/**
 * Content types and family ids that live API handlers look records up by. Any catalogue (the demo
 * export in demo/, or an operator's own import) that wants these features writes rows of these
 * types, so the names belong to the site, not to the demo generator.
 */

/** A serial-number checker list; its family id is `serial-list:{listId}`. */
export const SERIAL_LIST_TYPE = 'serial-number-list';
export const serialListFamilyId = (listId: string): string => `serial-list:${listId}`;

/** A remote control's programming data; its family id is `remote:{slug}`. */
export const REMOTE_CONTROL_TYPE = 'remote-control';
export const remoteFamilyId = (slug: string): string => `remote:${slug}`;

/**
 * The service centres the finder searches (GET /service-centres): one row per locale whose
 * attrs.centres holds the list (docs/decisions/031-*.md).
 */
export const SERVICE_CENTRE_LIST_TYPE = 'service-centre-list';
export const SERVICE_CENTRE_LIST_FAMILY = 'service-centres';
