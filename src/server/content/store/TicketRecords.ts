/** Support tickets as the write store keeps them (docs/behaviour.md §7 POST /create-ticket). */
export interface NewTicket {
  locale: string;
  name: string;
  email: string;
  /** Model number as the catalogue spells it, and the product's slug. */
  productModel: string;
  productName: string;
  serialNumber: string | null;
  issueCategory: string;
  description: string;
  createdAt: string;
}

export interface StoredTicket extends NewTicket {
  ticketId: string;
  status: 'open';
}
