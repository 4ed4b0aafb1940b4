import { SERIAL_LIST_TYPE, serialListFamilyId } from '../../../src/shared/content/catalogueContentTypes';
import type { SerialNumberFormat } from '../../../src/shared/content/serialNumberCheckerTypes';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import type { T3 } from '../catalogue/kinds';
import { SERIAL_LISTS, type SerialListDefinition, type SerialListText } from '../text/serialNumberLists';
import { LOCALE_OF_LANGUAGE, type BuiltProduct } from './context';


type Lang = keyof T3;

const HEADINGS: Record<Lang, { about: string; products: string; action: string }> = {
  en: { about: 'What is happening?', products: 'Which products are included?', action: 'What should I do?' },
  de: { about: 'Was ist passiert?', products: 'Welche Produkte sind betroffen?', action: 'Was muss ich tun?' },
  fr: { about: 'Que se passe-t-il ?', products: 'Quels produits sont concernés ?', action: 'Que dois-je faire ?' },
};

function lengthText(lang: Lang, format: SerialNumberFormat): string {
  const n =
    format.minLength === format.maxLength ? String(format.minLength) : `${format.minLength}–${format.maxLength}`;
  const digits = format.charset === 'digits';
  if (lang === 'de') return digits ? `${n} Ziffern` : `${n} Buchstaben und Ziffern`;
  if (lang === 'fr') return digits ? `${n} chiffres` : `${n} lettres et chiffres`;
  return digits ? `${n} digits` : `${n} letters and digits`;
}

/** The answer for a serial number that cannot be one of the list's: says what a valid one looks like. */
function invalidOutcome(
  lang: Lang,
  list: SerialListDefinition,
  text: SerialListText,
): { title: string; message: string } {
  const length = lengthText(lang, list.format);
  if (lang === 'de') {
    return {
      title: 'Diese Seriennummer können wir nicht prüfen',
      message: `Seriennummern in diesem Programm haben ${length}. ${text.serialNumberHint} Prüfen Sie die Nummer und versuchen Sie es erneut.`,
    };
  }
  if (lang === 'fr') {
    return {
      title: 'Nous ne pouvons pas vérifier ce numéro de série',
      message: `Les numéros de série de ce programme comportent ${length}. ${text.serialNumberHint} Vérifiez le numéro et réessayez.`,
    };
  }
  return {
    title: 'We couldn’t check this serial number',
    message: `Serial numbers in this programme have ${length}. ${text.serialNumberHint} Check the number and try again.`,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

function mainHtml(lang: Lang, text: SerialListText, models: Array<{ modelName: string; displayName: string }>): string {
  const h = HEADINGS[lang];
  return [
    `<h2>${escape(h.about)}</h2>`,
    ...text.about.map((p) => `<p>${escape(p)}</p>`),
    `<h2>${escape(h.products)}</h2>`,
    `<ul>${models.map((m) => `<li><strong>${escape(m.modelName)}</strong> – ${escape(m.displayName)}</li>`).join('')}</ul>`,
    `<h2>${escape(h.action)}</h2>`,
    ...text.action.map((p) => `<p>${escape(p)}</p>`),
  ].join('');
}

function faqHtml(text: SerialListText): string {
  return text.faq.map(([q, a]) => `<h3>${escape(q)}</h3><p>${escape(a)}</p>`).join('');
}

/** One content row per list and language; the list's rules travel in attrs on every row. */
export function buildSerialNumberLists(products: BuiltProduct[]): DatasetContent[] {
  const byModel = new Map(products.map((p) => [p.record.modelNumber, p]));
  const rows: DatasetContent[] = [];
  for (const list of SERIAL_LISTS) {
    const productNames = list.models.flatMap((m) => {
      const product = byModel.get(m.modelName);
      return product ? [product.record.name] : [];
    });
    for (const lang of ['en', 'de', 'fr'] as const) {
      const text = list[lang];
      const models = list.models.map((m) => ({
        modelName: m.modelName,
        displayName: byModel.get(m.modelName)?.names[lang] ?? m.modelName,
        secondaryModels: m.secondaryModels,
        parts: m.parts,
      }));
      const locale = LOCALE_OF_LANGUAGE[lang];
      rows.push({
        id: `${serialListFamilyId(list.listId)}:${locale}`,
        familyId: serialListFamilyId(list.listId),
        contentType: SERIAL_LIST_TYPE,
        locale,
        language: lang,
        title: text.title,
        summary: text.intro,
        body: [...text.about, ...text.action, ...text.faq.flat()].join(' '),
        published: list.published,
        channel: 'con',
        accessLevel: 'public',
        popularity: list.popularity,
        fileId: null,
        attrs: {
          listId: list.listId,
          updated: list.updated,
          format: list.format,
          referencePrefix: list.referencePrefix,
          models,
          ranges: list.ranges,
          mainHtml: mainHtml(lang, text, models),
          faqHtml: faqHtml(text),
          partNumberLabel: text.partNumberLabel,
          partNumberHint: text.partNumberHint,
          serialNumberHint: text.serialNumberHint,
          outcomes: {
            affected: text.affected,
            notAffected: text.notAffected,
            invalid: invalidOutcome(lang, list, text),
          },
        },
        productNames,
        categoryNames: [],
        facets: [],
        keywords: list.models.map((m) => m.modelName),
      });
    }
  }
  return rows;
}
