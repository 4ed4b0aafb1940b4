import type { ComponentType } from 'react';
import type { PageModule } from '../store/pageModule';

/** A page module: the store's loading contract plus what it renders (DESIGN §5). */
export interface ModuleDefinition extends PageModule {
  Component: ComponentType;
  /** i18n key of the module's heading, listed in the in-page navigation when set. */
  navLabel?: string;
}
