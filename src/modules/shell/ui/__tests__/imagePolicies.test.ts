import { IMAGE_SIZES } from '../../../../shared/constants';
import { IMAGE_POLICIES, sizesOf, srcSetOf } from '../imagePolicies';

describe('image size policies (docs/behaviour.md §9)', () => {
  it('use the spec’s sizes per device', () => {
    expect(IMAGE_POLICIES.searchModel).toEqual({ phone: [180, 180], tablet: [140, 140], desktop: [180, 180] });
    expect(IMAGE_POLICIES.modelResult.desktop).toEqual([70, 70]);
    expect(IMAGE_POLICIES.organicResult.desktop).toEqual(IMAGE_SIZES.organicResult.desktop);
    expect(IMAGE_POLICIES.bestMatch.desktop).toEqual([70, 70]);
    expect(IMAGE_POLICIES.newsAndAlerts).toMatchObject({ phone: [100, 66], desktop: [100, 90] });
    expect(IMAGE_POLICIES.compatibility).toMatchObject({ phone: [70, 70], desktop: [100, 100] });
  });

  it('tell the browser the rendered width per breakpoint', () => {
    expect(sizesOf(IMAGE_POLICIES.searchModel)).toBe('(min-width: 1024px) 180px, (min-width: 768px) 140px, 180px');
    expect(sizesOf(IMAGE_POLICIES.compatibility)).toBe('(min-width: 1024px) 100px, (min-width: 768px) 100px, 70px');
  });

  it('offer each rendered width at 1x and 2x for raster images', () => {
    const urlFor = (src: string, w: number) => `${src}?w=${w}`;
    expect(srcSetOf('/img/tv.jpg', IMAGE_POLICIES.searchModel, urlFor)).toBe(
      '/img/tv.jpg?w=140 140w, /img/tv.jpg?w=180 180w, /img/tv.jpg?w=280 280w, /img/tv.jpg?w=360 360w',
    );
  });

  it('offer a vector image once, at the largest width, since one file serves every density', () => {
    expect(srcSetOf('/api/content/support/files/abc/tv.svg', IMAGE_POLICIES.modelResult)).toBe('/api/content/support/files/abc/tv.svg 140w');
  });
});
