import type { ProductKind, SupportGroup, T3 } from '../catalogue/kinds';
import content from '../../content/softwareCatalogue.json';

/**
 * Applications and drivers shared by many products, one download per operating system (as real
 * support sites list them). Per-product firmware is generated from the product itself.
 */
export const OPERATING_SYSTEMS = {
  win11: 'Windows 11',
  win10: 'Windows 10',
  mac14: 'macOS 14',
  mac13: 'macOS 13',
  linux: 'Linux',
  android: 'Android',
  device: 'Device firmware',
} as const;

export type DownloadCategory = 'Firmware' | 'Software' | 'Drivers' | 'Apps';

export interface SoftwareVariant {
  platform: 'windows' | 'macos' | 'linux' | 'android';
  version: string;
  date: string;
}

export interface SoftwareDefinition {
  key: string;
  name: string;
  category: DownloadCategory;
  groups: SupportGroup[];
  kinds?: ProductKind[];
  /** Restrict to products of these categories (e.g. professional only). */
  categories?: string[];
  description: T3;
  notes: T3;
  variants: SoftwareVariant[];
}

export const PLATFORM_OS: Record<SoftwareVariant['platform'], string[]> = content.PLATFORM_OS as Record<
  SoftwareVariant['platform'],
  string[]
>;

export const PLATFORM_LABEL: Record<SoftwareVariant['platform'], T3> = content.PLATFORM_LABEL as Record<
  SoftwareVariant['platform'],
  T3
>;

export const SOFTWARE: SoftwareDefinition[] = content.SOFTWARE as SoftwareDefinition[];

/** Release notes of firmware: general ones and those that fit the product kind (no battery on a TV). */
export const FIRMWARE_NOTES: { general: T3[]; byKind: Partial<Record<ProductKind, T3[]>> } = content.FIRMWARE_NOTES as {
  general: T3[];
  byKind: Record<ProductKind, T3[]>;
};
