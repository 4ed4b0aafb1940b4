import type { RemoteControlCodes } from '../../shared/content/remoteControlTypes';
import type { PageState } from '../../store/pageSlice';
import { NOTHING_SELECTED } from '../../store/remoteProgrammingSlice';
import { queryValue } from '../shell/ui/queryLinks';

/** The remote's model from the route (/remote-control-programming/models/{productName}). */
export const remoteNameOf = (page: PageState): string | undefined => page.params.productName || undefined;

/** The address's device type and brand name: what the form sends without JavaScript, and a shared link names. */
export const DEVICE_PARAM = 'device';
export const BRAND_PARAM = 'brand';

/**
 * The device and brand an address names, as indexes into the remote's data; NOTHING_SELECTED for one it does not
 * name or the remote does not know (an edited link): the page then asks for it, as on a first visit.
 */
export function choiceOf(page: PageState, data: RemoteControlCodes): { device: number; brand: number } {
  const device = data.devices.findIndex((d) => d.type === queryValue(page.query, DEVICE_PARAM));
  if (device < 0) return { device: NOTHING_SELECTED, brand: NOTHING_SELECTED };
  const brand = data.devices[device].brands.findIndex((b) => b.name === queryValue(page.query, BRAND_PARAM));
  return { device, brand: brand < 0 ? NOTHING_SELECTED : brand };
}
