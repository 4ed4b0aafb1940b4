import type { Dataset, DatasetContent, DatasetFile } from '../../../Dataset';
import { createHash } from 'node:crypto';

/** Files of the fixture, content-addressed as the importer stores them. */
class FileCollector {
  private readonly files: DatasetFile[] = [];
  add(name: string, mediaType: string, disposition: DatasetFile['disposition'], bytes: Buffer): DatasetFile {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file: DatasetFile = { id: sha256.slice(0, 20), name, mediaType, disposition, sha256, bytes };
    this.files.push(file);
    return file;
  }
  all(): DatasetFile[] {
    return this.files;
  }
}

/** A hand-made catalogue small enough to reason about every ranking. */
export function fixture(version: string): Dataset {
  const files = new FileCollector();
  const image = files.add('p.svg', 'image/svg+xml', 'inline', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  // A manual's page texts as an import reads them (pdfText/documentPages.ts); the bytes stand in for the PDF.
  const manual = files.add('TX-100_OI_EN.pdf', 'application/pdf', 'inline', Buffer.from('%PDF-1.7 fixture'));
  manual.pages = ['Operating Instructions TX-100', '', 'Picture settings: motion smoothing reduces judder.'];
  const article = (id: string, locale: 'en_GB' | 'de_DE', title: string, body: string, popularity = 10, productNames = ['tx-100']): DatasetContent => ({
    id: `${id}:${locale}`,
    familyId: id,
    contentType: 'faq-article',
    locale,
    language: locale.slice(0, 2),
    title,
    summary: '',
    body,
    published: '2024-01-01',
    channel: 'con',
    accessLevel: 'public',
    popularity,
    fileId: null,
    attrs: {},
    productNames,
    categoryNames: [],
    facets: [],
    keywords: [],
  });
  return {
    version,
    categories: [
      { name: 'tv', parentName: null, position: 0, color: '#123456', imageFileId: null, texts: { en_GB: { displayName: 'TV', description: '' } } },
      { name: 'oled', parentName: 'tv', position: 0, color: '', imageFileId: null, texts: { en_GB: { displayName: 'OLED', description: '' } } },
    ],
    products: [
      {
        name: 'tx-100',
        modelNumber: 'TX-100',
        categoryName: 'oled',
        series: 'TX',
        releaseDate: '2023-01-01',
        popularity: 1,
        imageFileId: image.id,
        colour: 'Black',
        texts: { en_GB: { displayName: 'TX 100', description: 'A television' } },
        attrs: {},
      },
    ],
    content: [
      // Popular, long body full of the words, but the title does not match...
      article('body', 'en_GB', 'Picture settings explained', 'The speaker crackle fix: speaker crackle happens when... '.repeat(3), 99),
      // ...while this one names the problem in its title.
      article('title', 'en_GB', 'Speaker crackle', 'Check the cable.', 1),
      article('title', 'de_DE', 'Lautsprecher knistert', 'Prüfen Sie das Kabel.', 1),
      article('secret', 'en_GB', 'Speaker crackle service bulletin', 'Restricted.', 50),
      // Three tiers of a boosted scope with preferred words (ADR 065 update 2): 'hum' in the product's two articles,
      // one of them naming the filter; and most often in an article filed under no product, which ranks highest.
      article('hum-plain', 'en_GB', 'Hum after connecting', 'A hum can start after connecting a new cable.', 3),
      article('hum-filter', 'en_GB', 'Reduce a hum', 'Turn on the noise filter to reduce the hum.', 4),
      article('hum-anywhere', 'en_GB', 'Hum, hum and more hum', 'Hum: every hum explained, from mains hum to ground hum.', 20, []),
    ].map((c) => (c.familyId === 'secret' ? { ...c, accessLevel: 'asc' } : c)),
    files: files.all(),
    popularQueries: [{ locale: 'en_GB', text: 'speaker crackle', weight: 5 }],
  };
}
