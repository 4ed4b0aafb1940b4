import type { ReactNode } from 'react';

interface Props {
  /** The control's id: the label points at it, the hint and error take it as their prefix. */
  id: string;
  label: string;
  hint?: string;
  /** The field's message, shown (and the field marked) only when there is one. */
  error?: string;
  children: ReactNode;
}

/**
 * One labelled form field of the visitor forms (support request, repair request, serial-number checker): label, optional
 * hint (`{id}-hint`), error message (`{id}-error`) and the control, which names both in its
 * aria-describedby.
 */
export function FormField({ id, label, hint, error, children }: Props) {
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
