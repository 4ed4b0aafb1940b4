import { useEffect, useState } from 'react';

/**
 * "Print this article": calls the browser's print dialog, which uses the print stylesheet
 * (site.css, `@media print`). It works only once the page runs JavaScript (the browser's own Print
 * command gives the same printout without it), so until then it is rendered invisible and disabled:
 * its place is kept, and nothing below it moves when it appears (it was added after hydration and
 * pushed an article's text down by its height). The server and the first client render are the same.
 */
export function PrintButton({ label }: { label: string }) {
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window.print === 'function'), []);
  return (
    <button
      type="button"
      className={canPrint ? 'print-button' : 'print-button print-button--waiting'}
      disabled={!canPrint}
      aria-hidden={canPrint ? undefined : true}
      onClick={() => window.print()}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
        <path fill="currentColor" d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v5H7v-5H3v-6a2 2 0 0 1 2-2zm4 8v3h6v-3zm8-5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" />
      </svg>
      {label}
    </button>
  );
}
