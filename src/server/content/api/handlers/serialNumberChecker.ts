import { serialCheckerDetailsSchema, serialCheckerModelNamesResponseSchema, serialCheckerPartNumbersResponseSchema, serialProgrammesResponseSchema, serialValidationResultSchema } from '../../../../shared/content/schemas/serialNumberChecker';
import { z } from 'zod';
import {
  SERIAL_CHECKER_NONE,
  type SerialCheckerDetails,
  type SerialCheckerModelNamesResponse,
  type SerialCheckerPartNumbersResponse,
  type SerialProgrammesResponse,
} from '../../../../shared/content/serialNumberCheckerTypes';
import { supportPath } from '../../../../shared/links';
import type { Locale } from '../../../../shared/locale';
import { SERIAL_LIST_TYPE, serialListFamilyId } from '../../../../shared/content/catalogueContentTypes';
import { sanitizeEmbeddedHtml } from '../../sanitize/sanitizeEmbeddedHtml';
import type { ContentStore } from '../../store/ContentStore';
import { notFound } from '../errors';
import { requireProduct } from './lookup';
import { booleanFlag, locale, name, noParams, optionalLocale } from '../params';
import { defineRoute, json } from '../routeTypes';
import { checkSerial, findModel, modelSummary, requireModel, serialListOf, type SerialList } from './serialNumberRules';
import { textLocale } from './toolLocale';

async function requireList(store: ContentStore, locale: Locale, listId: string): Promise<SerialList> {
  const record = await store.getContent(locale, serialListFamilyId(listId), [SERIAL_LIST_TYPE]);
  if (!record) throw notFound('serial-number checker list', listId, 'listId');
  return serialListOf(record);
}

const listId = () => name('listId').describe('Serial-number checker list id, e.g. "wireless-headphones-battery".');

/** GET /serial-number-checker/details: the list's texts, templates and models. */
export const serialCheckerDetailsRoute = defineRoute({
  method: 'GET',
  path: '/serial-number-checker/details',
  summary: 'Serial-number checker list: title, intro, FAQ and main templates, models',
  response: serialCheckerDetailsSchema,
  params: noParams,
  query: z.object({
    listId: listId(),
    locale: optionalLocale(),
    internal: booleanFlag().optional(),
    category: name('category').optional(),
    model: name('model')
      .optional()
      .describe('Model to preselect when it is one of the list (a deep link from a product page).'),
    CAFRENCH: booleanFlag().optional(),
  }),
  handler: async ({ query, services }) => {
    const list = await requireList(services.store, textLocale(query.locale, query.CAFRENCH), query.listId);
    const selected = query.model ? findModel(list, query.model) : undefined;
    const body: SerialCheckerDetails = {
      listId: list.listId,
      title: list.title,
      intro: list.intro,
      faqTemplate: sanitizeEmbeddedHtml(list.faqHtml),
      mainTemplate: sanitizeEmbeddedHtml(list.mainHtml),
      models: list.models.map(modelSummary),
      partNumberLabel: list.partNumberLabel,
      partNumberHint: list.partNumberHint,
      serialNumberHint: list.serialNumberHint,
      serialNumberFormat: list.format,
      updated: list.updated,
      ...(selected ? { selectedModel: selected.modelName } : {}),
    };
    return json(body);
  },
});

/** GET /serial-number-checker/modelNames: the secondary model names of one model of a list. */
export const serialCheckerModelNamesRoute = defineRoute({
  method: 'GET',
  path: '/serial-number-checker/modelNames',
  summary: 'Secondary model names of a model of a serial-number checker list',
  response: serialCheckerModelNamesResponseSchema,
  params: noParams,
  query: z.object({
    listId: listId(),
    // The site's call (docs/behaviour.md §7) names the model whose secondary model names it wants this way.
    secondaryModelName: name('secondaryModelName').describe(
      'The model (as listed by details) whose secondary model names are wanted.',
    ),
    locale: optionalLocale(),
    internal: booleanFlag().optional(),
  }),
  handler: async ({ query, services }) => {
    const list = await requireList(services.store, query.locale, query.listId);
    const model = requireModel(list, query.secondaryModelName, 'secondaryModelName');
    const body: SerialCheckerModelNamesResponse = {
      modelName: model.modelName,
      secondaryModels: model.secondaryModels,
    };
    return json(body);
  },
});

/** GET /serial-number-checker/modelNames/{modelName}/partNumbers: the part numbers of a model of a list. */
export const serialCheckerPartNumbersRoute = defineRoute({
  method: 'GET',
  path: '/serial-number-checker/modelNames/:modelName/partNumbers',
  summary: 'Part numbers of a model of a serial-number checker list',
  response: serialCheckerPartNumbersResponseSchema,
  params: z.object({ modelName: name('modelName') }),
  query: z.object({ listId: listId(), locale: optionalLocale(), internal: booleanFlag().optional() }),
  handler: async ({ params, query, services }) => {
    const list = await requireList(services.store, query.locale, query.listId);
    const model = requireModel(list, params.modelName, 'modelName');
    const body: SerialCheckerPartNumbersResponse = {
      modelName: model.modelName,
      hasParts: model.parts.length > 0,
      parts: model.parts,
    };
    return json(body);
  },
});

/** docs/behaviour.md §5: "-1" means none; the site sends it as null, other clients may still send "-1". */
const choice = (label: string) =>
  z
    .union([name(label), z.null()])
    .optional()
    .transform((v) => (v === undefined || v === null || v === SERIAL_CHECKER_NONE ? null : v));

const extraField = z.union([
  z.string().max(200, 'extra fields must be at most 200 characters'),
  z.boolean(),
  z.number(),
  z.null(),
]);

/** POST /serial-number-checker/validation: decided by the server from the list's stored rules. */
export const serialCheckerValidationRoute = defineRoute({
  method: 'POST',
  path: '/serial-number-checker/validation',
  summary: 'Check a serial number against the affected ranges of a serial-number checker list',
  response: serialValidationResultSchema,
  params: noParams,
  query: z.object({ locale: locale().optional() }),
  body: z
    .object({
      locale: locale()
        .optional()
        .describe('Locale of the answer texts; the locale query parameter wins. Absent means en_GB.'),
      listId: listId(),
      modelName: name('modelName').describe('A model of the list, in any spelling.'),
      secondaryModelName: choice('secondaryModelName').describe(
        'Secondary model of the model, or null when it has none.',
      ),
      partNumber: choice('partNumber').describe('Part number of the model, or null when it has none.'),
      serialNumber: z
        .string({ message: 'serialNumber is required' })
        .min(1, 'serialNumber is required')
        .max(40, 'serialNumber must be at most 40 characters')
        .regex(/^[A-Za-z0-9 -]+$/, 'serialNumber may contain only letters, digits, spaces and dashes')
        .describe('Serial number as printed on the label; spaces and dashes are ignored.'),
      CAFRENCH: z
        .union([z.string().max(20), z.boolean()])
        .optional()
        .describe('Canadian French flag: answer in French.'),
    })
    // docs/behaviour.md §7 "plus extra fields": the page's context (internal, category, model, ...) is accepted.
    .catchall(extraField),
  handler: async ({ query, body, services }) => {
    const caFrench =
      body.CAFRENCH === true ||
      (typeof body.CAFRENCH === 'string' && !['false', '0', 'no', 'off', ''].includes(body.CAFRENCH.toLowerCase()));
    const answerLocale = textLocale(query.locale ?? body.locale ?? 'en_GB', caFrench);
    const list = await requireList(services.store, answerLocale, body.listId);
    const result = checkSerial(list, {
      modelName: body.modelName,
      secondaryModelName: body.secondaryModelName,
      partNumber: body.partNumber,
      serialNumber: body.serialNumber,
    });
    // A decision depends on the visitor's input: never cached.
    return json(result, { 'cache-control': 'no-store' });
  },
});

/** Programmes are few at any time: every answer reads at most this many lists. */
const MAX_PROGRAMMES = 50;

/**
 * GET /serial-number-checker/lists: the programmes running now, newest first; with `model`, those
 * covering that product, each linking to its checker with the model chosen.
 */
export const serialCheckerListsRoute = defineRoute({
  method: 'GET',
  path: '/serial-number-checker/lists',
  summary: 'Serial-number checker programmes, all or those covering a product',
  response: serialProgrammesResponseSchema,
  params: noParams,
  query: z.object({
    locale: optionalLocale(),
    model: name('model').optional().describe('Product slug or model number: only the programmes covering it.'),
    CAFRENCH: booleanFlag().optional(),
  }),
  handler: async ({ query, services }) => {
    const { store } = services;
    const product = query.model ? await requireProduct(store, query.locale, query.model, 'model') : undefined;
    const page = await store.listContent(textLocale(query.locale, query.CAFRENCH), {
      contentTypes: [SERIAL_LIST_TYPE],
      product: product?.name ?? null,
      order: 'newest',
      page: { start: 0, num: MAX_PROGRAMMES },
    });
    const body: SerialProgrammesResponse = {
      programmes: page.items.map((record) => {
        const list = serialListOf(record);
        const checker = supportPath(query.locale, 'serial-number-checker', list.listId);
        return {
          listId: list.listId,
          title: list.title,
          intro: list.intro,
          updated: list.updated,
          models: list.models.map((m) => m.modelName),
          url: product ? `${checker}?model=${encodeURIComponent(product.modelNumber)}` : checker,
        };
      }),
    };
    return json(body);
  },
});
