import {
  articleUrl,
  categoryUrl,
  downloadUrl,
  isNonRelativeLink,
  productUrl,
  repairDocumentUrl,
  resultsUrl,
  softwareUrl,
  supportPath,
} from '../links';

describe('supportPath', () => {
  it('adds the language prefix for every locale but the default one', () => {
    expect(supportPath('en_GB')).toBe('/electronics/support');
    expect(supportPath('de_DE')).toBe('/de/electronics/support');
    expect(supportPath('fr_FR', 'tv', 'kd-55x89j')).toBe('/fr/electronics/support/tv/kd-55x89j');
  });

  it('encodes each segment on its own', () => {
    expect(supportPath('en_GB', 'a b/c', 'é?#%')).toBe('/electronics/support/a%20b%2Fc/%C3%A9%3F%23%25');
  });

  it('skips undefined and empty segments', () => {
    expect(supportPath('en_GB', undefined, 'tv', '', 'manuals')).toBe('/electronics/support/tv/manuals');
  });

  it('does not throw on a lone surrogate', () => {
    expect(supportPath('en_GB', 'a\uD800')).toBe('/electronics/support/a%EF%BF%BD');
  });
});

describe('category and product links', () => {
  it.each([
    [categoryUrl('en_GB', 'tv'), '/electronics/support/tv'],
    [categoryUrl('de_DE', 'tv', 'faqs'), '/de/electronics/support/tv/faqs'],
    [productUrl('en_GB', 'tv', 'KD-55X89J'), '/electronics/support/tv/KD-55X89J'],
    [productUrl('fr_FR', 'tv', 'kd', 'specifications'), '/fr/electronics/support/tv/kd/specifications'],
    [productUrl('en_GB', 'tv', 'kd', 'model-details'), '/electronics/support/tv/kd/model-details'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('resultsUrl', () => {
  it.each([
    [{ query: 'no sound' }, '/electronics/support/results?query=no%20sound'],
    [{ query: 'hdmi', type: 'manuals' as const }, '/electronics/support/manuals/results?query=hdmi'],
    [{ query: 'x', categoryName: 'tv' }, '/electronics/support/tv/results?query=x'],
    [{ query: 'x', categoryName: 'tv', type: 'downloads' as const }, '/electronics/support/tv/downloads/results?query=x'],
    [{ query: 'x', categoryName: 'tv', productName: 'kd', type: 'model-details' as const }, '/electronics/support/tv/kd/model-details/results?query=x'],
    [{ query: ' a&b=c ', categoryName: 'tv', productName: 'kd', type: 'none' as const }, '/electronics/support/tv/kd/results?query=a%26b%3Dc'],
  ])('uses the /results sub-path when there is query text (%o)', (target, expected) => {
    expect(resultsUrl('en_GB', target)).toBe(expected);
  });

  it.each([
    [{ query: '' }, '/electronics/support'],
    [{ query: '   ', type: 'faqs' as const }, '/electronics/support/faqs'],
    [{ query: '', categoryName: 'tv', type: 'repair-documents' as const }, '/electronics/support/tv/repair-documents'],
    [{ query: '', categoryName: 'tv', productName: 'kd', type: 'model-details' as const }, '/electronics/support/tv/kd/model-details'],
  ])('falls back to the plain scope page without query text (%o)', (target, expected) => {
    expect(resultsUrl('en_GB', target)).toBe(expected);
  });

  it('drops what the scope cannot hold: model-details outside a product, a product without category', () => {
    expect(resultsUrl('de_DE', { query: 'x', categoryName: 'tv', type: 'model-details' })).toBe('/de/electronics/support/tv/results?query=x');
    expect(resultsUrl('en_GB', { query: 'x', productName: 'kd' })).toBe('/electronics/support/results?query=x');
  });
});

describe('detail links', () => {
  it.each([
    [downloadUrl('en_GB', 'dl-1'), '/electronics/support/downloads/dl-1'],
    [downloadUrl('en_GB', 'dl-1', { categoryName: 'tv' }), '/electronics/support/tv/downloads/dl-1'],
    [downloadUrl('de_DE', 'dl-1', { categoryName: 'tv', productName: 'kd' }), '/de/electronics/support/tv/kd/downloads/dl-1'],
    [softwareUrl('en_GB', '123'), '/electronics/support/software/123'],
    [softwareUrl('en_GB', '123', { channel: 'pro' }), '/electronics/support/software/pro/123'],
    [softwareUrl('fr_FR', '123', { categoryName: 'tv', productName: 'kd', channel: 'mobile' }), '/fr/electronics/support/tv/kd/software/mobile/123'],
    [articleUrl('en_GB', 'a-9', { categoryName: 'tv' }), '/electronics/support/tv/articles/a-9'],
    [articleUrl('en_GB', 'a-9', { categoryName: 'tv', channel: 'con' }), '/electronics/support/tv/articles/con/a-9'],
    [repairDocumentUrl('en_GB', 'cf-1'), '/electronics/support/repair-documents/cf-1'],
    [repairDocumentUrl('de_DE', 'cf-1', { categoryName: 'tv', productName: 'kd', channel: 'pro' }), '/de/electronics/support/tv/kd/repair-documents/pro/cf-1'],
    [downloadUrl('en_GB', 'dl-1', { productName: 'kd' }), '/electronics/support/downloads/dl-1'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isNonRelativeLink', () => {
  it.each(['http://example.com', 'https://example.com/a', 'HTTPS://EXAMPLE.COM', '//cdn.example.com/x.pdf', 'manual:abc123', 'MANUAL:abc'])(
    '%s is not a site path',
    (href) => {
      expect(isNonRelativeLink(href)).toBe(true);
    },
  );

  it.each(['/electronics/support/tv', 'tv/manuals', '', '#top', '?query=x', 'mailto:help@example.com', ' http://x', '/manual:x'])(
    '"%s" is a site path',
    (href) => {
      expect(isNonRelativeLink(href)).toBe(false);
    },
  );
});

describe('unknown locales', () => {
  it('link to the default locale', () => {
    expect(supportPath('xx_YY', 'tv')).toBe('/electronics/support/tv');
    expect(productUrl('', 'tv', 'kd')).toBe('/electronics/support/tv/kd');
  });
});

describe('path segments', () => {
  it('are encoded as encodeURIComponent encodes them, whether or not they need it', () => {
    const segments = ['at-65z9m', 'A_b.c', "x'y(z)*!~", 'a b', 'ä', '%41', 'a/b', 'a?b#c', '€uro', '\uD800x', 'x\uDC00'];
    for (const segment of segments) {
      const expected = `/electronics/support/${encodeURIComponent(segment.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))}`;
      expect(supportPath('en_GB', segment)).toBe(expected);
    }
    expect(supportPath('en_GB', undefined, '', 'tv', undefined, 'manuals')).toBe('/electronics/support/tv/manuals');
  });
});
