/** The query parameters of the compatibility filters; the component and the loader read them. */
export const CATEGORY_PARAM = 'compatible-category';
export const MODEL_PARAM = 'compatible-model';
