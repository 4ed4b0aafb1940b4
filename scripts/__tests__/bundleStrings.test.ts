import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBundleStrings, keysUsedIn, sectionsUsedIn, writeBundleStrings } from '../bundleStrings';

/**
 * The browser gets the UI strings of its page bundle only (docs/decisions/042-javascript-budget.md, update 2); the
 * build fails when a chunk asks for a section its bundle's strings do not hold, rather than showing bare keys.
 */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-strings-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, code: string) => fs.writeFileSync(path.join(dir, file), code);

it('finds the sections a chunk names in keys, also in built-up keys', () => {
  expect(sectionsUsedIn('t("ticket.title");t(`filters.${x}`);a="serialChecker.model"')).toEqual(expect.arrayContaining(['ticket', 'filters', 'serialChecker']));
  expect(sectionsUsedIn('var ticket = 1; "remote"')).toEqual([]);
});

it('finds the keys a chunk names, and the starts of the keys it builds', () => {
  expect(keysUsedIn('t("asc.tabs.modelDetails");t(`asc.repairDocs.type.${x}`);t(`filters.${y}`);"ticket.title"').sort()).toEqual([
    'asc.repairDocs.type.',
    'asc.tabs.modelDetails',
    'filters.',
    'ticket.title',
  ]);
});

it("holds a bundle to the part of a section it lists: the category page's service-centre texts are the tabs only", () => {
  write('main.js', 't("site.name")');
  write('page-category.js', 't("asc.tabs.modelDetails")');
  write('later-sagas-category.js', '"faqs.title"');
  const chunks = { 'page-category': ['page-category.js'], 'later-sagas-category': ['later-sagas-category.js'] };
  expect(checkBundleStrings(dir, chunks, ['main.js'], {})).toEqual([]);
  write('page-category.js', 't("asc.tabs.modelDetails");t("asc.account.signOut")');
  expect(checkBundleStrings(dir, chunks, ['main.js'], {})).toEqual([expect.stringMatching(/page bundle category uses the strings asc.account.signOut,/)]);
  // A built-up key under a part the bundle does not hold fails as well.
  write('page-category.js', 't(`asc.${part}.title`)');
  expect(checkBundleStrings(dir, chunks, ['main.js'], {})).toEqual([expect.stringMatching(/page bundle category uses the strings asc\.,/)]);
});

it('lets a later part use the texts that come with it, and no other part of the section', () => {
  write('main.js', 't("site.name")');
  write('page-product.js', 't("asc.tabs.modelDetails");t("ticket.title")');
  write('later-ticketForm.js', 't("ticket.submit")');
  write('later-modelDetails.js', 't("asc.modelDetails.none")');
  const chunks = { 'page-product': ['page-product.js'], 'later-ticketForm': ['later-ticketForm.js'], 'later-modelDetails': ['later-modelDetails.js'] };
  const laterOf = { 'page-product': ['later-ticketForm', 'later-modelDetails'] };
  expect(checkBundleStrings(dir, chunks, ['main.js'], laterOf)).toEqual([]);
  // The page itself does not have the form's texts, and a part does not have another part's.
  write('page-product.js', 't("ticket.submit")');
  write('later-modelDetails.js', 't("asc.repairDocs.none")');
  expect(checkBundleStrings(dir, chunks, ['main.js'], laterOf)).toEqual([
    expect.stringMatching(/page bundle product uses the strings asc.repairDocs.none, ticket.submit,/),
  ]);
});

it('passes a build whose chunks use only their bundle sections, and names the section a chunk lacks', () => {
  write('main.js', 't("site.name");t("search.placeholder")');
  write('page-home.js', 't("toolLinks.title")');
  write('page-product.js', 't("ticket.title")');
  write('later-x.js', 't("asc.tabs.modelDetails")');
  write('page-others.js', 't("serialChecker.title")');
  const chunks = { 'page-home': ['page-home.js'], 'page-product': ['page-product.js'], 'later-x': ['later-x.js'], 'page-others': ['page-others.js'] };
  const problems = checkBundleStrings(dir, chunks, ['main.js'], { 'page-product': ['later-x'] });
  expect(problems).toEqual([expect.stringMatching(/page bundle others uses the strings serialChecker.title,/)]);
  // A later part on the home page that uses the product's sections would show bare keys there.
  expect(checkBundleStrings(dir, { ...chunks, 'page-others': [] }, ['main.js'], { 'page-home': ['later-x'] })).toEqual([
    expect.stringMatching(/page bundle home uses the strings asc.tabs.modelDetails,/),
  ]);
});

it('writes each bundle its sections in each language', () => {
  writeBundleStrings(dir);
  const product = JSON.parse(fs.readFileSync(path.join(dir, 'de-product.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  expect(Object.keys(product)).toEqual(expect.arrayContaining(['site', 'ticket', 'manuals']));
  expect(product.serialChecker).toBeUndefined();
  expect(product.site.skipToContent).toBe('Zum Hauptinhalt springen');
  // The support request form's texts come with the form, which hydrates later: the page keeps its disclosure's.
  expect(Object.keys(product.ticket).sort()).toEqual(['intro', 'open', 'title']);
  expect(product.follow).toBeUndefined();
  const parts = JSON.parse(fs.readFileSync(path.join(dir, 'de-parts.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  expect(Object.keys(parts).sort()).toEqual(['asc', 'follow', 'helpfulness', 'ticket']);
  expect(parts.ticket.submit).toEqual(expect.any(String));
  // "Did this help?": the details pages keep the heading; the form's texts come with the form.
  expect(Object.keys(parts.helpfulness)).not.toContain('title');
  expect(parts.helpfulness.send).toEqual(expect.any(String));
  const details = JSON.parse(fs.readFileSync(path.join(dir, 'de-details.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  expect(Object.keys(details.helpfulness)).toEqual(['title']);
  expect(Object.keys(parts.asc).sort()).toEqual(['account', 'modelDetails', 'portal', 'repairDocs', 'signIn']);
  // Nine bundles and the later parts' texts, in three languages.
  expect(fs.readdirSync(dir)).toHaveLength(30);
  // The category page holds the service centres' product tabs, not their other texts.
  const category = JSON.parse(fs.readFileSync(path.join(dir, 'en-category.json'), 'utf8')) as Record<string, Record<string, unknown>>;
  expect(Object.keys(category.asc)).toEqual(['tabs']);
  expect(category.asc.tabs).toEqual(expect.objectContaining({ modelDetails: expect.any(String) }));
});
