/** The summary reads the same sheet as the specifications tab: one call, one data set. */
export { loadSpecifications as loadSpecificationsSummary } from '../specifications/load';
