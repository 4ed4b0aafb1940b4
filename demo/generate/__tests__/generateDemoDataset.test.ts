import { createHash } from 'node:crypto';
import type { Dataset } from '../../../src/server/content/Dataset';
import { generateDemoDataset } from '../generateDataset';

let dataset: Dataset;
beforeAll(() => {
  dataset = generateDemoDataset();
});

const fileOf = (id: string | null) => dataset.files.find((f) => f.id === id);

describe('the demo catalogue', () => {
  it('is deterministic: the same bytes every time', () => {
    const again = generateDemoDataset();
    const digest = (d: Dataset) =>
      createHash('sha256')
        .update(JSON.stringify({ ...d, files: d.files.map((f) => [f.id, f.name, f.sha256]) }))
        .digest('hex');
    expect(digest(again)).toBe(digest(dataset));
  });

  it('has at least 8 top-level categories, each with subcategories', () => {
    const top = dataset.categories.filter((c) => c.parentName === null);
    expect(top.length).toBeGreaterThanOrEqual(8);
    for (const category of top) expect(dataset.categories.some((c) => c.parentName === category.name)).toBe(true);
    for (const category of dataset.categories) expect(Object.keys(category.texts).sort()).toEqual(['de_DE', 'en_GB', 'fr_FR']);
  });

  it('has 300+ products with unique, realistic model numbers and slugs', () => {
    expect(dataset.products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(dataset.products.map((p) => p.name)).size).toBe(dataset.products.length);
    for (const product of dataset.products) {
      expect(product.modelNumber).toMatch(/^A[A-Z0-9]+(-[A-Z0-9]+)?$/);
      expect(product.name).toBe(product.modelNumber.toLowerCase());
      expect(dataset.categories.some((c) => c.name === product.categoryName && c.parentName !== null)).toBe(true);
    }
    expect(dataset.products.map((p) => p.modelNumber)).toEqual(expect.arrayContaining(['AT-55X89J', 'AWH-1000XM5', 'ALC-7M4']));
  });

  it('draws every product as an SVG of its own, in varied colours', () => {
    const images = dataset.products.map((p) => fileOf(p.imageFileId));
    expect(images.every((f) => f?.mediaType === 'image/svg+xml')).toBe(true);
    const colours = new Set(dataset.products.map((p) => p.colour));
    expect(colours.size).toBeGreaterThan(5);
    const svg = images[0]?.bytes.toString('utf8') ?? '';
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400"/);
    expect(svg).not.toMatch(/<script/i);
  });

  it('gives every product manuals in English and most in German and French, as real PDFs', () => {
    const manuals = dataset.content.filter((c) => c.contentType === 'document');
    const languagesOf = (product: string) => new Set(manuals.filter((m) => m.productNames.includes(product)).map((m) => m.language));
    for (const product of dataset.products) expect(languagesOf(product.name).has('en')).toBe(true);
    const withAllThree = dataset.products.filter((p) => languagesOf(p.name).size === 3).length;
    expect(withAllThree / dataset.products.length).toBeGreaterThan(0.6);
    expect(withAllThree).toBeLessThan(dataset.products.length);

    const manual = manuals.find((m) => m.language === 'de' && m.productNames[0] === 'at-55x89j');
    const pdf = fileOf(manual?.fileId ?? null);
    expect(pdf?.mediaType).toBe('application/pdf');
    const text = pdf?.bytes.toString('latin1') ?? '';
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toMatch(/startxref\n\d+\n%%EOF\n$/);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    // A multi-page German manual whose pages were read at generation: the cover names the product
    // line's models, later pages hold the settings, network and specifications chapters.
    const pages = pdf?.pages ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(pages[0]).toContain('Bedienungsanleitung');
    expect(pages[0]).toContain('AT-55X89J');
    for (const chapter of ['Bildeinstellungen', 'Toneinstellungen', 'Netzwerk und Verbindungen', 'Fehlerbehebung', 'Technische Daten']) {
      expect(pages.slice(1).some((p) => p.startsWith(chapter))).toBe(true);
    }
    // The manual row is searched by the text of its pages, and names the bytes it serves.
    expect(manual?.body).toBe(pages.join('\n'));
    expect(manual?.attrs.sha256).toBe(createHash('sha256').update(pdf?.bytes ?? Buffer.alloc(0)).digest('hex'));
    expect(manual?.attrs.fileSize).toBe(pdf?.bytes.length);
  });

  it('publishes downloads for several operating systems with the SHA-256 of the bytes served', () => {
    const downloads = dataset.content.filter((c) => c.contentType === 'download' || c.contentType === 'software');
    const systems = new Set(downloads.flatMap((d) => d.facets.filter(([f]) => f === 'operatingSystem').map(([, v]) => v)));
    expect([...systems]).toEqual(expect.arrayContaining(['Windows 11', 'macOS 14', 'Linux', 'Android', 'Device firmware']));
    for (const download of downloads.slice(0, 50)) {
      const file = fileOf(download.fileId);
      expect(file).toBeDefined();
      expect(download.attrs.sha256).toBe(createHash('sha256').update(file?.bytes ?? Buffer.alloc(0)).digest('hex'));
      expect(download.attrs.fileSize).toBe(file?.bytes.length);
      expect(download.attrs.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(fileOf(String(download.attrs.eulaFileId))?.mediaType).toMatch(/^text\/html/);
    }
  });

  it('writes FAQs in English, with some (not all) translated into German and French', () => {
    const faqs = dataset.content.filter((c) => c.contentType === 'faq-article');
    const families = new Set(faqs.map((f) => f.familyId));
    const translated = (locale: string) => new Set(faqs.filter((f) => f.locale === locale).map((f) => f.familyId));
    expect(translated('en_GB').size).toBe(families.size);
    for (const locale of ['de_DE', 'fr_FR']) {
      expect(translated(locale).size).toBeGreaterThan(5);
      expect(translated(locale).size).toBeLessThan(families.size);
    }
    for (const faq of faqs) {
      expect(faq.body.length).toBeGreaterThan(150);
      expect(faq.body).not.toMatch(/lorem ipsum/i);
      expect(Array.isArray(faq.attrs.steps)).toBe(true);
    }
  });
});
