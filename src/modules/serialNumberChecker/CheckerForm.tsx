import { useId, useRef, useState, type FormEvent } from 'react';
import { SERIAL_CHECKER_NONE } from '../../shared/content/serialNumberCheckerTypes';
import { normaliseSerial, serialLengthText } from '../../shared/serialNumberFormat';
import { submissionFor } from '../../store/formSubmissionSlice';
import { FORM_FIELD, formAction } from '../shell/ui/formAction';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useRunSaga } from '../shell/ui/useRunSaga';
import { useT } from '../shell/ui/useT';
import { CHECKER_FIELDS, checkSerialInput, type CheckerField, type CheckerProblems } from './checkInput';
import { ValidationResult } from './ValidationResult';
import { FormField } from '../shell/ui/FormField';

/*
 * The form's sagas come with the tools pages' sagas, the chunk fetched right after hydration
 * (docs/decisions/042-javascript-budget.md, update 4), not with the page: nothing runs a saga before the sagas start.
 */
const formSagas = () => import(/* webpackChunkName: "later-sagas-tools" */ './load');

type Field = CheckerField;

const describedBy = (id: string, hint: boolean, error: boolean) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A model's name as offered: the display name when it already shows the model number. */
const optionLabel = (m: { modelName: string; displayName: string }) =>
  m.displayName.includes(m.modelName) ? m.displayName : `${m.modelName} – ${m.displayName}`;

/**
 * Model, then secondary model and part number where the model has them, then the serial number.
 * Choices fetch what the next field offers; the submit asks the server for its decision, whose
 * heading then takes focus. Without script it is a plain form posted to the page (ADR 032): the
 * server chooses the model, asks for what it needs, or shows the decision; this form then starts
 * from what was sent.
 */
export function CheckerForm() {
  const t = useT();
  const runSaga = useRunSaga();
  const id = useId();
  const page = usePage();
  const state = useAppSelector((s) => s.serialNumberChecker);
  const sent = useAppSelector((s) => submissionFor(s.formSubmission, 'serialNumberChecker'));
  const info = state.info;
  const [secondaryModel, setSecondaryModel] = useState(sent?.values.secondaryModel ?? '');
  const [partNumber, setPartNumber] = useState(sent?.values.partNumber ?? '');
  const [serialNumber, setSerialNumber] = useState(sent?.values.serialNumber ?? '');
  const [problems, setProblems] = useState<CheckerProblems>((sent?.problems ?? {}) as CheckerProblems);
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const resultHeading = useRef<HTMLHeadingElement>(null);
  if (!info) return null;

  const model = state.selectedModel;
  const needsSecondary = model !== '' && state.secondaryModels.length > 0;
  const needsPart = model !== '' && state.hasParts;
  const format = info.serialNumberFormat;
  const errors: Partial<Record<Field, string>> = Object.fromEntries(
    CHECKER_FIELDS.filter((f) => problems[f]).map((f) => [
      f,
      problems[f] === 'serialFormat'
        ? t(`serialChecker.errors.serialFormat_${format.charset}`, { length: serialLengthText(format) })
        : t(`serialChecker.errors.${problems[f]}`),
    ]),
  );
  // A form the server sent back with problems (posted without JavaScript) opens on the first of them.
  const firstError = CHECKER_FIELDS.find((f) => errors[f]);
  const ids = {
    model: `${id}-model`,
    secondaryModel: `${id}-secondary`,
    partNumber: `${id}-part`,
    serialNumber: `${id}-serial`,
  };

  const onModel = (value: string) => {
    setSecondaryModel('');
    setPartNumber('');
    setProblems((e) => ({ ...e, model: undefined, secondaryModel: undefined, partNumber: undefined }));
    void formSagas().then(({ chooseModel }) => runSaga(chooseModel, value));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.isValidating || state.isLoadingModel) return;
    const serial = normaliseSerial(serialNumber);
    const found = checkSerialInput({ model, secondaryModel, partNumber, serialNumber }, { needsSecondary, needsPart, format });
    setProblems(found);
    const first = CHECKER_FIELDS.find((f) => found[f]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    void formSagas()
      .then(({ validateSerialNumber }) =>
        runSaga(validateSerialNumber, {
          modelName: model,
          secondaryModelName: needsSecondary ? secondaryModel : SERIAL_CHECKER_NONE,
          partNumber: needsPart ? partNumber : SERIAL_CHECKER_NONE,
          serialNumber: serial,
        }),
      )
      .then(() => resultHeading.current?.focus());
  };

  return (
    <>
      <form className="checker-form" method="post" action={formAction(page, 'serial-form-title')} noValidate onSubmit={onSubmit}>
        <input type="hidden" name={FORM_FIELD} value="serialNumberChecker" />
        <FormField id={ids.model} label={t('serialChecker.model')} error={errors.model}>
          <select
            id={ids.model}
            name="model"
            ref={(el) => {
              fields.current.model = el;
            }}
            autoFocus={firstError === 'model'}
            value={model}
            aria-invalid={errors.model ? true : undefined}
            aria-describedby={describedBy(ids.model, false, Boolean(errors.model))}
            onChange={(e) => onModel(e.target.value)}
          >
            <option value="">{t('serialChecker.chooseModel')}</option>
            {state.models.map((m) => (
              <option key={m.modelName} value={m.modelName}>
                {optionLabel(m)}
              </option>
            ))}
          </select>
        </FormField>

        {state.isLoadingModel && (
          <p className="checker-form__status" role="status">
            {t('serialChecker.loadingModel')}
          </p>
        )}
        {state.modelFailed && (
          <p className="checker-form__status checker-form__status--error" role="alert">
            {t('serialChecker.modelFailed')}
          </p>
        )}

        {needsSecondary && (
          <FormField
            id={ids.secondaryModel}
            label={t('serialChecker.secondaryModel')}
            hint={t('serialChecker.secondaryModelHint', { example: state.secondaryModels[0] })}
            error={errors.secondaryModel}
          >
            <select
              id={ids.secondaryModel}
              name="secondaryModel"
              ref={(el) => {
                fields.current.secondaryModel = el;
              }}
              autoFocus={firstError === 'secondaryModel'}
              value={secondaryModel}
              aria-invalid={errors.secondaryModel ? true : undefined}
              aria-describedby={describedBy(ids.secondaryModel, true, Boolean(errors.secondaryModel))}
              onChange={(e) => {
                setSecondaryModel(e.target.value);
                setProblems((x) => ({ ...x, secondaryModel: undefined }));
              }}
            >
              <option value="">{t('serialChecker.chooseSecondaryModel')}</option>
              {state.secondaryModels.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </FormField>
        )}

        {needsPart && (
          <FormField
            id={ids.partNumber}
            label={info.partNumberLabel}
            hint={info.partNumberHint || undefined}
            error={errors.partNumber}
          >
            <select
              id={ids.partNumber}
              name="partNumber"
              ref={(el) => {
                fields.current.partNumber = el;
              }}
              autoFocus={firstError === 'partNumber'}
              value={partNumber}
              aria-invalid={errors.partNumber ? true : undefined}
              aria-describedby={describedBy(ids.partNumber, Boolean(info.partNumberHint), Boolean(errors.partNumber))}
              onChange={(e) => {
                setPartNumber(e.target.value);
                setProblems((x) => ({ ...x, partNumber: undefined }));
              }}
            >
              <option value="">{t('serialChecker.choosePart')}</option>
              {state.parts.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </FormField>
        )}

        <FormField
          id={ids.serialNumber}
          label={t('serialChecker.serialNumber')}
          hint={info.serialNumberHint}
          error={errors.serialNumber}
        >
          <input
            id={ids.serialNumber}
            name="serialNumber"
            ref={(el) => {
              fields.current.serialNumber = el;
            }}
            autoFocus={firstError === 'serialNumber'}
            type="text"
            className="form-field__input form-field__input--code"
            inputMode={format.charset === 'digits' ? 'numeric' : 'text'}
            autoComplete="off"
            spellCheck={false}
            maxLength={format.maxLength + 8}
            value={serialNumber}
            aria-invalid={errors.serialNumber ? true : undefined}
            aria-describedby={describedBy(ids.serialNumber, true, Boolean(errors.serialNumber))}
            onChange={(e) => {
              setSerialNumber(e.target.value);
              setProblems((x) => ({ ...x, serialNumber: undefined }));
            }}
          />
        </FormField>

        <button type="submit" className="button" aria-disabled={state.isValidating || undefined}>
          {state.isValidating ? t('serialChecker.checking') : t('serialChecker.check')}
        </button>
      </form>
      <ValidationResult
        ref={resultHeading}
        onCheckAnother={() => {
          setSerialNumber('');
          fields.current.serialNumber?.focus();
        }}
      />
    </>
  );
}
