/** The load error of a document the visitor may not see; the loader sets it, the component explains it. */
export const FORBIDDEN = 'repairDocumentDetails.forbidden';
