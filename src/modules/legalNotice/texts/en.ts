import { LEGAL_TITLES } from './titles';
import type { LegalTexts } from './types';

/**
 * The imprint and privacy notice in English. What the privacy notice says the site stores must stay
 * true to the write database (src/server/content/store/sqlite/writes/writesSchema.ts) and the cookies
 * the site sets (docs/decisions/011-server-side-sessions.md).
 */
export const legalEn: LegalTexts = {
  imprint: {
    title: LEGAL_TITLES.en.imprint,
    lead: 'Information about the provider of this support site.',
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Provider',
        paragraphs: ['Aurora Electronics Europe GmbH', 'Hafenstraße 12, 20457 Hamburg, Germany'],
      },
      {
        heading: 'Represented by',
        paragraphs: ['The managing directors: Jana Becker, Luc Moreau'],
      },
      {
        heading: 'Contact',
        paragraphs: ['Phone: +49 40 5555 0100', 'E-mail: support@aurora.example', 'Our support request form is on the contact page.'],
      },
      {
        heading: 'Register entry',
        paragraphs: ['Commercial register of the Hamburg local court (Amtsgericht Hamburg), HRB 000000', 'VAT identification number: DE000000000'],
      },
      {
        heading: 'Online dispute resolution',
        paragraphs: [
          'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
        ],
      },
    ],
  },
  privacy: {
    title: LEGAL_TITLES.en.privacy,
    lead: 'What this support site stores about you, why, and for how long.',
    updated: '2026-11-25',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: ['Aurora Electronics Europe GmbH (see the imprint). Write to privacy@aurora.example with any question about your data.'],
      },
      {
        heading: 'Support and repair requests',
        paragraphs: [
          'When you send a support request or request a repair, we store what you enter (your name, e-mail address, product, serial number and description of the problem) to answer you and carry out the repair. We keep it for as long as we need it for the request and as the law requires us to keep records of repairs under warranty.',
        ],
      },
      {
        heading: 'Pages you visit and what you search for',
        paragraphs: [
          'We log which support pages are opened and the words searched for, to find answers that are missing and improve search. Search words are counted per day without any link to a person or network address. A logged page carries only a one-way hash of your account token when your browser holds one from signing in to your account, and nothing that identifies you otherwise.',
          'Answers to “Did this help?” are stored without your name or address.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The site works without cookies for visitors. It sets a cookie only when you need it: a sign-in cookie for service-centre staff (it ends after one hour without activity and at the latest after eight hours), a cookie that remembers a dismissed notice until you close the browser, and a cookie that keeps the simplified or embedded view when you open the site from one of our apps.',
          'We do not use advertising or third-party tracking cookies.',
        ],
      },
      {
        heading: 'Protection against misuse',
        paragraphs: [
          'To protect the site from automated abuse, we count requests per network address for at most 15 minutes; the counters are then deleted.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask what we store about you, have it corrected or deleted, restrict or object to its use, and receive it in a portable format. You can also complain to a data protection authority.',
        ],
      },
    ],
  },
};
