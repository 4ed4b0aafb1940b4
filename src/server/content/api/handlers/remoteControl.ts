import { remoteControlCodesSchema, remoteModelsResponseSchema } from '../../../../shared/content/schemas/remoteControl';
import { z } from 'zod';
import {
  REMOTE_DEVICE_TYPES,
  type RemoteControlCodes,
  type RemoteModelSummary,
  type RemoteModelsResponse,
} from '../../../../shared/content/remoteControlTypes';
import { supportPath } from '../../../../shared/links';
import type { Locale } from '../../../../shared/locale';
import { REMOTE_CONTROL_TYPE } from '../../../../shared/content/catalogueContentTypes';
import { sanitizeEmbeddedHtml } from '../../sanitize/sanitizeEmbeddedHtml';
import { modelKey } from '../../search/modelKey';
import { words } from '../../search/tokens';
import type { ContentRecord, ContentStore } from '../../store/ContentStore';
import { notFound } from '../errors';
import { booleanFlag, name, noParams, num, optionalLocale, queryText, start } from '../params';
import { fileUrl } from '../present';
import { defineRoute, json } from '../routeTypes';
import { textLocale } from './toolLocale';

/** Remotes are a small, bounded set: every answer reads at most this many rows. */
const MAX_REMOTES = 200;

const remoteAttrs = z.object({
  slug: z.string(),
  modelName: z.string(),
  isProgrammable: z.boolean(),
  hasInformation: z.boolean(),
  instructionsHtml: z.string(),
  devices: z.array(
    z.object({
      type: z.enum(REMOTE_DEVICE_TYPES),
      name: z.string(),
      button: z.string(),
      brands: z.array(z.object({ name: z.string(), codes: z.array(z.string()) })),
    }),
  ),
  suppliedWith: z.array(z.string()),
});

type Remote = { record: ContentRecord; attrs: z.output<typeof remoteAttrs> };

async function allRemotes(store: ContentStore, locale: Locale): Promise<Remote[]> {
  const page = await store.listContent(locale, {
    contentTypes: [REMOTE_CONTROL_TYPE],
    order: 'popular',
    page: { start: 0, num: MAX_REMOTES },
  });
  return page.items.map((record) => {
    const attrs = remoteAttrs.safeParse(record.attrs);
    // Malformed programming data is a content defect: logged, answered 500.
    if (!attrs.success)
      throw new Error(`remote ${record.familyId} has malformed programming data: ${attrs.error.issues[0]?.message}`);
    return { record, attrs: attrs.data };
  });
}

function image(record: ContentRecord): { image?: string } {
  return record.fileId && record.fileName ? { image: fileUrl(record.fileId, record.fileName) } : {};
}

/** What a remote's summary and its codes both say about it. */
function remoteBasics({ record, attrs }: Remote) {
  return {
    name: attrs.slug,
    modelName: attrs.modelName,
    displayName: record.title,
    description: record.summary,
    ...image(record),
    isProgrammable: attrs.isProgrammable,
  };
}

function summary(locale: Locale, { record, attrs }: Remote): RemoteModelSummary {
  return {
    ...remoteBasics({ record, attrs }),
    suppliedWith: attrs.suppliedWith,
    url: supportPath(locale, 'remote-control-programming', 'models', attrs.slug),
  };
}

/**
 * How well a remote matches what a visitor typed: its own model number (any spelling, or part of
 * it), a product it is supplied with, or words of its name. 0 is no match.
 */
function matchScore({ record, attrs }: Remote, text: string): number {
  const key = modelKey(text);
  if (key.length >= 2) {
    const own = modelKey(attrs.modelName);
    if (own === key) return 4;
    if (own.includes(key)) return 3;
    if (attrs.suppliedWith.some((m) => modelKey(m).includes(key))) return 2;
  }
  const terms = words(text);
  const vocabulary = words(`${record.title} ${record.summary}`);
  if (terms.length > 0 && terms.every((t) => vocabulary.some((w) => w.startsWith(t)))) return 1;
  return 0;
}

const CA_FRENCH = booleanFlag().optional();

/** GET /remote-control-codes: remote controls, all or those matching a model number or name. */
export const remoteModelsRoute = defineRoute({
  method: 'GET',
  path: '/remote-control-codes',
  summary: 'Remote controls with programming information, found by model number, supplied product or name',
  response: remoteModelsResponseSchema,
  params: noParams,
  query: z.object({
    query: queryText()
      .optional()
      .describe('Model number of the remote or of the product it came with, or words of its name.'),
    locale: optionalLocale(),
    start: start(),
    num: num(24),
    CAFRENCH: CA_FRENCH,
  }),
  handler: async ({ query, services }) => {
    const locale = textLocale(query.locale, query.CAFRENCH);
    const remotes = await allRemotes(services.store, locale);
    const text = query.query ?? '';
    const matching =
      text === ''
        ? remotes
        : remotes
            .map((remote, index) => ({ remote, index, score: matchScore(remote, text) }))
            .filter((m) => m.score > 0)
            .sort((a, b) => b.score - a.score || a.index - b.index)
            .map((m) => m.remote);
    const results = matching.slice(query.start, query.start + query.num).map((r) => summary(query.locale, r));
    const body: RemoteModelsResponse = {
      searchResponse: {
        query: text,
        start: query.start,
        end: query.start + results.length,
        count: matching.length,
        results,
      },
    };
    return json(body);
  },
});

/** GET /remote-control-codes/{modelName}: devices, brands and codes of a remote, and how to set it up. */
export const remoteCodesRoute = defineRoute({
  method: 'GET',
  path: '/remote-control-codes/:modelName',
  summary: 'Programming codes and set-up instructions of a remote control',
  response: remoteControlCodesSchema,
  params: z.object({
    modelName: name('modelName').describe('Model number of the remote in any spelling, or its slug ("arm-vlz620").'),
  }),
  query: z.object({ locale: optionalLocale(), CAFRENCH: CA_FRENCH }),
  handler: async ({ params, query, services }) => {
    const locale = textLocale(query.locale, query.CAFRENCH);
    const key = modelKey(params.modelName);
    const remote = (await allRemotes(services.store, locale)).find((r) => modelKey(r.attrs.modelName) === key);
    if (!remote) throw notFound('remote control', params.modelName, 'modelName');
    const { attrs } = remote;
    const body: RemoteControlCodes = {
      ...remoteBasics(remote),
      hasInformation: attrs.hasInformation,
      instructionsHtml: attrs.hasInformation ? sanitizeEmbeddedHtml(attrs.instructionsHtml) : '',
      devices: attrs.devices,
      suppliedWith: attrs.suppliedWith,
    };
    return json(body);
  },
});
