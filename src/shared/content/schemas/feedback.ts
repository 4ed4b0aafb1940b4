import { z } from 'zod';
import { named } from './registry';

/** "Did this help?" answers and the helpfulness figures agents read (ADR 028). */

const KINDS = ['article', 'software', 'download'] as const;
const REASONS = ['out-of-date', 'did-not-solve', 'hard-to-follow', 'wrong-product', 'other'] as const;

export const feedbackAckSchema = named(
  'FeedbackAck',
  z.object({
    id: z.string(),
    status: z.enum(['recorded', 'already-recorded']).describe("'already-recorded' when this page view answered before: the first answer stands"),
  }),
);

export const helpfulnessSchema = named(
  'Helpfulness',
  z.object({
    kind: z.enum(KINDS),
    id: z.string().describe('The id search results carry'),
    count: z.number().int().describe('Answers in all, every locale together'),
    yes: z.number().int(),
    no: z.number().int(),
    shareYes: z.number().describe('yes / count, rounded to three decimals (0 when nobody answered)'),
    reasons: z.object(Object.fromEntries(REASONS.map((r) => [r, z.number().int()])) as Record<(typeof REASONS)[number], z.ZodNumber>),
    lastAt: z.string().nullable().describe('When the item was last rated (ISO 8601)'),
  }),
);

export const helpfulnessResponseSchema = named('HelpfulnessResponse', z.object({ results: z.array(helpfulnessSchema) }));
