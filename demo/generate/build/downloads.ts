import type { DatasetContent, DatasetFile } from '../../../src/server/content/Dataset';
import type { T3 } from '../catalogue/kinds';
import { LICENCES } from '../text/licences';
import {
  FIRMWARE_NOTES,
  OPERATING_SYSTEMS,
  PLATFORM_LABEL,
  PLATFORM_OS,
  SOFTWARE,
  type DownloadCategory,
  type SoftwareDefinition,
} from '../text/softwareCatalogue';
import { safeFileName } from '../files';
import { createRandom, type Random } from '../random';
import { escapeXml } from '../render/illustrations';
import { createZip } from '../render/zip';
import { ID_RANGE, SITE_LOCALES, type BuildContext, type BuiltProduct } from './context';

const INSTALL_FIRMWARE: T3 = {
  en: 'Download the file and unzip it. Copy the .bin file to the root folder of a FAT32-formatted USB drive or memory card. Insert it into the product, open Settings > System > Software update > Update from USB and wait until the product restarts.',
  de: 'Laden Sie die Datei herunter und entpacken Sie sie. Kopieren Sie die .bin-Datei in das Hauptverzeichnis eines FAT32-formatierten USB-Sticks oder einer Speicherkarte. Stecken Sie den Datenträger ein, öffnen Sie Einstellungen > System > Software-Update > Update von USB und warten Sie, bis das Produkt neu startet.',
  fr: 'Téléchargez le fichier et décompressez-le. Copiez le fichier .bin à la racine d’une clé USB ou d’une carte mémoire formatée en FAT32. Insérez-la dans le produit, ouvrez Paramètres > Système > Mise à jour logicielle > Mise à jour depuis USB et attendez le redémarrage.',
};

const INSTALL_SOFTWARE: T3 = {
  en: 'Download the file, unzip it and run the installer. Accept the licence agreement and follow the on-screen instructions. Restart the computer if you are asked to.',
  de: 'Laden Sie die Datei herunter, entpacken Sie sie und starten Sie das Installationsprogramm. Akzeptieren Sie die Lizenzvereinbarung und folgen Sie den Anweisungen auf dem Bildschirm. Starten Sie den Computer neu, falls Sie dazu aufgefordert werden.',
  fr: 'Téléchargez le fichier, décompressez-le et lancez le programme d’installation. Acceptez le contrat de licence et suivez les instructions à l’écran. Redémarrez l’ordinateur si cela vous est demandé.',
};

function licenceFiles(ctx: BuildContext): Record<'firmware' | 'software', Record<keyof T3, DatasetFile>> {
  const result = {} as Record<'firmware' | 'software', Record<keyof T3, DatasetFile>>;
  for (const licence of LICENCES) {
    const byLang = {} as Record<keyof T3, DatasetFile>;
    for (const { lang } of SITE_LOCALES) {
      const html =
        `<h2>${escapeXml(licence.title[lang])}</h2>` +
        licence.paragraphs[lang].map((p) => `<p>${escapeXml(p)}</p>`).join('');
      byLang[lang] = ctx.files.add(
        `${licence.key}-licence-${lang}.html`,
        'text/html; charset=utf-8',
        'inline',
        Buffer.from(html, 'utf8'),
      );
    }
    result[licence.key] = byLang;
  }
  return result;
}

function payload(random: Random, header: string, min: number, max: number): Buffer {
  return Buffer.concat([Buffer.from(`${header}\n`, 'latin1'), random.bytes(random.int(min, max))]);
}

function isoBetween(random: Random, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Math.max(start, Date.parse(`${to}T00:00:00Z`));
  return new Date(start + Math.floor(random.next() * (end - start))).toISOString().slice(0, 10);
}

interface DownloadSpec {
  familyId: string;
  contentType: 'download' | 'software';
  category: DownloadCategory;
  titles: T3;
  summaries: T3;
  notes: T3;
  install: T3;
  version: string;
  date: string;
  operatingSystems: string[];
  file: DatasetFile;
  licence: 'firmware' | 'software';
  productNames: string[];
  keywords: string[];
  popularity: number;
  channel: string;
}

function rows(spec: DownloadSpec, licences: ReturnType<typeof licenceFiles>): DatasetContent[] {
  return SITE_LOCALES.map(({ locale, lang }) => ({
    id: `${spec.familyId}:${locale}`,
    familyId: spec.familyId,
    contentType: spec.contentType,
    locale,
    language: lang,
    title: spec.titles[lang],
    summary: spec.summaries[lang],
    body: `${spec.summaries[lang]} ${spec.notes[lang]} ${spec.install[lang]}`,
    published: spec.date,
    channel: spec.channel,
    accessLevel: 'public',
    popularity: spec.popularity,
    fileId: spec.file.id,
    attrs: {
      version: spec.version,
      releaseNotes: spec.notes[lang],
      installation: spec.install[lang],
      fileName: spec.file.name,
      fileSize: spec.file.bytes.length,
      sha256: spec.file.sha256,
      mediaType: spec.file.mediaType,
      operatingSystems: spec.operatingSystems,
      downloadCategory: spec.category,
      eulaFileId: licences[spec.licence][lang].id,
      eulaFileName: licences[spec.licence][lang].name,
    },
    productNames: spec.productNames,
    categoryNames: [],
    facets: [
      ...spec.operatingSystems.map((os): [string, string] => ['operatingSystem', os]),
      ['downloadCategory', spec.category],
    ],
    keywords: spec.keywords,
  }));
}

function firmwareVersion(product: BuiltProduct, random: Random): string {
  // The X89J/X90K HDMI notice names this version; the matching firmware must carry it.
  if (product.kind === 'tv' && ['X89J', 'X90K'].includes(product.line.series)) return '6.7.412';
  if (product.kind === 'earbuds' && product.line.series === '1000X') return '2.0.3';
  return `${random.int(1, 8)}.${random.int(0, 9)}.${random.int(10, 999)}`;
}

export function buildDownloads(ctx: BuildContext, products: BuiltProduct[]): DatasetContent[] {
  const licences = licenceFiles(ctx);
  const out: DatasetContent[] = [];

  for (const product of products) {
    if (product.leaf.name === 'wired-headphones') continue;
    const { record } = product;
    const random = createRandom(`firmware:${record.name}`);
    const version = firmwareVersion(product, random);
    const date = isoBetween(random, record.releaseDate, '2024-06-28');
    const note = random.pick([...FIRMWARE_NOTES.general, ...(FIRMWARE_NOTES.byKind[product.kind] ?? [])]);
    const binName = `${safeFileName(record.modelNumber)}_v${version}.bin`;
    const readme = `${record.modelNumber} firmware ${version}\r\n\r\n${note.en}\r\n\r\nInstallation:\r\n${INSTALL_FIRMWARE.en}\r\n`;
    const licenceText = LICENCES[0].paragraphs.en.join('\r\n\r\n');
    const zip = createZip(
      [
        { name: 'README.txt', data: Buffer.from(readme, 'utf8') },
        { name: 'LICENSE.txt', data: Buffer.from(licenceText, 'utf8') },
        { name: binName, data: payload(random, `AURORA-FW ${record.modelNumber} ${version}`, 8_000, 28_000) },
      ],
      date,
    );
    const file = ctx.files.add(
      `${safeFileName(record.modelNumber)}_Firmware_v${version}.zip`,
      'application/zip',
      'attachment',
      zip,
    );
    out.push(
      ...rows(
        {
          familyId: ctx.ids.allocate(ID_RANGE.download),
          contentType: 'download',
          category: 'Firmware',
          titles: {
            en: `Firmware update v${version} for ${record.modelNumber}`,
            de: `Firmware-Update v${version} für ${record.modelNumber}`,
            fr: `Mise à jour du micrologiciel v${version} pour ${record.modelNumber}`,
          },
          summaries: {
            en: `Latest firmware for the ${product.names.en}.`,
            de: `Aktuelle Firmware für ${product.names.de}.`,
            fr: `Dernier micrologiciel pour ${product.names.fr}.`,
          },
          notes: note,
          install: INSTALL_FIRMWARE,
          version,
          date,
          operatingSystems: [OPERATING_SYSTEMS.device],
          file,
          licence: 'firmware',
          productNames: [record.name],
          keywords: [record.modelNumber],
          popularity: record.popularity,
          channel: product.leaf.channel ?? 'con',
        },
        licences,
      ),
    );
  }

  for (const software of SOFTWARE) {
    const applies = products.filter((p) => appliesTo(software, p));
    if (applies.length === 0) continue;
    for (const variant of software.variants) {
      const random = createRandom(`software:${software.key}:${variant.platform}`);
      const base = `${safeFileName(software.name.replace(/\s+/g, ''))}_${variant.version}_${variant.platform}`;
      const readme = `${software.name} ${variant.version} ${PLATFORM_LABEL[variant.platform].en}\r\n\r\n${software.notes.en}\r\n\r\nInstallation:\r\n${INSTALL_SOFTWARE.en}\r\n`;
      const zip = createZip(
        [
          { name: 'README.txt', data: Buffer.from(readme, 'utf8') },
          { name: 'LICENSE.txt', data: Buffer.from(LICENCES[1].paragraphs.en.join('\r\n\r\n'), 'utf8') },
          {
            name: `${base}.bin`,
            data: payload(random, `AURORA-SW ${software.name} ${variant.version} ${variant.platform}`, 16_000, 40_000),
          },
        ],
        variant.date,
      );
      const file = ctx.files.add(`${base}.zip`, 'application/zip', 'attachment', zip);
      const label = PLATFORM_LABEL[variant.platform];
      out.push(
        ...rows(
          {
            familyId: ctx.ids.allocate(ID_RANGE.download),
            contentType: software.category === 'Drivers' || software.category === 'Firmware' ? 'download' : 'software',
            category: software.category,
            titles: {
              en: `${software.name} ${variant.version} ${label.en}`,
              de: `${software.name} ${variant.version} ${label.de}`,
              fr: `${software.name} ${variant.version} ${label.fr}`,
            },
            summaries: software.description,
            notes: software.notes,
            install: INSTALL_SOFTWARE,
            version: variant.version,
            date: variant.date,
            operatingSystems: PLATFORM_OS[variant.platform],
            file,
            licence: 'software',
            productNames: applies.map((p) => p.record.name),
            keywords: [software.name],
            popularity: 60,
            channel: 'con',
          },
          licences,
        ),
      );
    }
  }
  return out;
}

function appliesTo(software: SoftwareDefinition, product: BuiltProduct): boolean {
  if (software.categories) return software.categories.includes(product.leaf.name);
  if (software.kinds && !software.kinds.includes(product.kind)) return false;
  return software.groups.includes(product.group) || Boolean(software.kinds?.includes(product.kind));
}
