import { z } from 'zod';
import type { SerialCheckerModel, SerialValidationResult } from '../../../../shared/content/serialNumberCheckerTypes';
import { fitsSerialFormat, normaliseSerial } from '../../../../shared/serialNumberFormat';
import { modelKey } from '../../search/modelKey';
import type { ContentRecord } from '../../store/ContentStore';
import { badRequest, notFound } from '../errors';

/**
 * A serial-number checker list as stored (content type 'serial-number-list', rules in attrs) and
 * the decision the validation call makes from it. Lists come from the demo generator or an import,
 * so their attrs are checked here rather than trusted.
 */
const outcome = z.object({ title: z.string(), message: z.string() });

const listAttrs = z.object({
  listId: z.string(),
  updated: z.string(),
  format: z.object({
    minLength: z.number().int().min(1),
    maxLength: z.number().int().min(1),
    charset: z.enum(['digits', 'alphanumeric']),
  }),
  referencePrefix: z.string(),
  models: z.array(
    z.object({
      modelName: z.string(),
      displayName: z.string(),
      secondaryModels: z.array(z.string()),
      parts: z.array(z.string()),
    }),
  ),
  ranges: z.array(
    z.object({
      models: z.array(z.string()),
      secondaryModels: z.array(z.string()).optional(),
      parts: z.array(z.string()).optional(),
      from: z.string(),
      to: z.string(),
    }),
  ),
  mainHtml: z.string(),
  faqHtml: z.string(),
  partNumberLabel: z.string(),
  partNumberHint: z.string(),
  serialNumberHint: z.string(),
  outcomes: z.object({
    affected: outcome.extend({ nextSteps: z.array(z.string()) }),
    notAffected: outcome,
    invalid: outcome,
  }),
});

export type SerialList = z.output<typeof listAttrs> & { title: string; intro: string };
export type SerialListModel = SerialList['models'][number];

export function serialListOf(record: ContentRecord): SerialList {
  const attrs = listAttrs.safeParse(record.attrs);
  // A malformed list is a content defect: the dispatcher logs it and answers 500.
  if (!attrs.success)
    throw new Error(`serial-number list ${record.familyId} has malformed rules: ${attrs.error.issues[0]?.message}`);
  return { ...attrs.data, title: record.title, intro: record.summary };
}

const same = (a: string, b: string) => modelKey(a) === modelKey(b);

/** The list's model for a name in any spelling ('awh1000xm4', 'AWH-1000XM4'), or 404 naming the parameter. */
export function requireModel(list: SerialList, name: string, parameter: string): SerialListModel {
  const model = list.models.find((m) => same(m.modelName, name));
  if (!model) throw notFound(`model in list ${list.listId}`, name, parameter);
  return model;
}

export function findModel(list: SerialList, name: string): SerialListModel | undefined {
  return list.models.find((m) => same(m.modelName, name));
}

export const modelSummary = (m: SerialListModel): SerialCheckerModel => ({
  modelName: m.modelName,
  displayName: m.displayName,
});

/**
 * A choice among the model's secondary models or parts. A model that has some needs one; a model
 * without any takes none (null). Spellings are matched like model numbers.
 */
function choose(options: string[], value: string | null, parameter: string, model: string): string | null {
  if (options.length === 0) {
    if (value !== null) throw badRequest(parameter, `${model} has no ${parameter} to choose; send null`);
    return null;
  }
  if (value === null)
    throw badRequest(parameter, `${parameter} is required for ${model}: one of ${options.join(', ')}`);
  const chosen = options.find((o) => same(o, value));
  if (!chosen) throw badRequest(parameter, `${parameter} must be one of ${options.join(', ')} for ${model}`);
  return chosen;
}

/** Inclusive range of same-length serials: digits compare as text exactly as they do as numbers. */
function inRange(serial: string, from: string, to: string): boolean {
  return (
    serial.length === from.length &&
    serial.length === to.length &&
    serial >= from.toUpperCase() &&
    serial <= to.toUpperCase()
  );
}

export interface SerialCheck {
  modelName: string;
  secondaryModelName: string | null;
  partNumber: string | null;
  serialNumber: string;
}

/** The server's decision (docs/behaviour.md §5): affected, not affected, or not a serial number of this list. */
export function checkSerial(list: SerialList, check: SerialCheck): SerialValidationResult {
  const model = requireModel(list, check.modelName, 'modelName');
  const secondaryModelName = choose(
    model.secondaryModels,
    check.secondaryModelName,
    'secondaryModelName',
    model.modelName,
  );
  const partNumber = choose(model.parts, check.partNumber, 'partNumber', model.modelName);
  const serialNumber = normaliseSerial(check.serialNumber);
  const base = { listId: list.listId, modelName: model.modelName, secondaryModelName, partNumber, serialNumber };

  if (!fitsSerialFormat(serialNumber, list.format)) {
    return { ...base, status: 'invalid', ...list.outcomes.invalid, nextSteps: [] };
  }
  const affected = list.ranges.some(
    (r) =>
      r.models.some((m) => same(m, model.modelName)) &&
      (!r.secondaryModels ||
        (secondaryModelName !== null && r.secondaryModels.some((s) => same(s, secondaryModelName)))) &&
      (!r.parts || (partNumber !== null && r.parts.some((p) => same(p, partNumber)))) &&
      inRange(serialNumber, r.from, r.to),
  );
  if (!affected) return { ...base, status: 'not-affected', ...list.outcomes.notAffected, nextSteps: [] };
  return {
    ...base,
    status: 'affected',
    title: list.outcomes.affected.title,
    message: list.outcomes.affected.message,
    nextSteps: list.outcomes.affected.nextSteps,
    reference: `${list.referencePrefix}-${serialNumber}`,
  };
}
