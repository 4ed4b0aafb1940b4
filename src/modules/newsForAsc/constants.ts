/** The list's page-size parameter (and step); the component and the loader both read it. */
export const NUM_PARAM = 'newsForAscNum';
