import { useState } from 'react';
import { useAppSelector, usePage } from '../ui/hooks';
import { useT } from '../ui/useT';
import { CRM_MODE, visibleWhen } from '../visibility';
import type { ModuleDefinition } from '../types';
import { resetTicket } from './sagas';
import { TicketForm } from './TicketForm';

/**
 * "Still need help?": the support request form at the bottom of a product's FAQ tab (open) and of
 * the product overview (behind a button, so the page stays about the product).
 */
function SupportRequest() {
  const t = useT();
  const page = usePage();
  const meta = useAppSelector((s) => s.metadata.data);
  const hasResult = useAppSelector((s) => s.ticket.result !== null);
  const collapsible = page.type !== 'productFaq';
  const [open, setOpen] = useState(!collapsible);
  const productModel = meta?.data.kind === 'product' ? (meta.data.modelNumber ?? '') : '';
  const expanded = open || hasResult;
  return (
    <section className="module support-request" id="supportRequest" aria-labelledby="support-request-title">
      <h2 id="support-request-title">{page.type === 'contact' ? t('contact.writeTitle') : t('ticket.title')}</h2>
      <p className="support-request__intro">{page.type === 'contact' ? t('contact.writeText') : t('ticket.intro')}</p>
      {collapsible && !hasResult && (
        <button
          type="button"
          className="button"
          aria-expanded={expanded}
          aria-controls="support-request-form"
          onClick={() => setOpen((o) => !o)}
        >
          {t('ticket.open')}
        </button>
      )}
      <div id="support-request-form" hidden={!expanded}>
        {/* A new product starts a new form, prefilled with its model number. */}
        {expanded && <TicketForm key={productModel} productModel={productModel} />}
      </div>
    </section>
  );
}

export const supportRequestModule: ModuleDefinition = {
  id: 'supportRequest',
  queryParams: [],
  // In the CRM the agent files the case there; a second ticket form would duplicate it.
  isVisible: visibleWhen({ id: 'supportRequest', hiddenModes: [CRM_MODE] }, (page) => page.type === 'product' || page.type === 'productFaq' || page.type === 'contact'),
  load: resetTicket,
  Component: SupportRequest,
  navLabel: 'ticket.title',
};
