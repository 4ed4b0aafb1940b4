import { createContext } from 'react';
import type { ModuleDefinition } from '../types';

/** The visible modules of the page being rendered, in order: what the in-page navigation lists. */
export const PageModulesContext = createContext<readonly ModuleDefinition[]>([]);
