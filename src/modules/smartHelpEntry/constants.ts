/** The list's page-size parameter (and step); the component and the loader both read it. */
export const MODELS_PARAM = 'models-num';
export const MODELS_STEP = 24;
