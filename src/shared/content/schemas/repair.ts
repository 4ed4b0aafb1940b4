import { z } from 'zod';
import { named } from './registry';

/** Repair requests and service centres (docs/behaviour.md §2, ADR 031). */

export const repairRequestResultSchema = named(
  'RepairRequestResult',
  z.object({
    reference: z.string().describe("R-XXXX-XXXX: the request's reference, readable over the phone"),
    status: z.literal('received'),
    createdAt: z.string(),
    locale: z.string(),
    productModel: z.string().describe("The product's model number as the catalogue spells it"),
  }),
);

export const serviceCentreSchema = named(
  'ServiceCentre',
  z.object({
    id: z.string(),
    name: z.string(),
    country: z.enum(['GB', 'DE', 'FR']).describe('Country of the centre, ISO 3166-1 alpha-2'),
    street: z.string(),
    postcode: z.string(),
    town: z.string(),
    phone: z.string(),
    openingHours: z.array(z.string()).describe("One line per group of days, in the centre's language"),
    categories: z.array(z.string()).describe('Kinds of product repaired there (category names of the catalogue)'),
  }),
);

export const serviceCentreSearchResultSchema = named(
  'ServiceCentreSearchResult',
  z.object({
    query: z.string(),
    results: z.array(serviceCentreSchema),
  }),
);
