import type { ElementType, Ref } from 'react';

/**
 * The list of a form's problems above its fields, each linking to its field. It is an alert that takes focus
 * after a failed send (the form moves the focus through `ref`); `autofocus` gives it the focus too when the
 * server sends the form back with its problems (a form posted without JavaScript, docs/behaviour.md §5).
 */
export function ErrorSummary({
  title,
  Heading,
  headingId,
  problems,
  ref,
}: {
  title: string;
  Heading: ElementType;
  /** When given, the summary is labelled by its heading. */
  headingId?: string;
  problems: readonly { fieldId: string; message: string | undefined }[];
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={headingId} autoFocus>
      <Heading id={headingId}>{title}</Heading>
      <ul>
        {problems.map((p) => (
          <li key={p.fieldId}>
            <a href={`#${p.fieldId}`}>{p.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
