import type { ProductKind, T3 } from '../catalogue/kinds';
import content from '../../content/compatibilityTexts.json';

/**
 * How products work together. A profile describes one way of connecting two products (HDMI eARC,
 * a lens mount, Bluetooth audio...) with the features that connection gives and what must be set up
 * first. Pairings say which kinds of product connect through which profile.
 */
export interface CompatibilityProfile {
  key: string;
  connection: T3;
  summary: T3;
  features: Array<{ key: string; name: T3; note?: T3 }>;
  requirements: T3[];
}

export const PROFILES: CompatibilityProfile[] = content.PROFILES as CompatibilityProfile[];

/** Which kinds connect to which, and through which profile (one direction; the reverse is listed too). */
export const PAIRINGS: Array<{ from: ProductKind[]; to: ProductKind[]; profile: string }> = content.PAIRINGS as Array<{
  from: ProductKind[];
  to: ProductKind[];
  profile: string;
}>;

/** Features an entry-level model of a kind does not offer through a profile. */
export const ENTRY_LIMITS: Record<string, string[]> = content.ENTRY_LIMITS as Record<string, string[]>;
