/** "Did this help?" on articles, FAQs, software and download pages (ADR 028). */
export const helpfulnessEn = {
  title: 'Did this help?',
  question: 'Did this page help you?',
  yes: 'Yes',
  no: 'No',
  reasonsLegend: 'What was wrong?',
  reason: {
    'out-of-date': 'It is out of date',
    'did-not-solve': 'It did not solve my problem',
    'hard-to-follow': 'It is hard to follow',
    'wrong-product': 'It is about a different product',
    other: 'Something else',
  },
  comment: 'Tell us more (optional)',
  commentHint: 'Up to {{max}} characters. Please do not include personal details such as your email address.',
  send: 'Send feedback',
  sending: 'Sending…',
  thanks: 'Thank you for your feedback.',
  thanksNo: 'Thank you for telling us. We use every answer to improve this page.',
  error: 'Your feedback could not be sent. Please try again.',
};
