import type { z } from 'zod';
import type * as remote from './schemas/remoteControl';
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

export type RemoteBrand = z.infer<typeof remote.remoteBrandSchema>;

export type RemoteDevice = z.infer<typeof remote.remoteDeviceSchema>;

/** GET /remote-control-codes/{modelName}: stored as the remote programming state's `data`. */
export type RemoteControlCodes = z.infer<typeof remote.remoteControlCodesSchema>;

/** A remote in the models listing (search remotes by model). */
export type RemoteModelSummary = z.infer<typeof remote.remoteModelSummarySchema>;

/** GET /remote-control-codes */
export type RemoteModelsResponse = z.infer<typeof remote.remoteModelsResponseSchema>;
