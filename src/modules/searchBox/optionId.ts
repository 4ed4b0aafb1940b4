/** The id of the suggestion at a flat index: the input's aria-activedescendant names it. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;
