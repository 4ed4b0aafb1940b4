import type { TicketRequest, TicketResult } from '../../content/ticketTypes';
import type { Http } from './http';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** POST /create-ticket (docs/behaviour.md §7): the body is the ticket, the query the locale. */
export const ticketCalls = ({ post }: Http) => ({
  createTicket: (p: { locale: string; ticket: TicketRequest; idempotencyKey?: string }) =>
    post<TicketResult>(
      'ticket',
      '/create-ticket',
      p.ticket,
      { locale: p.locale },
      p.idempotencyKey ? { [IDEMPOTENCY_HEADER]: p.idempotencyKey } : undefined,
    ),
});
