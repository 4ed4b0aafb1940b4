import { popupFeatures, openPopup } from '../popup';

describe('popup window (docs/behaviour.md §9: 700 x 550, centred)', () => {
  it('is 700 by 550 and centred on the window that opens it', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1500, outerHeight: 950 })).toBe(
      'popup=yes,width=700,height=550,left=500,top=250',
    );
  });

  it('centres on a window on a second monitor', () => {
    expect(popupFeatures({ screenX: 1920, screenY: 0, outerWidth: 1920, outerHeight: 1080 })).toContain('left=2530,top=265');
  });

  it('never places the popup off the top or left edge of the screen', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 600, outerHeight: 400 })).toContain('left=0,top=0');
  });

  function fakeWindow(innerWidth: number, opened: { opener: unknown } | null) {
    const calls: unknown[][] = [];
    const win = {
      innerWidth,
      screenX: 0,
      screenY: 0,
      outerWidth: 1400,
      outerHeight: 900,
      open: (...args: unknown[]) => {
        calls.push(args);
        return opened;
      },
    } as unknown as Window;
    return { win, calls };
  }

  it('opens the popup and cuts its link back to the page', () => {
    const popup = { opener: 'the page' as unknown };
    const { win, calls } = fakeWindow(1280, popup);
    expect(openPopup('/api/content/support/files/abc/licence.html', 'licence', win)).toBe(true);
    expect(calls[0]).toEqual(['/api/content/support/files/abc/licence.html', 'licence', 'popup=yes,width=700,height=550,left=350,top=175']);
    expect(popup.opener).toBeNull();
  });

  it('lets the link navigate normally on a phone or when the browser blocks the popup', () => {
    expect(openPopup('/x', 'x', fakeWindow(390, { opener: null }).win)).toBe(false);
    expect(openPopup('/x', 'x', fakeWindow(1280, null).win)).toBe(false);
  });
});
