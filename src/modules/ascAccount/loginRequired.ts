import type { PageState } from '../../store/pageSlice';

/** Page data key: a restricted call of this page answered with the login URL (docs/behaviour.md §6). */
export const LOGIN_REQUIRED = 'ascLoginRequired';

export const loginRequiredOn = (page: PageState): boolean => typeof page.moduleData[LOGIN_REQUIRED] === 'string';
