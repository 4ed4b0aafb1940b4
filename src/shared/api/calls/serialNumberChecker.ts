import {
  SERIAL_CHECKER_NONE,
  type SerialCheckerDetails,
  type SerialCheckerModelNamesResponse,
  type SerialCheckerPartNumbersResponse,
  type SerialProgrammesResponse,
  type SerialValidationRequest,
  type SerialValidationResult,
} from '../../content/serialNumberCheckerTypes';
import { seg, type Http } from './http';

/** docs/behaviour.md §5: a secondary model name or part number of -1 is sent as null. */
export const noneAsNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' || value === SERIAL_CHECKER_NONE ? null : value;

/** Context every checker call may carry (docs/behaviour.md §7); CAFRENCH only when the page has it (docs/behaviour.md §5). */
export interface SerialCheckerContext {
  locale: string;
  listId: string;
  internal?: string;
  CAFRENCH?: string;
}

export interface SerialValidationParams extends SerialCheckerContext {
  modelName: string;
  secondaryModelName: string | null;
  partNumber: string | null;
  serialNumber: string;
  /** Extra fields of the page (docs/behaviour.md §7 "plus extra fields"), e.g. category and model context. */
  extra?: Record<string, string>;
}

/** The serial-number checker calls (docs/behaviour.md §7). */
export const serialNumberCheckerCalls = ({ get, post }: Http) => ({
  serialCheckerDetails: (p: SerialCheckerContext & { category?: string; model?: string }) =>
    get<SerialCheckerDetails>('serialNumberChecker', '/serial-number-checker/details', {
      listId: p.listId,
      locale: p.locale,
      internal: p.internal,
      category: p.category,
      model: p.model,
      CAFRENCH: p.CAFRENCH,
    }),
  /** Secondary model names of a model. The spec's call names its parameter secondaryModelName. */
  serialCheckerSecondaryModels: (p: SerialCheckerContext & { modelName: string }) =>
    get<SerialCheckerModelNamesResponse>('serialNumberCheckerModels', '/serial-number-checker/modelNames', {
      listId: p.listId,
      secondaryModelName: p.modelName,
      locale: p.locale,
      internal: p.internal,
    }),
  serialCheckerPartNumbers: (p: SerialCheckerContext & { modelName: string }) =>
    get<SerialCheckerPartNumbersResponse>(
      'serialNumberCheckerParts',
      `/serial-number-checker/modelNames/${seg(p.modelName)}/partNumbers`,
      { listId: p.listId, locale: p.locale, internal: p.internal },
    ),
  /** The programmes running now; with `model`, those covering that product (for its pages). */
  serialProgrammes: (p: { locale: string; model?: string; CAFRENCH?: string }) =>
    get<SerialProgrammesResponse>('serialNumberProgrammes', '/serial-number-checker/lists', {
      locale: p.locale,
      model: p.model,
      CAFRENCH: p.CAFRENCH,
    }),
  serialCheckerValidation: (p: SerialValidationParams) => {
    const body: SerialValidationRequest = {
      ...p.extra,
      ...(p.internal ? { internal: p.internal } : {}),
      ...(p.CAFRENCH ? { CAFRENCH: p.CAFRENCH } : {}),
      locale: p.locale,
      listId: p.listId,
      modelName: p.modelName,
      secondaryModelName: noneAsNull(p.secondaryModelName),
      partNumber: noneAsNull(p.partNumber),
      serialNumber: p.serialNumber,
    };
    return post<SerialValidationResult>('serialNumberValidation', '/serial-number-checker/validation', body);
  },
});
