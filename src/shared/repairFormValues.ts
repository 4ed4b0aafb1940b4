import type { RepairField, RepairFieldProblem } from './content/repairTypes';

/*
 * The repair form's values and problems as the store holds them. A file apart from the field rules
 * (validateRepair.ts), so the store in every page's shell does not carry the rules of one form with it
 * (docs/decisions/042-javascript-budget.md, update 2).
 */

export type RepairProblems = Partial<Record<RepairField, RepairFieldProblem>>;
export type RepairFormValues = Record<RepairField, string>;

export const EMPTY_REPAIR_FORM: RepairFormValues = {
  productModel: '',
  serialNumber: '',
  fault: '',
  name: '',
  email: '',
  phone: '',
  postcode: '',
};
