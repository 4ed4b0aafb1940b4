import { z } from 'zod';
import { REMOTE_DEVICE_TYPES } from '../remoteControlTypes';
import { searchResponseOf } from './core';
import { named } from './registry';

/** Remote-control programming (docs/behaviour.md §3, §7). */

export const remoteBrandSchema = z.object({ name: z.string(), codes: z.array(z.string()).describe('Codes to try, most likely first') });

export const remoteDeviceSchema = z.object({
  type: z.enum(REMOTE_DEVICE_TYPES),
  name: z.string().describe("Localised device name, e.g. 'Set-top box'"),
  button: z.string().describe("The button on the remote that selects this device, as printed (e.g. 'STB')"),
  brands: z.array(remoteBrandSchema),
});

export const remoteControlCodesSchema = named(
  'RemoteControlCodes',
  z.object({
    name: z.string().describe("URL slug of the remote, e.g. 'arm-vlz620'"),
    modelName: z.string().describe("As printed on the remote, e.g. 'ARM-VLZ620'"),
    displayName: z.string(),
    description: z.string(),
    image: z.string().optional(),
    isProgrammable: z.boolean().describe('Whether the remote can be set up with codes to control other devices'),
    hasInformation: z.boolean().describe('Whether there is set-up information for this remote at all'),
    instructionsHtml: z.string().describe("Sanitised HTML: step-by-step instructions ('' when there is no information)"),
    devices: z.array(remoteDeviceSchema),
    suppliedWith: z.array(z.string()).describe('Products the remote is supplied with (model numbers)'),
  }),
);

export const remoteModelSummarySchema = named(
  'RemoteModelSummary',
  z.object({
    name: z.string(),
    modelName: z.string(),
    displayName: z.string(),
    description: z.string(),
    image: z.string().optional(),
    isProgrammable: z.boolean(),
    suppliedWith: z.array(z.string()),
    url: z.string().describe("The remote's programming page"),
  }),
);

export const remoteModelsResponseSchema = named('RemoteModelsResponse', z.object({ searchResponse: searchResponseOf(remoteModelSummarySchema) }));
