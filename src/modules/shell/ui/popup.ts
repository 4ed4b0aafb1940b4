import { POPUP_HEIGHT, POPUP_WIDTH } from '../../../shared/constants';

export interface ScreenBox {
  /** The browser window's position and outer size on the screen. */
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/**
 * docs/behaviour.md §9: a popup of 700 x 550 CSS pixels, centred on the browser window that opened it (not on the
 * primary screen, which may be another monitor). Never placed above or left of the screen's origin.
 */
export function popupFeatures(box: ScreenBox, width = POPUP_WIDTH, height = POPUP_HEIGHT): string {
  const left = Math.max(0, Math.round(box.screenX + (box.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(box.screenY + (box.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** Below this width a popup would cover the whole screen anyway: the link opens as a normal page. */
export const POPUP_MIN_VIEWPORT = POPUP_WIDTH + 40;

/**
 * Opens `url` in a centred popup. Returns false when no popup was opened (small screen, or blocked
 * by the browser), so the caller lets the link do its normal navigation instead.
 */
export function openPopup(url: string, name: string, win: Window = window): boolean {
  if (win.innerWidth < POPUP_MIN_VIEWPORT) return false;
  // Not 'noopener' in the features: the browser would then return null and we could not tell a
  // blocked popup from an opened one. The opener link is cut right after instead.
  const popup = win.open(url, name, popupFeatures(win));
  if (!popup) return false;
  popup.opener = null;
  return true;
}
