import { PORTAL_CONTENT_TYPE } from '../../../src/shared/content/ascTypes';
import { PORTAL_LINKS_FAMILY } from '../../../src/server/content/store/RestrictedContentStore';
import type { DatasetContent } from '../../../src/server/content/Dataset';
import { PORTAL_LINKS } from '../text/portalContentText';
import { LOCALE_OF_LANGUAGE, SITE_LOCALES } from './context';
import { ASC_ACCESS_LEVEL } from './newsForAsc';


const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The quick links as HTML, one row per site language (served after sanitising). */
export function buildPortalContent(): DatasetContent[] {
  return SITE_LOCALES.map(({ lang }) => {
    const text = PORTAL_LINKS[lang];
    const html = [
      `<h2>${escape(text.title)}</h2>`,
      `<p>${escape(text.intro)}</p>`,
      '<ul>',
      ...text.links.map((l) => `<li><a href="${escape(l.href)}">${escape(l.label)}</a> – ${escape(l.note)}</li>`),
      '</ul>',
      `<p>${escape(text.hotline)}</p>`,
    ].join('');
    return {
      id: `${PORTAL_LINKS_FAMILY}:${LOCALE_OF_LANGUAGE[lang]}`,
      familyId: PORTAL_LINKS_FAMILY,
      contentType: PORTAL_CONTENT_TYPE,
      locale: LOCALE_OF_LANGUAGE[lang],
      language: lang,
      title: text.title,
      summary: text.intro,
      body: [text.intro, ...text.links.map((l) => `${l.label}: ${l.note}`), text.hotline].join(' '),
      published: '2024-01-08',
      channel: 'con',
      accessLevel: ASC_ACCESS_LEVEL,
      popularity: 0,
      fileId: null,
      attrs: { html },
      productNames: [],
      categoryNames: [],
      facets: [],
      keywords: [],
    };
  });
}
