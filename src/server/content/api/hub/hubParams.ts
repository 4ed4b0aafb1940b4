import { z } from 'zod';
import { AUTO_BUNDLE_MARKER, parseTopicFilter } from '../../../../shared/content/faqBundleRules';
import { csvOf } from '../params';

/** Parameters shared by the product-hub calls (docs/behaviour.md §7), with the descriptions the API reference shows. */

export const accessLevel = () =>
  z
    .string()
    .max(40, 'accessLevel must be at most 40 characters')
    .describe('Access level forwarded by the site (docs/behaviour.md §6). These calls return public content only.');

export const config = () =>
  z
    .string()
    .max(40, 'config must be at most 40 characters')
    .describe(
      'Configuration name of the calling page: "tvhelp" in smart help (its lists default to the smart-help sizes).',
    );

/** Comma-separated extra fields; unknown names are a 400 that lists the allowed ones. */
export const additionalFields = (allowed: readonly string[]) =>
  csvOf('additional-fields', allowed).describe(
    `Comma-separated extra fields to include in each result: ${allowed.join(', ')}.`,
  );

export const wantsField = (fields: readonly string[] | undefined, name: string) => fields?.includes(name) ?? false;

/**
 * supportFaqBundleTopicFilter: an automatic-bundle topic ('auto-bundle:{language}:{topic}'). The site
 * sends it only for FAQs and only with the marker (docs/behaviour.md §2); anything else is bad input.
 */
export const topicFilter = () =>
  z
    .string()
    .max(120, 'supportFaqBundleTopicFilter must be at most 120 characters')
    .transform((value, ctx) => {
      const ref = parseTopicFilter(value);
      if (ref) return ref.topic;
      ctx.addIssue({
        code: 'custom',
        message: `supportFaqBundleTopicFilter must look like "${AUTO_BUNDLE_MARKER}en:picture"`,
      });
      return z.NEVER;
    })
    .describe(
      `Automatic FAQ bundle topic, "${AUTO_BUNDLE_MARKER}{language}:{topic}": limits FAQ results to that topic.`,
    );

/** The content types a topic filter applies to: FAQs only. */
export const TOPIC_FILTER_TYPES: readonly string[] = ['faq-article', 'quality-issue-article', 'oof-article'];
