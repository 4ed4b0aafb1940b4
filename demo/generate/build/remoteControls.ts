import { REMOTE_CONTROL_TYPE, remoteFamilyId } from '../../../src/shared/content/catalogueContentTypes';
import type { RemoteDevice } from '../../../src/shared/content/remoteControlTypes';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import type { T3 } from '../catalogue/kinds';
import {
  DEVICE_BRANDS,
  DEVICE_CODE_BASE,
  DEVICE_NAMES,
  REMOTE_CONTROLS,
  instructionsHtml,
  type RemoteDefinition,
} from '../text/remoteControls';
import { safeFileName } from '../files';
import { createRandom } from '../random';
import { remoteIllustration } from '../render/remoteIllustration';
import { LOCALE_OF_LANGUAGE, type BuildContext, type BuiltProduct } from './context';
import { productSlug } from './catalogue';


/**
 * A brand's codes in a code book: one to four codes, stable for the code family, device and brand,
 * inside the device's code range (three-digit books use the last three digits).
 */
function brandCodes(remote: RemoteDefinition, device: RemoteDevice['type'], brand: string): string[] {
  const random = createRandom(`codes:${remote.codeFamily}:${device}:${brand}`);
  const count = random.int(1, 4);
  const codes = new Set<string>();
  while (codes.size < count) {
    if (remote.codeDigits === 3) codes.add(String(random.int(1, 999)).padStart(3, '0'));
    else codes.add(String(DEVICE_CODE_BASE[device] + random.int(0, 499)).padStart(4, '0'));
  }
  return [...codes];
}

function devicesOf(remote: RemoteDefinition, lang: keyof T3): RemoteDevice[] {
  return remote.devices.map(({ type, button }) => ({
    type,
    name: DEVICE_NAMES[type][lang],
    button,
    brands: DEVICE_BRANDS[type]
      .slice(0, remote.brandsPerDevice)
      .map((name) => ({ name, codes: brandCodes(remote, type, name) })),
  }));
}

export function buildRemoteControls(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const rows: DatasetContent[] = [];
  for (const remote of REMOTE_CONTROLS) {
    const slug = productSlug(remote.modelName);
    const image = ctx.files.add(
      `${safeFileName(remote.modelName)}.svg`,
      'image/svg+xml',
      'inline',
      Buffer.from(remoteIllustration(remote.style, remote.name.en)),
    );
    const supplied = products.filter(
      (p) => remote.suppliedWithSeries.includes(p.line.series) && ['tv', 'receiver', 'soundbar'].includes(p.kind),
    );
    const suppliedWith = supplied.map((p) => p.record.modelNumber);
    const hasInformation = remote.instructions !== 'none';
    for (const lang of ['en', 'de', 'fr'] as const) {
      const devices = devicesOf(remote, lang);
      const locale = LOCALE_OF_LANGUAGE[lang];
      rows.push({
        id: `${remoteFamilyId(slug)}:${locale}`,
        familyId: remoteFamilyId(slug),
        contentType: REMOTE_CONTROL_TYPE,
        locale,
        language: lang,
        title: remote.name[lang],
        summary: remote.description[lang],
        body: `${remote.description[lang]} ${devices.map((d) => d.name).join(' ')}`,
        published: '2023-01-10',
        channel: 'con',
        accessLevel: 'public',
        popularity: remote.popularity,
        fileId: image.id,
        attrs: {
          slug,
          modelName: remote.modelName,
          isProgrammable: remote.isProgrammable,
          hasInformation,
          instructionsHtml: instructionsHtml(
            remote.instructions,
            lang,
            remote.devices.map((d) => d.button),
          ),
          devices,
          suppliedWith,
        },
        productNames: supplied.map((p) => p.record.name),
        categoryNames: [],
        facets: [],
        keywords: [remote.modelName],
      });
    }
  }
  return rows;
}
