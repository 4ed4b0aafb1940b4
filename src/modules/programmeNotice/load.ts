import type { Saga } from '../../store/pageModule';
import type { PageState } from '../../store/pageSlice';
import { loadProgrammes } from '../supportTools/load';

/** A product page's notice names the programmes covering its product. */
export const loadProgrammeNotice = (page: PageState): Saga => loadProgrammes(page, true);
