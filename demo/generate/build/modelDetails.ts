import { MODEL_DETAIL_TYPE, type ModelDetailKey, type ModelRegion } from '../../../src/shared/content/ascTypes';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import type { SupportGroup } from '../catalogue/kinds';
import { createRandom, type Random } from '../random';
import type { BuiltProduct } from './context';
import { ASC_ACCESS_LEVEL } from './newsForAsc';

/** Sales regions of the regional groups, with the code suffix and the countries they cover. */
const REGIONS: ReadonlyArray<{ region: Exclude<ModelRegion, 'global'>; suffix: string; destination: string }> = [
  { region: 'GB', suffix: 'U', destination: 'United Kingdom, Ireland' },
  { region: 'DE', suffix: 'EP', destination: 'Germany, Austria, Switzerland' },
  { region: 'FR', suffix: 'EF', destination: 'France, Belgium, Luxembourg' },
];

const SECOND_FINISH: Readonly<Record<string, string>> = { Black: 'Silver', Silver: 'Black', White: 'Black' };

type Attributes = Array<{ key: ModelDetailKey; value: string }>;

function partNumber(random: Random): string {
  return `${random.int(1, 4)}-${String(random.int(0, 999)).padStart(3, '0')}-${String(random.int(0, 999)).padStart(3, '0')}-${String(random.int(11, 91))}`;
}

/** The boards and modules a technician orders for each support group. */
function serviceParts(group: SupportGroup, product: BuiltProduct, random: Random): Attributes {
  const series = product.line.series;
  const board = (key: ModelDetailKey, prefix = ''): { key: ModelDetailKey; value: string } => ({ key, value: `${prefix}${partNumber(random)}` });
  switch (group) {
    case 'display': {
      const size = /(\d{2,3})/.exec(product.record.modelNumber)?.[1] ?? '55';
      return [
        { key: 'chassis', value: `${series}-C${random.int(1, 4)}` },
        board('mainBoard'),
        board('powerBoard'),
        { key: 'panel', value: `AUP${size}${series.replace(/[^A-Z0-9]/gi, '').slice(-3).toUpperCase()}-${String(random.int(1, 12)).padStart(2, '0')}` },
        { key: 'remote', value: `RMT-A${random.int(400, 699)}` },
      ];
    }
    case 'audio':
      return [board('mainBoard'), board('amplifierBoard'), board('powerBoard'), { key: 'remote', value: `RMT-S${random.int(100, 399)}` }];
    case 'headphones':
      return [board('mainBoard'), { key: 'battery', value: `LIP-${random.int(300, 899)}H` }];
    case 'camera':
      return [board('mainBoard'), { key: 'sensor', value: `SU-${random.int(10, 99)}${series.slice(-2).toUpperCase()}` }, { key: 'battery', value: `NP-AW${random.int(50, 99)}` }];
    case 'mobile':
      return [board('mainBoard'), { key: 'display', value: `DSP-${random.int(600, 699)}-${random.int(10, 99)}` }, { key: 'battery', value: `LIP-${random.int(3000, 5000)}M` }];
    case 'gaming':
      return [board('mainBoard'), board('powerBoard'), { key: 'drive', value: `BDD-${random.int(100, 999)}` }];
    case 'computer':
      return [board('mainBoard'), { key: 'battery', value: `LIP-${random.int(50, 99)}WH` }, { key: 'powerAdapter', value: `ACA-${random.pick([45, 65, 90, 140])}W` }];
    case 'home':
      return [board('mainBoard'), { key: 'battery', value: `LIP-${random.int(2000, 5200)}R` }, { key: 'powerAdapter', value: `ACA-${random.pick([24, 36, 48])}W` }];
  }
}

function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

interface Variant {
  code: string;
  colour: string;
  letter: string;
}

function row(product: BuiltProduct, region: ModelRegion, variant: Variant, attributes: Attributes, updated: string, destination: string): DatasetContent {
  const familyId = `md-${product.record.name}-${region.toLowerCase()}-${variant.letter.toLowerCase()}`;
  const values = attributes.map((a) => a.value);
  return {
    id: `${familyId}:en_GB`,
    familyId,
    contentType: MODEL_DETAIL_TYPE,
    locale: 'en_GB',
    language: 'en',
    title: `${variant.code} (${variant.colour})`,
    summary: `${product.record.modelNumber} sold as ${variant.code} in ${destination}.`,
    body: `Service data of ${variant.code}: ${values.join(', ')}.`,
    published: updated,
    channel: product.leaf.channel ?? 'con',
    accessLevel: ASC_ACCESS_LEVEL,
    popularity: product.record.popularity,
    fileId: null,
    attrs: { region, modelName: variant.code, attributes },
    productNames: [product.record.name],
    categoryNames: [],
    facets: [['region', region]],
    keywords: [variant.code],
  };
}

/**
 * Model details of every product (docs/behaviour.md §3: global and regional groups): the global sales models
 * (base colour, and a second finish for some), and per sales region the regional model codes with
 * destination, production start and first serial number. Part numbers are stable per product.
 */
export function buildModelDetails(products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const product of products) {
    const random = createRandom(`model-details:${product.record.name}`);
    const { record } = product;
    const colour = record.colour || 'Black';
    const variants: Variant[] = [{ code: record.modelNumber, colour, letter: colour[0] ?? 'B' }];
    const second = SECOND_FINISH[colour];
    if (second && random.chance(0.4)) variants.push({ code: `${record.modelNumber}/${second[0]}`, colour: second, letter: second[0] });
    const parts = serviceParts(product.group, product, random);
    const productionStart = monthsBefore(record.releaseDate, random.int(1, 3));
    const firmware = `v${random.int(1, 3)}.${random.int(0, 9)}.${random.int(100, 499)}`;
    const updated = monthsBefore(record.releaseDate, -random.int(2, 14));
    for (const variant of variants) {
      rows.push(
        row(product, 'global', variant, [
          { key: 'salesModel', value: variant.code },
          { key: 'colour', value: variant.colour },
          { key: 'productionStart', value: productionStart },
          { key: 'firmwareBaseline', value: firmware },
          ...parts,
        ], updated, 'all regions'),
      );
      const compact = record.modelNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      for (const { region, suffix, destination } of REGIONS) {
        const code = `${compact}${variant.letter}${suffix}`;
        rows.push(
          row(product, region, { ...variant, code }, [
            { key: 'salesModel', value: code },
            { key: 'colour', value: variant.colour },
            { key: 'destination', value: destination },
            { key: 'productionStart', value: monthsBefore(productionStart, -random.int(0, 2)) },
            { key: 'serialFrom', value: String(random.int(1, 9) * 1_000_000 + random.int(0, 99_999)).padStart(7, '0') },
            { key: 'firmwareBaseline', value: firmware },
          ], updated, destination),
        );
      }
    }
  }
  return rows;
}
