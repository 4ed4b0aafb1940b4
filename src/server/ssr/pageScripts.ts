import { bundleChunkName, PAGE_BUNDLE_OF } from '../../routes/pageBundles';
import type { PageType } from '../../routes/routeTable';
import { stringsChunkName } from '../../routes/bundleStrings';
import type { Assets } from './document';

/** The lazy chunks a page needs before it can hydrate: its page bundle's modules and their strings in its language. */
export function pageChunkNames(type: PageType, locale: string): string[] {
  return [bundleChunkName(PAGE_BUNDLE_OF[type]), stringsChunkName(locale, PAGE_BUNDLE_OF[type])];
}

/**
 * The assets of one page: the scripts of its chunks, then the entry's (docs/decisions/026-code-splitting-by-page-bundle.md).
 * Deferred scripts run in document order, so the chunks have registered themselves before the entry's runtime
 * starts, and the client's wait for them resolves without a request. A file shared by several chunks is named once.
 */
export function pageAssets(assets: Assets, type: PageType, locale: string): Assets {
  const files: string[] = [];
  for (const name of pageChunkNames(type, locale)) {
    for (const file of assets.chunks?.[name] ?? [])
      if (!files.includes(file) && !assets.scripts.includes(file)) files.push(file);
  }
  return { ...assets, scripts: [...files, ...assets.scripts] };
}
