import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ISSUE_CATEGORIES, TICKET_FIELDS, TICKET_LIMITS, type TicketField } from '../../shared/content/ticketTypes';
import { ticketRequestOf, validateTicket, type TicketInput, type TicketProblems } from '../../shared/validateTicket';
import { submissionFor } from '../../store/formSubmissionSlice';
import { ticketActions } from '../../store/ticketSlice';
import { FORM_FIELD, formAction } from '../shell/ui/formAction';
import { ErrorSummary } from '../shell/ui/ErrorSummary';
import { FormField } from '../shell/ui/FormField';
import { useAppDispatch, useAppSelector, usePage } from '../shell/ui/hooks';
import { useRunSaga } from '../shell/ui/useRunSaga';
import { useT } from '../shell/ui/useT';
import { newIdempotencyKey } from './idempotencyKey';
import { submitTicket } from './load';

const EMPTY: TicketInput = {
  name: '',
  email: '',
  productModel: '',
  serialNumber: '',
  issueCategory: '',
  description: '',
};

/**
 * The support request form: every field checked before sending (messages next to the fields and in
 * a summary that takes focus), then the ticket id once the service has stored the request.
 * Without script it is a plain form posted to the page (ADR 032): the server checks and sends it the
 * same way and renders the page with the ticket id or the messages, from which this form starts.
 */
export function TicketForm({ productModel }: { productModel: string }) {
  const t = useT();
  const id = useId();
  const dispatch = useAppDispatch();
  const runSaga = useRunSaga();
  const page = usePage();
  const ticket = useAppSelector((s) => s.ticket);
  const sent = useAppSelector((s) => submissionFor(s.formSubmission, 'supportRequest'));
  const [values, setValues] = useState<TicketInput>(() =>
    sent ? { ...EMPTY, ...(sent.values as Partial<TicketInput>) } : { ...EMPTY, productModel },
  );
  const [problems, setProblems] = useState<TicketProblems>((sent?.problems ?? {}) as TicketProblems);
  const [attempts, setAttempts] = useState(sent ? 1 : 0);
  // The key of the request being sent: the same request keeps it, so a retry never makes a second ticket.
  const pending = useRef<{ key: string; body: string } | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const success = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // This form hydrates after the page (docs/decisions/042-javascript-budget.md): what a visitor typed in the
    // server's HTML before is only in the page. It becomes the form's state, or the next render would clear it
    // (the fields are controlled).
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typed = Object.fromEntries(
      TICKET_FIELDS.flatMap((field) => {
        const value = data.get(field);
        return typeof value === 'string' ? [[field, value]] : [];
      }),
    ) as Partial<TicketInput>;
    setValues((current) =>
      TICKET_FIELDS.some((field) => typed[field] !== undefined && typed[field] !== current[field])
        ? { ...current, ...typed }
        : current,
    );
  }, []);

  const rejection = ticket.rejection;
  const shown: TicketProblems = { ...problems, ...(rejection?.field ? { [rejection.field]: rejection.problem } : {}) };
  const invalid = TICKET_FIELDS.filter((f) => shown[f]);
  const fieldId = (field: TicketField) => `${id}-${field}`;
  const message = (field: TicketField) => (shown[field] ? t(`ticket.errors.${field}.${shown[field]}`) : undefined);

  useEffect(() => {
    if (attempts > 0 && invalid.length > 0) summary.current?.focus();
    // Only a new attempt (or the service's answer to one) moves focus, not every render with messages.
  }, [attempts, rejection]);

  useEffect(() => {
    if (ticket.result) {
      pending.current = null;
      success.current?.focus();
    }
  }, [ticket.result]);

  const set = (field: TicketField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ticket.isFetching) return;
    const found = validateTicket(values);
    setProblems(found);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    const request = ticketRequestOf(values);
    const body = JSON.stringify(request);
    if (pending.current?.body !== body) pending.current = { key: newIdempotencyKey(), body };
    void runSaga(submitTicket, request, pending.current.key);
  };

  if (ticket.result) {
    return (
      <div className="ticket-success">
        <h3 tabIndex={-1} ref={success}>
          {t('ticket.successTitle')}
        </h3>
        <p className="ticket-success__id">
          {t('ticket.ticketNumber')}: <strong>{ticket.result.ticketId}</strong>
        </p>
        <p>{t('ticket.successText', { email: values.email.trim() })}</p>
        {/* A link, so that without script it opens the page's empty form again (ADR 032). */}
        <a
          href={`${page.location.pathname}${page.location.search}#supportRequest`}
          className="button button--secondary"
          onClick={(event) => {
            event.preventDefault();
            setValues((v) => ({ ...v, serialNumber: '', issueCategory: '', description: '' }));
            setProblems({});
            setAttempts(0);
            dispatch(ticketActions.cleared());
          }}
        >
          {t('ticket.another')}
        </a>
      </div>
    );
  }

  const describedBy = (field: TicketField, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', shown[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  const row = (field: TicketField, label: string, control: React.ReactNode, hint?: string) => (
    <FormField id={fieldId(field)} label={label} hint={hint} error={shown[field] ? message(field) : undefined}>
      {control}
    </FormField>
  );

  // Posted (never a GET), so personal data stays out of the address even when sent without script.
  const common = (field: TicketField, hint = false) => ({
    id: fieldId(field),
    name: field,
    'aria-invalid': shown[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  });

  const left = TICKET_LIMITS.description.max - values.description.trim().length;

  return (
    <form
      ref={formRef}
      className="ticket-form"
      method="post"
      action={formAction(page, 'supportRequest')}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <input type="hidden" name={FORM_FIELD} value="supportRequest" />
      <h3 id={`${id}-title`}>{t('ticket.formTitle')}</h3>
      <p className="hint">{t('ticket.requiredNote')}</p>
      {invalid.length > 0 && attempts > 0 && (
        <ErrorSummary
          ref={summary}
          title={t('ticket.errorSummary')}
          Heading="h4"
          problems={invalid.map((field) => ({ fieldId: fieldId(field), message: message(field) }))}
        />
      )}
      {ticket.hasError && !rejection?.field && (
        <p className="form-alert" role="alert">
          {t('ticket.failed')}
        </p>
      )}
      <div className="ticket-form__grid">
        {row(
          'name',
          t('ticket.name'),
          <input
            {...common('name')}
            type="text"
            className="form-field__input"
            autoComplete="name"
            maxLength={TICKET_LIMITS.name.max}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />,
        )}
        {row(
          'email',
          t('ticket.email'),
          <input
            {...common('email', true)}
            type="email"
            className="form-field__input"
            autoComplete="email"
            maxLength={TICKET_LIMITS.email.max}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />,
          t('ticket.emailHint'),
        )}
        {row(
          'productModel',
          t('ticket.productModel'),
          <input
            {...common('productModel', true)}
            type="text"
            className="form-field__input"
            autoComplete="off"
            spellCheck={false}
            maxLength={TICKET_LIMITS.productModel.max}
            value={values.productModel}
            onChange={(e) => set('productModel', e.target.value)}
          />,
          t('ticket.productModelHint'),
        )}
        {row(
          'serialNumber',
          t('ticket.serialNumber'),
          <input
            {...common('serialNumber', true)}
            type="text"
            className="form-field__input"
            autoComplete="off"
            spellCheck={false}
            maxLength={TICKET_LIMITS.serialNumber.max}
            value={values.serialNumber}
            onChange={(e) => set('serialNumber', e.target.value)}
          />,
          t('ticket.serialNumberHint'),
        )}
      </div>
      {row(
        'issueCategory',
        t('ticket.issueCategory'),
        <select
          {...common('issueCategory')}
          value={values.issueCategory}
          onChange={(e) => set('issueCategory', e.target.value)}
        >
          <option value="">{t('ticket.chooseCategory')}</option>
          {ISSUE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`ticket.category.${c}`)}
            </option>
          ))}
        </select>,
      )}
      {row(
        'description',
        t('ticket.description'),
        <>
          <textarea
            {...common('description', true)}
            className="form-field__input"
            rows={6}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
          <p className={`form-field__counter${left < 0 ? ' form-field__counter--over' : ''}`}>
            {t('ticket.charactersLeft', { count: Math.max(left, 0) })}
          </p>
        </>,
        t('ticket.descriptionHint'),
      )}
      <button type="submit" className="button" aria-disabled={ticket.isFetching || undefined}>
        {ticket.isFetching ? t('ticket.sending') : t('ticket.submit')}
      </button>
    </form>
  );
}
