import { z } from 'zod';
import { REPAIR_ADDITIONAL_FIELDS } from '../../../../shared/content/ascTypes';
import { csvOf } from '../params';

/** Query parameters shared by the ASC portal calls. */

/**
 * The site-search cookie some calls carry as a query parameter (docs/behaviour.md §3 paged search parameters).
 * Accepted and ignored: access is decided by the signed session cookie only, never by a parameter.
 */
export const siteSearchCookie = () =>
  z
    .string()
    .max(2000, 'cookie must be at most 2000 characters')
    .describe('The site-search cookie (key=value pairs joined by &); accepted and ignored: access comes from the session cookie only')
    .optional();

/** docs/behaviour.md §7 additional-fields (comma-joined): extra fields of each result. */
export const additionalFields = () => csvOf('additional-fields', REPAIR_ADDITIONAL_FIELDS).optional();

/** A language ('de') or a locale ('de_DE', 'de-DE'); the language part is what filters. */
export const languageFilter = (parameter: string) =>
  z
    .string()
    .regex(/^[A-Za-z]{2}(?:[_-][A-Za-z]{2})?$/, `${parameter} must be a language such as de or a locale such as de_DE`)
    .transform((value) => value.slice(0, 2).toLowerCase());

/** Free words the site forwards but the service does not act on (config, country, appType...). */
export const token = (parameter: string) =>
  z.string().regex(/^[\w .,:-]{1,60}$/u, `${parameter} must be at most 60 letters, digits or - _ . , :`);
