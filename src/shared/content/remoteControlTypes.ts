import type { SearchResponse } from './types';

/** Remote-control programming responses (docs/behaviour.md §3, §7). */

export const REMOTE_DEVICE_TYPES = [
  'tv',
  'set-top-box',
  'blu-ray',
  'soundbar',
  'av-receiver',
  'streaming-player',
  'projector',
] as const;
export type RemoteDeviceType = (typeof REMOTE_DEVICE_TYPES)[number];

export interface RemoteBrand {
  name: string;
  /** Codes to try, most likely first. */
  codes: string[];
}

export interface RemoteDevice {
  type: RemoteDeviceType;
  /** Localised device name, e.g. 'Set-top box'. */
  name: string;
  /** The button on the remote that selects this device, as printed (e.g. 'STB'). */
  button: string;
  brands: RemoteBrand[];
}

/** GET /remote-control-codes/{modelName}: stored as the remote programming state's `data`. */
export interface RemoteControlCodes {
  /** URL slug of the remote, e.g. 'arm-vlz620'. */
  name: string;
  /** As printed on the remote, e.g. 'ARM-VLZ620'. */
  modelName: string;
  displayName: string;
  description: string;
  image?: string;
  /** Whether the remote can be set up with codes to control other devices. */
  isProgrammable: boolean;
  /** Whether there is set-up information for this remote at all. */
  hasInformation: boolean;
  /** Sanitised HTML: step-by-step instructions ('' when there is no information). */
  instructionsHtml: string;
  devices: RemoteDevice[];
  /** Products the remote is supplied with (model numbers). */
  suppliedWith: string[];
}

/** A remote in the models listing (search remotes by model). */
export interface RemoteModelSummary {
  name: string;
  modelName: string;
  displayName: string;
  description: string;
  image?: string;
  isProgrammable: boolean;
  suppliedWith: string[];
  /** The remote's programming page. */
  url: string;
}

/** GET /remote-control-codes */
export interface RemoteModelsResponse {
  searchResponse: SearchResponse<RemoteModelSummary>;
}
