import { useState } from 'react';
import { deferred } from '../bundles/deferred';
import { useAppSelector, usePage } from '../shell/ui/hooks';
import { useT } from '../shell/ui/useT';
import { CRM_MODE, visibleWhen } from '../shell/visibility';
import type { ModuleDefinition } from '../types';
import { submissionFor } from '../../store/formSubmissionSlice';

// The form is at the bottom of the page (behind a button on the overview): its code hydrates after the page
// (docs/decisions/042-javascript-budget.md); the plain form works before that (ADR 032).
const TicketForm = deferred(() => import(/* webpackChunkName: "later-ticketForm" */ './TicketForm').then((m) => m.TicketForm), {
  strings: 'ticketForm',
});

/**
 * "Still need help?": the support request form at the bottom of a product's FAQ tab (open) and of
 * the product overview (behind a button, so the page stays about the product).
 */
function SupportRequest() {
  const t = useT();
  const page = usePage();
  const meta = useAppSelector((s) => s.metadata.data);
  const hasResult = useAppSelector((s) => s.ticket.result !== null);
  const wasSent = useAppSelector((s) => submissionFor(s.formSubmission, 'supportRequest') !== null);
  const collapsible = page.type !== 'productFaq';
  const [open, setOpen] = useState(!collapsible || wasSent);
  const productModel = meta?.data.kind === 'product' ? (meta.data.modelNumber ?? '') : '';
  // A new product starts a new form, prefilled with its model number.
  const form = <TicketForm key={productModel} productModel={productModel} />;
  return (
    <section className="module support-request" id="supportRequest" aria-labelledby="support-request-title">
      <h2 id="support-request-title">{page.type === 'contact' ? t('contact.writeTitle') : t('ticket.title')}</h2>
      <p className="support-request__intro">{page.type === 'contact' ? t('contact.writeText') : t('ticket.intro')}</p>
      {collapsible ? (
        // A disclosure the browser opens by itself: it works before (and without) the script (ADR 032).
        <details
          className="support-request__disclosure"
          id="support-request-form"
          open={open || hasResult}
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          <summary className="button">{t('ticket.open')}</summary>
          {form}
        </details>
      ) : (
        <div id="support-request-form">{form}</div>
      )}
    </section>
  );
}

export const supportRequestModule: ModuleDefinition = {
  id: 'supportRequest',
  queryParams: [],
  // In the CRM the agent files the case there; a second ticket form would duplicate it.
  isVisible: visibleWhen({ id: 'supportRequest', hiddenModes: [CRM_MODE] }, (page) => page.type === 'product' || page.type === 'productFaq' || page.type === 'contact'),
  Component: SupportRequest,
  deferredParts: [TicketForm],
  navLabel: 'ticket.title',
};
