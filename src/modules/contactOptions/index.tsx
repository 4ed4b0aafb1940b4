import { visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { ContactOptions } from './ContactOptions';

/** docs/behaviour.md §2: the contact page's options (no data to load: phone and hours are UI text per locale). */
export const contactOptionsModule: ModuleDefinition = {
  id: 'contactOptions',
  queryParams: [],
  isVisible: visibleWhen({ id: 'contactOptions' }, (page) => page.type === 'contact'),
  Component: ContactOptions,
};
