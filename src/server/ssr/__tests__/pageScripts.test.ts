import { PAGE_BUNDLE_OF } from '../../../routes/pageBundles';
import { PAGE_TYPES } from '../../../routes/routeTable';
import type { Assets } from '../document';
import { renderDocument } from '../document';
import { pageAssets, pageChunkNames } from '../pageScripts';

/** A manifest shaped as scripts/build.ts writes it: shared lazy files appear under several chunk names. */
const ASSETS: Assets = {
  scripts: ['vendor.1.js', 'main.1.js'],
  styles: ['main.1.css'],
  chunks: {
    'page-home': ['page-home.1.js'],
    'page-product': ['550.1.js', '477.1.js', 'page-product.1.js'],
    'page-category': ['550.1.js', '477.1.js', 'page-category.1.js'],
    // The UI strings per language and page bundle (docs/decisions/042-javascript-budget.md, update 2).
    'strings-en-product-json': ['strings-en-product.1.js'],
    'strings-de-product-json': ['strings-de-product.1.js'],
    'strings-fr-product-json': ['strings-fr-product.1.js'],
    'strings-en-home-json': ['strings-en-home.1.js'],
  },
};

const scriptsIn = (html: string) => [...html.matchAll(/<script[^>]*\ssrc="\/s\/([^"]+)"/g)].map((m) => m[1]);

describe('the scripts of a page', () => {
  it('a product page names its bundle and language chunks before the entry, each file once', () => {
    const html = renderDocument({ locale: 'en_GB', title: 't', body: '', state: {}, assets: pageAssets(ASSETS, 'product', 'en_GB'), nonce: 'n', staticBase: '/s' });
    expect(scriptsIn(html)).toEqual(['550.1.js', '477.1.js', 'page-product.1.js', 'strings-en-product.1.js', 'vendor.1.js', 'main.1.js']);
  });

  it('a German product tab takes the product bundle and its German strings, no other language or bundle', () => {
    const { scripts } = pageAssets(ASSETS, 'productManual', 'de_DE');
    expect(scripts).toContain('strings-de-product.1.js');
    expect(scripts).not.toContain('strings-en-product.1.js');
    expect(scripts).not.toContain('strings-en-home.1.js');
    expect(scripts).not.toContain('page-home.1.js');
  });

  it('a locale without strings of its own is shown with the English ones', () => {
    expect(pageChunkNames('home', 'it_IT')).toEqual(['page-home', 'strings-en-home-json']);
  });

  it('a build without a manifest of chunks still names the entry (a page renders unsplit)', () => {
    expect(pageAssets({ scripts: ['main.js'], styles: [] }, 'product', 'en_GB').scripts).toEqual(['main.js']);
  });

  it('every page type belongs to a bundle', () => {
    for (const type of PAGE_TYPES) expect(PAGE_BUNDLE_OF[type]).toBeDefined();
  });
});
