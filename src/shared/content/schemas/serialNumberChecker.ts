import { z } from 'zod';
import { named } from './registry';

/** Serial-number checker (docs/behaviour.md §3, §7). */

export const serialCheckerModelSchema = z.object({
  modelName: z.string().describe("As printed on the product, e.g. 'AWH-1000XM4'"),
  displayName: z.string(),
});

export const serialNumberFormatSchema = z.object({
  minLength: z.number().int(),
  maxLength: z.number().int(),
  charset: z.enum(['digits', 'alphanumeric']),
});

export const serialCheckerDetailsSchema = named(
  'SerialCheckerDetails',
  z.object({
    listId: z.string(),
    title: z.string(),
    intro: z.string(),
    faqTemplate: z.string().describe("Sanitised HTML: the programme's questions and answers"),
    mainTemplate: z.string().describe('Sanitised HTML: what the programme is about and what to do'),
    models: z.array(serialCheckerModelSchema),
    partNumberLabel: z.string().describe('Label of the part-number field for this list'),
    partNumberHint: z.string(),
    serialNumberHint: z.string(),
    serialNumberFormat: serialNumberFormatSchema,
    selectedModel: z.string().optional().describe("The list's model matching the `model` parameter, when one does"),
    updated: z.string().describe('Date the programme was last updated (ISO)'),
  }),
);

export const serialCheckerModelNamesResponseSchema = named(
  'SerialCheckerModelNamesResponse',
  z.object({ modelName: z.string(), secondaryModels: z.array(z.string()).describe('Variants of the model (colour, region); empty when none') }),
);

export const serialCheckerPartNumbersResponseSchema = named(
  'SerialCheckerPartNumbersResponse',
  z.object({ modelName: z.string(), hasParts: z.boolean(), parts: z.array(z.string()) }),
);

export const serialValidationResultSchema = named(
  'SerialValidationResult',
  z.object({
    status: z.enum(['affected', 'not-affected', 'invalid']),
    title: z.string(),
    message: z.string(),
    nextSteps: z.array(z.string()),
    listId: z.string(),
    modelName: z.string(),
    secondaryModelName: z.string().nullable(),
    partNumber: z.string().nullable(),
    serialNumber: z.string().describe('The serial number as checked (spaces and dashes removed, upper case)'),
    reference: z.string().optional().describe('For affected products: the reference to quote when contacting support'),
  }),
);

export const serialProgrammeSummarySchema = z.object({
  listId: z.string(),
  title: z.string(),
  intro: z.string(),
  updated: z.string(),
  models: z.array(z.string()).describe('Model numbers the programme covers'),
  url: z.string().describe("The checker page; with the product's model chosen when the list was asked for by model"),
});

export const serialProgrammesResponseSchema = named('SerialProgrammesResponse', z.object({ programmes: z.array(serialProgrammeSummarySchema) }));
