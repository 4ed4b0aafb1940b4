import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { REPAIR_FIELDS, REPAIR_LIMITS, REPAIR_SERIAL_FORMAT, type RepairField, type RepairRequestResult } from '../../shared/content/repairTypes';
import { repairConfirmationUrl, supportPath } from '../../shared/links';
import { serialLengthText } from '../../shared/serialNumberFormat';
import { repairRequestOf, validateRepair, type RepairFormValues, type RepairProblems } from '../../shared/validateRepair';
import { ErrorSummary } from '../shell/ui/ErrorSummary';
import { FormField } from '../shell/ui/FormField';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useRunSaga } from '../shell/ui/useRunSaga';
import { useT } from '../shell/ui/useT';

/*
 * The sending saga comes with the tools pages' sagas, the chunk fetched right after hydration
 * (docs/decisions/042-javascript-budget.md, update 4), not with the page: nothing runs a saga before the sagas start.
 */
const formSagas = () => import(/* webpackChunkName: "later-sagas-tools" */ './load');

const HINTS: Partial<Record<RepairField, string>> = {
  productModel: 'repair.productModelHint',
  serialNumber: 'repair.serialNumberHint',
  fault: 'repair.faultHint',
  email: 'repair.emailHint',
  phone: 'repair.phoneHint',
  postcode: 'repair.postcodeHint',
};

/**
 * The repair request form. A plain form that POSTs to the repair page, so it works without
 * JavaScript (the server answers with the confirmation page, or this form again with its
 * problems); with JavaScript every field is checked first and the request goes to the content API
 * under the same client key. Problems show next to their fields and in a summary that takes focus
 * and links to each field.
 */
export function RepairForm() {
  const t = useT();
  const page = usePage();
  const navigate = useNavigate();
  const runSaga = useRunSaga();
  const form = useAppSelector((s) => s.repairForm);
  const [values, setValues] = useState<RepairFormValues>(form.values);
  const [problems, setProblems] = useState<RepairProblems>(form.problems);
  const [attempts, setAttempts] = useState(form.submitted ? 1 : 0);
  const summary = useRef<HTMLDivElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  // A new form (another product, a refusal from the service) replaces what is shown.
  useEffect(() => setValues(form.values), [form.values]);
  useEffect(() => setProblems(form.problems), [form.problems]);

  const invalid = REPAIR_FIELDS.filter((f) => problems[f]);
  useEffect(() => {
    if (attempts === 0) return;
    if (invalid.length > 0) summary.current?.focus();
    else if (form.failure) alert.current?.focus();
    // Only a new attempt (or the service's answer to one) moves focus, not every render with messages.
  }, [attempts, form.problems, form.failure]);

  const fieldId = (field: RepairField) => `repair-${field}`;
  const message = (field: RepairField) => (problems[field] ? t(`repair.errors.${field}.${problems[field]}`) : undefined);

  const set = (field: RepairField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.isFetching || !form.key) return;
    const found = validateRepair(values);
    setProblems(found);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    const { submitRepairRequest } = await formSagas();
    const result = (await runSaga(submitRepairRequest, repairRequestOf(values), form.key)) as RepairRequestResult | null;
    if (result) void navigate(repairConfirmationUrl(page.locale, result.reference));
    else setAttempts((n) => n + 1);
  };

  const describedBy = (field: RepairField) =>
    [HINTS[field] ? `${fieldId(field)}-hint` : '', problems[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;

  const row = (field: RepairField, control: ReactNode) => (
    <FormField
      id={fieldId(field)}
      label={t(`repair.${field}`)}
      hint={HINTS[field] ? t(HINTS[field], { length: serialLengthText(REPAIR_SERIAL_FORMAT) }) : undefined}
      error={problems[field] ? message(field) : undefined}
    >
      {control}
    </FormField>
  );

  // Names are what the form posts without JavaScript; ids tie labels, hints and the summary's links.
  const common = (field: RepairField) => ({
    id: fieldId(field),
    name: field,
    className: 'form-field__input',
    value: values[field],
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  const input = (field: Exclude<RepairField, 'fault'>, extra: Record<string, unknown>) => row(field, <input {...common(field)} {...extra} />);

  return (
    <form className="repair-form" method="post" action={supportPath(page.locale, 'repair')} noValidate onSubmit={onSubmit} aria-labelledby="repair-title">
      <input type="hidden" name="requestKey" value={form.key ?? ''} />
      <p className="hint">{t('repair.requiredNote')}</p>
      {invalid.length > 0 && attempts > 0 && (
        <ErrorSummary
          ref={summary}
          title={t('repair.errorSummary')}
          Heading="h2"
          headingId="repair-error-summary-title"
          problems={invalid.map((field) => ({ fieldId: fieldId(field), message: message(field) }))}
        />
      )}
      {form.failure && invalid.length === 0 && (
        <p className="form-alert" role="alert" tabIndex={-1} ref={alert}>
          {t(`repair.${form.failure}`)}
        </p>
      )}
      <fieldset className="repair-form__group">
        <legend>{t('repair.productLegend')}</legend>
        <div className="ticket-form__grid">
          {input('productModel', { type: 'text', autoComplete: 'off', spellCheck: false, maxLength: REPAIR_LIMITS.productModel.max })}
          {input('serialNumber', { type: 'text', autoComplete: 'off', spellCheck: false, maxLength: 30, autoCapitalize: 'characters' })}
        </div>
        {row('fault', <textarea {...common('fault')} rows={6} maxLength={REPAIR_LIMITS.fault.max} />)}
      </fieldset>
      <fieldset className="repair-form__group">
        <legend>{t('repair.contactLegend')}</legend>
        <div className="ticket-form__grid">
          {input('name', { type: 'text', autoComplete: 'name', maxLength: REPAIR_LIMITS.name.max })}
          {input('email', { type: 'email', autoComplete: 'email', maxLength: REPAIR_LIMITS.email.max })}
          {input('phone', { type: 'tel', autoComplete: 'tel', maxLength: REPAIR_LIMITS.phone.max })}
          {input('postcode', { type: 'text', autoComplete: 'postal-code', maxLength: REPAIR_LIMITS.postcode.max })}
        </div>
      </fieldset>
      <button type="submit" className="button" aria-disabled={form.isFetching || undefined}>
        {form.isFetching ? t('repair.sending') : t('repair.submit')}
      </button>
    </form>
  );
}
