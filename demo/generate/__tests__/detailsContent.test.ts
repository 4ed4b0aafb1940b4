import { createHash } from 'node:crypto';
import { REPAIR_DOCUMENT_TYPES } from '../../../src/shared/content/types';
import { BUNDLES_FACET, REPAIR_TYPE_FACET } from '../../../src/server/content/facets';
import { sanitizeEmbeddedHtml } from '../../../src/server/content/sanitize/sanitizeEmbeddedHtml';
import type { Dataset, DatasetContent } from '../../../src/server/content/Dataset';
import { generateDemoDataset } from '../generateDataset';

/** The software pages and repair documents of the demo catalogue. */
let dataset: Dataset;
beforeAll(() => {
  dataset = generateDemoDataset();
});

const fileOf = (id: unknown) => dataset.files.find((f) => f.id === id);
const english = (rows: DatasetContent[]) => rows.filter((r) => r.locale === 'en_GB');

describe('software pages', () => {
  it('bundle the per-platform downloads of one application, in every site language', () => {
    const pages = dataset.content.filter((c) => c.contentType === 'software-article');
    const families = new Set(pages.map((p) => p.familyId));
    expect(families.size).toBeGreaterThanOrEqual(10);
    for (const family of families) expect(pages.filter((p) => p.familyId === family).map((p) => p.locale).sort()).toEqual(['de_DE', 'en_GB', 'fr_FR']);
    const multi = english(pages).filter((p) => (p.attrs.downloads as string[]).length > 1);
    expect(multi.length).toBeGreaterThan(3);

    for (const page of english(pages)) {
      const ids = page.attrs.downloads as string[];
      expect(page.facets.filter(([f]) => f === BUNDLES_FACET).map(([, v]) => v)).toEqual(ids);
      const downloads = ids.map((id) => dataset.content.find((c) => c.familyId === id && c.locale === 'en_GB'));
      for (const download of downloads) {
        expect(download?.contentType).toMatch(/^(download|software)$/);
        // The page applies to exactly the products its downloads are for.
        expect(download?.productNames).toEqual(page.productNames);
      }
      // One download per platform: no operating system twice.
      const systems = downloads.flatMap((d) => d?.attrs.operatingSystems as string[]);
      expect(new Set(systems).size).toBe(systems.length);
      expect(page.attrs.bodyHtml).toBe(sanitizeEmbeddedHtml(String(page.attrs.bodyHtml)));
      expect((page.attrs.steps as string[]).length).toBe(4);
    }
  });
});

describe('repair documents', () => {
  const repair = () => dataset.content.filter((c) => (REPAIR_DOCUMENT_TYPES as readonly string[]).includes(c.contentType));

  it('cover all six types, restricted to service centres', () => {
    expect(new Set(repair().map((r) => r.contentType))).toEqual(new Set(REPAIR_DOCUMENT_TYPES));
    for (const doc of repair()) {
      expect(doc.accessLevel).toBe('asc');
      expect(doc.facets).toContainEqual([REPAIR_TYPE_FACET, doc.contentType]);
      expect(doc.productNames.length).toBeGreaterThan(0);
      expect(doc.body).not.toMatch(/lorem ipsum/i);
    }
  });

  it('have a service manual for every product line, with the manual and the parts list as PDFs', () => {
    const manuals = repair().filter((r) => r.contentType === 'service-manual');
    const covered = new Set(manuals.flatMap((m) => m.productNames));
    expect(covered.size).toBe(dataset.products.length);
    for (const manual of manuals) {
      const files = manual.attrs.associatedFiles as Array<{ title: string; fileId: string; sha256: string; fileSize: number }>;
      expect(files.map((f) => f.title)).toEqual(['Service manual', 'Exploded views and parts list']);
      for (const attached of files) {
        const file = fileOf(attached.fileId);
        expect(file?.mediaType).toBe('application/pdf');
        expect(file?.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(attached.sha256).toBe(createHash('sha256').update(file?.bytes ?? Buffer.alloc(0)).digest('hex'));
        expect(attached.fileSize).toBe(file?.bytes.length);
      }
    }
  });

  it('tie technical news to the product lines it concerns', () => {
    const hdmi = repair().find((r) => r.contentType === 'technical-news' && r.title.includes('HDMI 2.1'));
    expect(hdmi?.keywords.every((model) => /X89J$|X90K$/.test(model))).toBe(true);
    const earbuds = repair().find((r) => r.contentType === 'technical-news' && r.title.includes('earbud'));
    expect(earbuds?.keywords.every((model) => model.startsWith('AWF-'))).toBe(true);
  });
});
