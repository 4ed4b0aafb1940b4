import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import type { z } from 'zod';
import { API_BASE } from '../../shared/api/transport';
import { responseRegistry } from '../../shared/content/schemas';
import { withOpenApi } from '../content/api/handlers/openapi';
import type { OpenApiDocument, OpenApiOperation } from '../content/api/openapi/buildOpenApi';
import { ROUTES } from '../content/api/routes';
import { startTestApp } from './testApp';

/*
 * The live answers of the whole site (createApp: write guard, sign-in limits, content router on
 * the generated demo catalogue) checked against the OpenAPI document it serves, with a standard
 * JSON Schema 2020-12 validator: every operation, with valid and invalid requests, anonymous and
 * signed in. Each answer's status must be declared by its operation, its content type listed, its
 * body valid against the declared schema and its required headers present. A 2xx JSON body is
 * also parsed with the zod schema the handler's output type comes from.
 */

type Visitor = 'anonymous' | 'asc' | 'agent';
const ACCOUNTS = {
  asc: { username: 'asc.demo', password: 'ServiceCentre#2024' },
  agent: { username: 'agent.demo', password: 'CareAgent#2024' },
} as const;

/** Values of the demo catalogue, found through the API (never guessed). */
interface Sample {
  product: string;
  modelNumber: string;
  category: string;
  download: string;
  article: string;
  /** A video (a lesson of the product's tutorials). */
  video: string;
  software: string;
  eulaUrl: string;
  publicFile: string;
  restrictedFile: string;
  repairDocument: string;
  bundle: string;
  compatibleCategory: string;
  compatibleModel: string;
  remote: string;
  documentLanguage: string;
  /** A repair request filed before the cases run, for the call that reads one back. */
  repairReference: string;
}

interface Case {
  /** The operation, as the document names it: 'GET /search'. */
  operation: string;
  /** A few words on what the request is. */
  what: string;
  /** The concrete path and query below the API base. */
  url: (s: Sample) => string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: (s: Sample) => unknown;
  /** Raw body and content type instead of JSON. */
  raw?: { type: string; text: string };
  headers?: Record<string, string>;
  /** Expected status per visitor; one number for everybody. */
  status: number | Partial<Record<Visitor, number>>;
  /** Visitors to try; default anonymous and asc. */
  as?: Visitor[];
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

const page = { tokenKind: 'guest', token: 'guest-7f3a9c', pageName: 'support:results', pageType: 'homeResults', url: '/electronics/support/results?query=wifi', searchTerm: 'wifi', resultCount: 3 };
const ticket = {
  name: 'Jana Novak',
  email: 'jana.novak@example.com',
  productModel: 'at 55x89j',
  serialNumber: '7015000',
  issueCategory: 'picture',
  description: 'Since the last update the picture flickers when HDR content plays. I restarted it twice.',
};
const repairRequest = {
  productModel: 'AT-55X89J',
  serialNumber: '7015 000 AB',
  fault: 'The picture flickers when HDR content plays, after the last software update.',
  name: 'Jana Novak',
  email: 'jana.novak@example.com',
  postcode: 'SW1A 1AA',
};
const serialCheck = { listId: 'tv-power-supply-2021', modelName: 'AT-55X89J', secondaryModelName: null, partNumber: null, serialNumber: '7015000' };
const restricted = { anonymous: 301, asc: 200 } as const;

const CASES: Case[] = [
  // Search and suggestions
  { operation: 'GET /search', what: 'a query', url: () => `/search${q({ query: 'wifi', num: '5' })}`, status: 200 },
  { operation: 'GET /search', what: 'filtered by type', url: () => `/search${q({ query: 'firmware', type: 'downloads' })}`, status: 200 },
  { operation: 'GET /search', what: 'with category and product counts', url: () => `/search${q({ query: 'bluetooth', facets: 'true' })}`, status: 200 },
  { operation: 'GET /search', what: 'the words as typed, every copy listed', url: () => `/search${q({ query: 'bluetoth', spellingFix: 'false', collapse: 'false' })}`, status: 200 },
  { operation: 'GET /search', what: 'filtered by a category', url: (s) => `/search${q({ query: 'hdmi', within: s.category, facets: 'true' })}`, status: 200 },
  { operation: 'GET /search', what: 'filtered by an unknown product', url: () => `/search${q({ query: 'hdmi', within: 'no-such-product' })}`, status: 404 },
  { operation: 'GET /search/{contextId}', what: 'counts within a category', url: (s) => `/search/${s.category}${q({ query: 'hdmi', facets: 'true' })}`, status: 200 },
  { operation: 'GET /search', what: 'no query', url: () => '/search', status: 400 },
  { operation: 'GET /search', what: 'num out of range', url: () => `/search${q({ query: 'wifi', num: '1000' })}`, status: 400 },
  { operation: 'GET /search/{contextId}', what: 'in a category', url: (s) => `/search/${s.category}${q({ query: 'hdmi' })}`, status: 200 },
  { operation: 'GET /search/{contextId}', what: 'unknown context', url: () => `/search/no-such-context${q({ query: 'hdmi' })}`, status: 404 },
  { operation: 'GET /search/whats-new', what: 'the feed', url: () => `/search/whats-new${q({ num: '5', 'additional-fields': 'models' })}`, status: restricted },
  { operation: 'GET /search/whats-new', what: 'as an agent (no portal role)', url: () => '/search/whats-new', status: 403, as: ['agent'] },
  { operation: 'GET /search/whats-new', what: 'a wrong type', url: () => `/search/whats-new${q({ type: 'recipes' })}`, status: 400, as: ['asc'] },
  { operation: 'GET /faqs/search', what: 'FAQs of a product', url: (s) => `/faqs/search${q({ query: 'wifi', model: s.product })}`, status: 200 },
  { operation: 'GET /faqs/search', what: 'start not a number', url: () => `/faqs/search${q({ start: 'x' })}`, status: 400 },
  { operation: 'GET /faqs/group/search', what: 'FAQ articles', url: () => `/faqs/group/search${q({ type: 'faq-article', num: '3' })}`, status: 200 },
  { operation: 'GET /faqs/group/search', what: 'news for service centres', url: () => `/faqs/group/search${q({ type: 'news-for-asc-article' })}`, status: restricted },
  { operation: 'GET /faqs/group/search', what: 'an unknown type', url: () => `/faqs/group/search${q({ type: 'recipes' })}`, status: 400 },
  { operation: 'GET /suggest', what: 'a prefix', url: () => `/suggest${q({ query: 'at-5' })}`, status: 200 },
  { operation: 'GET /suggest', what: 'no query', url: () => '/suggest', status: 400 },
  { operation: 'GET /keyword/suggest', what: 'a prefix', url: () => `/keyword/suggest${q({ query: 'wi' })}`, status: 200 },
  { operation: 'GET /keyword/suggest', what: 'a bad locale', url: () => `/keyword/suggest${q({ query: 'wi', locale: 'xx' })}`, status: 400 },
  // Writes (the write guard runs first)
  { operation: 'POST /page-views', what: 'a page view', method: 'POST', url: () => '/page-views', body: () => page, status: 201 },
  { operation: 'POST /page-views', what: 'no page type', method: 'POST', url: () => '/page-views', body: () => ({ ...page, pageType: '' }), status: 400 },
  { operation: 'POST /page-views', what: 'from another site', method: 'POST', url: () => '/page-views', body: () => page, headers: { Origin: 'https://evil.example' }, status: 403 },
  { operation: 'POST /page-views', what: 'a form body', method: 'POST', url: () => '/page-views', raw: { type: 'application/x-www-form-urlencoded', text: 'pageName=x' }, status: 415 },
  { operation: 'POST /page-views', what: 'malformed JSON', method: 'POST', url: () => '/page-views', raw: { type: 'application/json', text: '{"pageName":' }, status: 400 },
  { operation: 'POST /page-views', what: 'a body over the limit', method: 'POST', url: () => '/page-views', body: () => ({ ...page, searchTerm: 'x'.repeat(5000) }), status: 413 },
  { operation: 'POST /create-ticket', what: 'a ticket', method: 'POST', url: () => '/create-ticket', body: () => ticket, status: 201 },
  { operation: 'POST /create-ticket', what: 'a short description', method: 'POST', url: () => '/create-ticket', body: () => ({ ...ticket, description: 'flickers' }), status: 400 },
  { operation: 'POST /create-ticket', what: 'a reused Idempotency-Key', method: 'POST', url: () => '/create-ticket', body: () => ({ ...ticket, name: 'Someone Else' }), headers: { 'Idempotency-Key': 'live-doc-ticket' }, status: 422, as: ['asc'] },
  { operation: 'POST /feedback', what: 'a yes', method: 'POST', url: () => '/feedback', body: (s) => ({ contentKind: 'article', contentId: s.article, answer: 'yes', viewKey: 'live-doc-view-1' }), status: { anonymous: 201, asc: 200 } },
  { operation: 'POST /feedback', what: 'a reason with a yes', method: 'POST', url: () => '/feedback', body: (s) => ({ contentKind: 'article', contentId: s.article, answer: 'yes', reason: 'other', viewKey: 'live-doc-view-2' }), status: 400 },
  { operation: 'GET /search/insights', what: 'the last 30 days', url: () => `/search/insights${q({ num: '5' })}`, status: { anonymous: 301, asc: 403, agent: 200 }, as: ['anonymous', 'asc', 'agent'] },
  { operation: 'GET /search/insights', what: 'an unknown locale', url: () => `/search/insights${q({ searchLocale: 'xx_XX' })}`, status: 400, as: ['agent'] },
  { operation: 'GET /feedback/helpfulness', what: 'the least helpful', url: () => '/feedback/helpfulness', status: { anonymous: 301, asc: 403, agent: 200 }, as: ['anonymous', 'asc', 'agent'] },
  { operation: 'GET /feedback/helpfulness', what: 'malformed items', url: () => `/feedback/helpfulness${q({ items: 'article' })}`, status: 400, as: ['agent'] },
  { operation: 'POST /repair-requests', what: 'a repair request', method: 'POST', url: () => '/repair-requests', body: () => repairRequest, status: 201 },
  { operation: 'POST /repair-requests', what: 'a serial number too short', method: 'POST', url: () => '/repair-requests', body: () => ({ ...repairRequest, serialNumber: '12' }), status: 400 },
  { operation: 'POST /repair-requests', what: 'from another site', method: 'POST', url: () => '/repair-requests', body: () => repairRequest, headers: { Origin: 'https://evil.example' }, status: 403 },
  { operation: 'GET /repair-requests/{reference}', what: 'a filed request', url: (s) => `/repair-requests/${s.repairReference}`, status: 200 },
  { operation: 'GET /repair-requests/{reference}', what: 'not a reference', url: () => '/repair-requests/12345', status: 400 },
  { operation: 'GET /repair-requests/{reference}', what: 'an unknown reference', url: () => '/repair-requests/R-0000-0000', status: 404 },
  { operation: 'GET /service-centres', what: 'a postcode', url: () => `/service-centres${q({ query: 'SW1', locale: 'en_GB' })}`, status: 200 },
  { operation: 'GET /service-centres', what: 'one letter', url: () => `/service-centres${q({ query: 'a' })}`, status: 400 },
  { operation: 'POST /serial-number-checker/validation', what: 'an affected serial', method: 'POST', url: () => '/serial-number-checker/validation', body: () => serialCheck, status: 200 },
  { operation: 'POST /serial-number-checker/validation', what: 'no serial number', method: 'POST', url: () => '/serial-number-checker/validation', body: () => ({ ...serialCheck, serialNumber: undefined }), status: 400 },
  { operation: 'POST /serial-number-checker/validation', what: 'an unknown list', method: 'POST', url: () => '/serial-number-checker/validation', body: () => ({ ...serialCheck, listId: 'no-such-list' }), status: 404 },
  // Serial-number checker and remote controls
  { operation: 'GET /serial-number-checker/details', what: 'a list', url: () => `/serial-number-checker/details${q({ listId: 'tv-power-supply-2021' })}`, status: 200 },
  { operation: 'GET /serial-number-checker/details', what: 'no list id', url: () => '/serial-number-checker/details', status: 400 },
  { operation: 'GET /serial-number-checker/lists', what: 'every programme', url: () => '/serial-number-checker/lists', status: 200 },
  { operation: 'GET /serial-number-checker/lists', what: 'a bad locale', url: () => `/serial-number-checker/lists${q({ locale: 'en' })}`, status: 400 },
  { operation: 'GET /serial-number-checker/modelNames', what: 'secondary models', url: () => `/serial-number-checker/modelNames${q({ listId: 'wireless-headphones-battery', secondaryModelName: 'awh1000xm4' })}`, status: 200 },
  { operation: 'GET /serial-number-checker/modelNames', what: 'no model', url: () => `/serial-number-checker/modelNames${q({ listId: 'wireless-headphones-battery' })}`, status: 400 },
  { operation: 'GET /serial-number-checker/modelNames/{modelName}/partNumbers', what: 'part numbers', url: () => `/serial-number-checker/modelNames/AWF-C500/partNumbers${q({ listId: 'earbuds-charging-case' })}`, status: 200 },
  { operation: 'GET /serial-number-checker/modelNames/{modelName}/partNumbers', what: 'an unknown list', url: () => `/serial-number-checker/modelNames/AWF-C500/partNumbers${q({ listId: 'no-such-list' })}`, status: 404 },
  { operation: 'GET /remote-control-codes', what: 'remotes', url: () => `/remote-control-codes${q({ num: '3' })}`, status: 200 },
  { operation: 'GET /remote-control-codes', what: 'num zero', url: () => `/remote-control-codes${q({ num: '0' })}`, status: 400 },
  { operation: 'GET /remote-control-codes/{modelName}', what: 'a remote', url: (s) => `/remote-control-codes/${s.remote}`, status: 200 },
  { operation: 'GET /remote-control-codes/{modelName}', what: 'an unknown remote', url: () => '/remote-control-codes/no-such-remote', status: 404 },
  // Service-centre portal
  { operation: 'GET /asc/auth', what: 'the session status', url: () => `/asc/auth${q({ path: '/electronics/support/repair-documents' })}`, status: 200 },
  { operation: 'GET /asc/auth', what: 'a return path off the site', url: () => `/asc/auth${q({ path: 'https://evil.example/' })}`, status: 400 },
  { operation: 'POST /asc/auth', what: 'the right password', method: 'POST', url: () => '/asc/auth', body: () => ACCOUNTS.asc, status: 200 },
  { operation: 'POST /asc/auth', what: 'a wrong password', method: 'POST', url: () => '/asc/auth', body: () => ({ username: 'asc.demo', password: 'guess' }), status: 401 },
  { operation: 'POST /asc/auth', what: 'no password', method: 'POST', url: () => '/asc/auth', body: () => ({ username: 'asc.demo' }), status: 400 },
  { operation: 'POST /asc/auth', what: 'from another site', method: 'POST', url: () => '/asc/auth', body: () => ACCOUNTS.asc, headers: { Origin: 'https://evil.example' }, status: 403 },
  { operation: 'POST /asc/auth/logout', what: 'sign-out', method: 'POST', url: () => '/asc/auth/logout', body: () => ({}), status: 200, as: ['anonymous'] },
  { operation: 'POST /asc/auth/logout', what: 'a bad locale', method: 'POST', url: () => `/asc/auth/logout${q({ locale: 'xx' })}`, body: () => ({}), status: 400, as: ['anonymous'] },
  { operation: 'GET /products/{modelSlug}/model-details', what: 'model details', url: (s) => `/products/${s.product}/model-details`, status: restricted },
  { operation: 'GET /products/{modelSlug}/model-details', what: 'an unknown product', url: () => '/products/no-such-product/model-details', status: { asc: 404 }, as: ['asc'] },
  { operation: 'GET /repair-documents/search/{model}', what: 'service manuals', url: (s) => `/repair-documents/search/${s.product}${q({ type: 'service-manual,technical-news' })}`, status: restricted },
  { operation: 'GET /repair-documents/search/{model}', what: 'no type', url: (s) => `/repair-documents/search/${s.product}`, status: 400 },
  { operation: 'GET /repair-documents/{contentFamilyId}', what: 'a repair document', url: (s) => `/repair-documents/${s.repairDocument}`, status: restricted },
  { operation: 'GET /repair-documents/{contentFamilyId}', what: 'an unknown document', url: () => '/repair-documents/99999999', status: { anonymous: 301, asc: 404 } },
  { operation: 'GET /{locale}/externalLinkContent', what: 'portal links', url: () => '/en_GB/externalLinkContent', status: restricted },
  { operation: 'GET /{locale}/externalLinkContent', what: 'an unknown locale', url: () => '/xx_XX/externalLinkContent', status: 400 },
  { operation: 'GET /files/{fileId}/{fileName}', what: 'a public manual', url: (s) => s.publicFile, status: 200 },
  { operation: 'GET /files/{fileId}/{fileName}', what: 'a service manual', url: (s) => s.restrictedFile, status: restricted },
  { operation: 'GET /files/{fileId}/{fileName}', what: 'an unchanged file', url: (s) => s.publicFile, headers: { 'If-None-Match': 'ETAG' }, status: 304 },
  { operation: 'GET /files/{fileId}/{fileName}', what: 'a byte range', url: (s) => s.publicFile, headers: { Range: 'bytes=0-99' }, status: 206 },
  { operation: 'GET /files/{fileId}/{fileName}', what: 'a range beyond the end', url: (s) => s.publicFile, headers: { Range: 'bytes=999999999-' }, status: 416 },
  { operation: 'GET /files/{fileId}/{fileName}', what: 'another name', url: (s) => s.publicFile.replace(/\/[^/]+$/, '/other.pdf'), status: 404 },
  { operation: 'GET /eulas', what: 'a licence', url: (s) => `/eulas${q({ eulaUrl: s.eulaUrl })}`, status: 200 },
  { operation: 'GET /eulas', what: 'a licence elsewhere', url: () => `/eulas${q({ eulaUrl: 'https://evil.example/eula.html' })}`, status: 400 },
  // Catalogue
  { operation: 'GET /{locale}/categories', what: 'top categories', url: () => '/de_DE/categories', status: 200 },
  { operation: 'GET /{locale}/categories', what: 'an unknown locale', url: () => '/xx_XX/categories', status: 400 },
  { operation: 'GET /{locale}/categories/{categoryName}', what: 'a category', url: (s) => `/en_GB/categories/${s.category}`, status: 200 },
  { operation: 'GET /{locale}/categories/{categoryName}', what: 'an unknown category', url: () => '/en_GB/categories/no-such-category', status: 404 },
  { operation: 'GET /{locale}/categories/{categoryName}/metadata', what: 'category metadata', url: (s) => `/fr_FR/categories/${s.category}/metadata`, status: 200 },
  { operation: 'GET /{locale}/categories/{categoryName}/metadata', what: 'an unknown category', url: () => '/fr_FR/categories/no-such-category/metadata', status: 404 },
  { operation: 'GET /{locale}/categories/{categoryName}/models', what: 'models', url: (s) => `/en_GB/categories/${s.category}/models${q({ num: '5', sort: 'newest' })}`, status: 200 },
  { operation: 'GET /{locale}/categories/{categoryName}/models', what: 'an unknown sort', url: (s) => `/en_GB/categories/${s.category}/models${q({ sort: 'price' })}`, status: 400 },
  { operation: 'GET /{locale}/products/{productName}/metadata', what: 'product metadata', url: (s) => `/en_GB/products/${s.product}/metadata`, status: 200 },
  { operation: 'GET /{locale}/products/{productName}/metadata', what: 'an unknown product', url: () => '/en_GB/products/no-such-product/metadata', status: 404 },
  { operation: 'GET /products/{productName}', what: 'a product', url: (s) => `/products/${s.product}`, status: 200 },
  { operation: 'GET /products/{productName}', what: 'an unknown product', url: () => '/products/no-such-product', status: 404 },
  { operation: 'GET /{locale}/documents/{productName}/languages', what: 'manual languages', url: (s) => `/en_GB/documents/${s.product}/languages`, status: 200 },
  { operation: 'GET /{locale}/documents/{productName}/languages', what: 'an unknown product', url: () => '/en_GB/documents/no-such-product/languages', status: 404 },
  { operation: 'GET /{locale}/documents/{productName}/languages/{language}', what: 'manuals', url: (s) => `/en_GB/documents/${s.product}/languages/${s.documentLanguage}`, status: 200 },
  { operation: 'GET /{locale}/documents/{productName}/languages/{language}', what: 'num not a number', url: (s) => `/en_GB/documents/${s.product}/languages/en${q({ num: 'ten' })}`, status: 400 },
  { operation: 'GET /{locale}/downloads/ids/{downloadId}', what: 'a download', url: (s) => `/en_GB/downloads/ids/${s.download}${q({ model: s.product })}`, status: 200 },
  { operation: 'GET /{locale}/downloads/ids/{downloadId}', what: 'an unknown download', url: () => '/en_GB/downloads/ids/99999999', status: 404 },
  { operation: 'GET /{locale}/downloads/{productName}', what: 'downloads', url: (s) => `/en_GB/downloads/${s.product}`, status: 200 },
  { operation: 'GET /{locale}/downloads/{productName}', what: 'an unknown product', url: () => '/en_GB/downloads/no-such-product', status: 404 },
  { operation: 'GET /{locale}/downloads/{productName}/filters', what: 'filters', url: (s) => `/en_GB/downloads/${s.product}/filters`, status: 200 },
  { operation: 'GET /{locale}/downloads/{productName}/filters', what: 'an unknown product', url: () => '/en_GB/downloads/no-such-product/filters', status: 404 },
  // Product hub
  { operation: 'GET /specifications/{productName}', what: 'specifications', url: (s) => `/specifications/${s.product}`, status: 200 },
  { operation: 'GET /specifications/{productName}', what: 'an unknown product', url: () => '/specifications/no-such-product', status: 404 },
  { operation: 'GET /tutorials/{productName}', what: 'tutorials', url: (s) => `/tutorials/${s.product}`, status: 200 },
  { operation: 'GET /tutorials/{productName}', what: 'num too large', url: (s) => `/tutorials/${s.product}${q({ num: '5000' })}`, status: 400 },
  { operation: 'GET /support-videos', what: 'videos with every extra field', url: (s) => `/support-videos${q({ contextId: s.product, 'additional-fields': 'bannerImageUrl,videoUrl,topics,modelNames' })}`, status: 200 },
  { operation: 'GET /support-videos', what: 'an unknown type', url: () => `/support-videos${q({ type: 'cartoon' })}`, status: 400 },
  { operation: 'GET /{locale}/news-and-alerts', what: 'news', url: (s) => `/en_GB/news-and-alerts${q({ contextId: s.category, 'additional-fields': 'bannerImageUrl,modelNames' })}`, status: 200 },
  { operation: 'GET /{locale}/news-and-alerts', what: 'an unknown type', url: () => `/en_GB/news-and-alerts${q({ types: 'gossip' })}`, status: 400 },
  { operation: 'GET /compatibility-relations/{productName}/categories', what: 'compatible categories', url: (s) => `/compatibility-relations/${s.product}/categories`, status: 200 },
  { operation: 'GET /compatibility-relations/{productName}/categories', what: 'an unknown product', url: () => '/compatibility-relations/no-such-product/categories', status: 404 },
  { operation: 'GET /compatibility-relations/{productName}/{categoryName}/models', what: 'compatible models', url: (s) => `/compatibility-relations/${s.product}/${s.compatibleCategory}/models`, status: 200 },
  { operation: 'GET /compatibility-relations/{productName}/{categoryName}/models', what: 'an unknown category', url: (s) => `/compatibility-relations/${s.product}/no-such-category/models`, status: 404 },
  { operation: 'GET /compatibility-relations/{productName}/{compatibleModelName}/details', what: 'a pairing', url: (s) => `/compatibility-relations/${s.product}/${s.compatibleModel}/details`, status: 200 },
  { operation: 'GET /compatibility-relations/{productName}/{compatibleModelName}/details', what: 'an unknown model', url: (s) => `/compatibility-relations/${s.product}/no-such-model/details`, status: 404 },
  { operation: 'GET /banners', what: 'banners of a product', url: (s) => `/banners${q({ model: s.product })}`, status: 200 },
  { operation: 'GET /banners', what: 'a bad locale', url: () => `/banners${q({ locale: 'de' })}`, status: 400 },
  { operation: 'GET /banners/operating-system', what: 'banners for Windows', url: () => `/banners/operating-system${q({ operatingSystem: 'windows' })}`, status: 200 },
  { operation: 'GET /banners/operating-system', what: 'no operating system', url: () => '/banners/operating-system', status: 400 },
  { operation: 'GET /special-message', what: 'the message', url: () => '/special-message', status: 200 },
  { operation: 'GET /special-message', what: 'a bad locale', url: () => `/special-message${q({ locale: 'klingon' })}`, status: 400 },
  { operation: 'GET /context-categories', what: 'of a product', url: (s) => `/context-categories${q({ modelSlug: s.product })}`, status: 200 },
  { operation: 'GET /context-categories', what: 'an unknown category', url: () => `/context-categories${q({ categoryName: 'no-such-category' })}`, status: 404 },
  { operation: 'GET /faq-bundles', what: 'bundles of a product', url: (s) => `/faq-bundles${q({ modelSlug: s.product })}`, status: 200 },
  { operation: 'GET /faq-bundles', what: 'an unknown bundle type', url: () => `/faq-bundles${q({ bundleType: 'party' })}`, status: 400 },
  { operation: 'GET /faq-bundles/list', what: 'the list', url: (s) => `/faq-bundles/list${q({ modelSlug: s.product })}`, status: 200 },
  { operation: 'GET /faq-bundles/list', what: 'an unknown bundle type', url: () => `/faq-bundles/list${q({ bundleType: 'party' })}`, status: 400 },
  { operation: 'GET /faq-bundles/detail', what: 'one bundle', url: (s) => `/faq-bundles/detail${q({ bundleId: s.bundle })}`, status: 200 },
  { operation: 'GET /faq-bundles/detail', what: 'an unknown bundle', url: () => `/faq-bundles/detail${q({ bundleId: 'no-such-bundle' })}`, status: 404 },
  { operation: 'GET /faq-bundles/automatic', what: 'automatic bundles', url: (s) => `/faq-bundles/automatic${q({ modelSlug: s.product })}`, status: 200 },
  { operation: 'GET /faq-bundles/automatic', what: 'an unknown bundle type', url: () => `/faq-bundles/automatic${q({ bundleType: 'party' })}`, status: 400 },
  { operation: 'GET /faq-bundles/automatic/details', what: 'one topic', url: (s) => `/faq-bundles/automatic/details${q({ model: s.product, gkId: 'en:picture' })}`, status: 200 },
  { operation: 'GET /faq-bundles/automatic/details', what: 'no model', url: () => '/faq-bundles/automatic/details', status: 400 },
  { operation: 'GET /{locale}/seo/products/{productName}', what: 'product SEO', url: (s) => `/de_DE/seo/products/${s.product}`, status: 200 },
  { operation: 'GET /{locale}/seo/products/{productName}', what: 'an unknown product', url: () => '/de_DE/seo/products/no-such-product', status: 404 },
  { operation: 'GET /{locale}/seo/categories/{categoryName}', what: 'category SEO', url: (s) => `/de_DE/seo/categories/${s.category}`, status: 200 },
  { operation: 'GET /{locale}/seo/categories/{categoryName}', what: 'an unknown category', url: () => '/de_DE/seo/categories/no-such-category', status: 404 },
  // Sitemaps and feeds
  { operation: 'GET /{locale}/sitemap/chunks', what: 'product chunks', url: () => `/en_GB/sitemap/chunks${q({ kind: 'products', size: '50' })}`, status: 200 },
  { operation: 'GET /{locale}/sitemap/chunks', what: 'an unknown kind', url: () => `/en_GB/sitemap/chunks${q({ kind: 'people' })}`, status: 400 },
  { operation: 'GET /{locale}/sitemap/pages', what: 'content pages', url: () => `/en_GB/sitemap/pages${q({ kind: 'content', num: '20' })}`, status: 200 },
  { operation: 'GET /{locale}/sitemap/pages', what: 'num too large', url: () => `/en_GB/sitemap/pages${q({ kind: 'content', num: '999999' })}`, status: 400 },
  { operation: 'GET /{locale}/feeds/{scope}/{name}', what: 'a product feed', url: (s) => `/en_GB/feeds/products/${s.product}`, status: 200 },
  { operation: 'GET /{locale}/feeds/{scope}/{name}', what: 'a category feed', url: (s) => `/fr_FR/feeds/categories/${s.category}`, status: 200 },
  { operation: 'GET /{locale}/feeds/{scope}/{name}', what: 'an unknown scope', url: (s) => `/en_GB/feeds/people/${s.product}`, status: 400 },
  // Articles and software
  { operation: 'GET /{locale}/videos/{articleFamilyId}/captions', what: 'captions', url: (s) => `/de_DE/videos/${s.video}/captions`, status: 200 },
  { operation: 'GET /{locale}/videos/{articleFamilyId}/captions', what: 'an article that is no video', url: (s) => `/en_GB/videos/${s.article}/captions`, status: 404 },
  { operation: 'GET /{locale}/videos/{articleFamilyId}/chapters', what: 'chapters', url: (s) => `/fr_FR/videos/${s.video}/chapters`, status: 200 },
  { operation: 'GET /{locale}/videos/{articleFamilyId}/chapters', what: 'an unknown locale', url: (s) => `/xx_XX/videos/${s.video}/chapters`, status: 400 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}', what: 'an article', url: (s) => `/en_GB/articles/${s.article}${q({ model: s.product })}`, status: 200 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}', what: 'an unknown article', url: () => '/en_GB/articles/99999999', status: 404 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}/catalog', what: 'its catalogue', url: (s) => `/en_GB/articles/${s.article}/catalog`, status: 200 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}/catalog', what: 'an unknown channel', url: (s) => `/en_GB/articles/${s.article}/catalog${q({ channel: 'tv' })}`, status: 400 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}/related-articles', what: 'related articles', url: (s) => `/en_GB/articles/${s.article}/related-articles`, status: 200 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}/related-articles', what: 'num too large', url: (s) => `/en_GB/articles/${s.article}/related-articles${q({ num: '5000' })}`, status: 400 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}/related-articles/{contextId}', what: 'in a category', url: (s) => `/en_GB/articles/${s.article}/related-articles/${s.category}`, status: 200 },
  { operation: 'GET /{locale}/articles/{articleFamilyId}/related-articles/{contextId}', what: 'an unknown context', url: (s) => `/en_GB/articles/${s.article}/related-articles/no-such-context`, status: 404 },
  { operation: 'GET /{locale}/software/{articleFamilyId}', what: 'a software article', url: (s) => `/en_GB/software/${s.software}`, status: 200 },
  { operation: 'GET /{locale}/software/{articleFamilyId}', what: 'an unknown article', url: () => '/en_GB/software/99999999', status: 404 },
  { operation: 'GET /{locale}/software/{articleFamilyId}/catalog', what: 'its catalogue', url: (s) => `/en_GB/software/${s.software}/catalog`, status: 200 },
  { operation: 'GET /{locale}/software/{articleFamilyId}/catalog', what: 'an unknown article', url: () => '/en_GB/software/99999999/catalog', status: 404 },
  { operation: 'GET /{locale}/software/{articleFamilyId}/related-articles', what: 'related articles', url: (s) => `/en_GB/software/${s.software}/related-articles`, status: 200 },
  { operation: 'GET /{locale}/software/{articleFamilyId}/related-articles', what: 'an unknown article', url: () => '/en_GB/software/99999999/related-articles', status: 404 },
  { operation: 'GET /{locale}/software/{articleFamilyId}/related-articles/{contextId}', what: 'for a product', url: (s) => `/en_GB/software/${s.software}/related-articles/${s.product}`, status: 200 },
  { operation: 'GET /{locale}/software/{articleFamilyId}/related-articles/{contextId}', what: 'an unknown context', url: (s) => `/en_GB/software/${s.software}/related-articles/no-such-context`, status: 404 },
  { operation: 'GET /openapi.json', what: 'the document', url: () => '/openapi.json', status: 200 },
  { operation: 'GET /openapi.json', what: 'a write to it', method: 'POST', url: () => '/openapi.json', status: 405 },
  // A known path with another method, and no path at all.
  { operation: 'GET /{locale}/categories', what: 'a PUT', method: 'PUT', url: () => '/en_GB/categories', status: 405 },
];

let t: Awaited<ReturnType<typeof startTestApp>>;
let doc: OpenApiDocument;
let ajv: Ajv2020;
const cookies = {} as Record<Visitor, string>;
let sample: Sample;
/** Component name -> the zod schema the handlers' output type is inferred from. */
const zodByComponent = new Map<string, z.ZodType>();
/** Operations answered with a 2xx and with a 4xx during the run. */
const answered = { success: new Set<string>(), failure: new Set<string>() };

const api = (path: string) => `${API_BASE}${path}`;

async function signIn(account: keyof typeof ACCOUNTS): Promise<string> {
  const res = await request(t.app).post(api('/asc/auth')).send(ACCOUNTS[account]).expect(200);
  return (res.headers['set-cookie'] as unknown as string[])
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function json<T>(path: string, cookie = cookies.asc): Promise<T> {
  const res = await request(t.app).get(api(path)).set('Cookie', cookie).expect(200);
  return res.body as T;
}

/** Catalogue values the cases need, read from the API itself. */
async function findSample(): Promise<Omit<Sample, 'repairReference'>> {
  type Results<T> = { searchResponse: { results: T[] } };
  const product = 'at-55x89j';
  const meta = await json<{ data: { modelNumber: string; categoryName: string } }>(`/en_GB/products/${product}/metadata`);
  const downloads = await json<Results<{ id: string; eulaUrl?: string }>>(`/en_GB/downloads/${product}`);
  const manuals = await json<Results<{ fileUrl: string; language: string }>>(`/en_GB/documents/${product}/languages/en`);
  const faqs = await json<Results<{ id: string; articleFamilyId?: string }>>(`/faqs/search?model=${product}`);
  const repair = await json<Results<{ id: string; associatedFiles: Array<{ url: string }> }>>(`/repair-documents/search/${product}?type=service-manual`);
  const bundles = await json<{ bundles: Array<{ id: string }> }>(`/faq-bundles/list?modelSlug=${product}`);
  const compatible = await json<{ categories: Array<{ name: string }> }>(`/compatibility-relations/${product}/categories`);
  const models = await json<{ models: Array<{ name: string }> }>(`/compatibility-relations/${product}/${compatible.categories[0].name}/models`);
  const remotes = await json<Results<{ name: string }>>('/remote-control-codes');
  const videos = await json<Results<{ id: string }>>(`/tutorials/${product}`);
  // A software article: the one some laptop download belongs to.
  let software = '';
  let eulaUrl = downloads.searchResponse.results.find((d) => d.eulaUrl)?.eulaUrl ?? '';
  const laptops = await json<Results<{ id: string; eulaUrl?: string }>>('/search?query=driver&type=downloads&num=50');
  for (const d of laptops.searchResponse.results) {
    const details = await json<{ data: { softwareArticle?: { articleFamilyId: string }; eulaUrl?: string } }>(`/en_GB/downloads/ids/${d.id}`);
    eulaUrl ||= details.data.eulaUrl ?? '';
    if (details.data.softwareArticle) {
      software = details.data.softwareArticle.articleFamilyId;
      if (eulaUrl) break;
    }
  }
  const found: Omit<Sample, 'repairReference'> = {
    product,
    modelNumber: meta.data.modelNumber,
    category: meta.data.categoryName,
    download: downloads.searchResponse.results[0].id,
    article: faqs.searchResponse.results[0].articleFamilyId ?? faqs.searchResponse.results[0].id,
    video: videos.searchResponse.results[0].id,
    software,
    eulaUrl,
    publicFile: manuals.searchResponse.results[0].fileUrl.slice(API_BASE.length),
    restrictedFile: repair.searchResponse.results[0].associatedFiles[0].url.slice(API_BASE.length),
    repairDocument: repair.searchResponse.results[0].id,
    bundle: bundles.bundles[0].id,
    compatibleCategory: compatible.categories[0].name,
    compatibleModel: models.models[0].name,
    remote: remotes.searchResponse.results[0].name,
    documentLanguage: manuals.searchResponse.results[0].language,
  };
  for (const [key, value] of Object.entries(found)) if (!value) throw new Error(`no ${key} in the demo catalogue`);
  return found;
}

beforeAll(async () => {
  t = await startTestApp({ writeLimits: { maxBodyBytes: 4096, perClientPerWindow: 1_000_000, pageViewsPerClientPerWindow: 1_000_000, windowMs: 60_000 } });
  cookies.anonymous = '';
  cookies.asc = await signIn('asc');
  cookies.agent = await signIn('agent');
  // The document as the live app serves it, not as the code builds it.
  doc = (await request(t.app).get(api('/openapi.json')).expect(200)).body as OpenApiDocument;
  ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  for (const route of withOpenApi(ROUTES)) {
    const id = route.spec.response ? responseRegistry.get(route.spec.response)?.id : undefined;
    if (id && route.spec.response) zodByComponent.set(id, route.spec.response);
  }
  const filed = await request(t.app).post(api('/repair-requests')).send(repairRequest).expect(201);
  sample = { ...(await findSample()), repairReference: String(filed.body.reference) };
  // The If-None-Match case needs the file's real ETag.
  const file = await request(t.app).get(api(sample.publicFile)).expect(200);
  etag = String(file.headers.etag);
}, 180_000);

afterAll(() => t.close());

let etag = '';
const validators = new Map<string, ValidateFunction>();

// JSON pointer segments, then URI-encoded: paths hold braces.
const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

function validatorFor(path: string): ValidateFunction {
  let validate = validators.get(path);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#/${path}` });
    validators.set(path, validate);
  }
  return validate;
}

type Declared = OpenApiOperation['responses'][string] & { headers?: Record<string, { required?: boolean }> };

/** The declared response for a status: exact, then its range (2XX), as OpenAPI resolves them. */
function declaredStatus(op: OpenApiOperation, status: number): string | undefined {
  const exact = String(status);
  if (op.responses[exact]) return exact;
  const range = `${exact[0]}XX`;
  return op.responses[range] ? range : undefined;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text: string;
}

/** Everything the document promises about one answer; returns the problems found. */
function problemsOf(operation: string, answer: Answer): string[] {
  const [method, path] = operation.split(' ');
  const op = doc.paths[path]?.[method.toLowerCase() as 'get' | 'post'];
  if (!op) return [`${operation} is not in the document`];
  const status = declaredStatus(op, answer.status);
  if (!status) return [`status ${answer.status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`];
  const declared = op.responses[status] as Declared;
  const problems: string[] = [];
  for (const [name, h] of Object.entries(declared.headers ?? {})) {
    if (h.required && answer.headers[name.toLowerCase()] === undefined) problems.push(`required header ${name} is missing`);
  }
  if (!declared.content) {
    if (answer.text) problems.push('a body where none is declared');
    return problems;
  }
  const type = String(answer.headers['content-type'] ?? '').split(';')[0].trim();
  const mediaTypes = Object.keys(declared.content);
  const mediaType = mediaTypes.find((m) => m === type) ?? mediaTypes.find((m) => m === '*/*');
  if (!mediaType) return [...problems, `content type ${type} is not one of ${mediaTypes.join(', ')}`];
  if (mediaType !== 'application/json') return problems;
  const validate = validatorFor(pointer('paths', path, method.toLowerCase(), 'responses', status, 'content', mediaType, 'schema'));
  if (!validate(answer.body)) problems.push(...(validate.errors ?? []).slice(0, 5).map((e) => `body${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`));
  // The handler's output against the zod schema its type is inferred from.
  const ref = (declared.content[mediaType].schema as { $ref?: string }).$ref;
  const schema = ref ? zodByComponent.get(ref.split('/').pop() ?? '') : undefined;
  if (status.startsWith('2') && ref && !schema) problems.push(`no zod schema for ${ref}`);
  if (schema) {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) problems.push(`zod: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  }
  return problems;
}

async function send(c: Case, visitor: Visitor): Promise<Answer> {
  const method = c.method ?? 'GET';
  let req = method === 'POST' ? request(t.app).post(api(c.url(sample))) : method === 'PUT' ? request(t.app).put(api(c.url(sample))) : request(t.app).get(api(c.url(sample)));
  if (cookies[visitor]) req = req.set('Cookie', cookies[visitor]);
  for (const [name, value] of Object.entries(c.headers ?? {})) req = req.set(name, value === 'ETAG' ? etag : value);
  if (c.raw) req = req.set('Content-Type', c.raw.type).send(c.raw.text);
  else if (c.body) req = req.send(c.body(sample) as object);
  const res = await req.buffer(true).parse((response, callback) => {
    // Keep the raw text (files included) and parse JSON ourselves, so nothing is coerced.
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });
  const text = (res.body as Buffer).toString('utf8');
  const isJson = /^application\/json/.test(String(res.headers['content-type'] ?? ''));
  return { status: res.status, headers: res.headers as Answer['headers'], text, body: isJson ? (JSON.parse(text) as unknown) : undefined };
}

const runs = CASES.flatMap((c) => (c.as ?? (['anonymous', 'asc'] as Visitor[])).map((visitor) => ({ ...c, visitor })));

describe('the live content API against its OpenAPI document', () => {
  it.each(runs)('$operation: $what ($visitor)', async (c) => {
    if (c.headers?.['Idempotency-Key']) {
      // The key is first used for another ticket, so this request reuses it.
      await request(t.app).post(api('/create-ticket')).set('Idempotency-Key', c.headers['Idempotency-Key']).send(ticket).expect(201);
    }
    const answer = await send(c, c.visitor);
    const expected = typeof c.status === 'number' ? c.status : c.status[c.visitor];
    expect({ status: answer.status, body: answer.status === expected ? undefined : answer.text.slice(0, 300) }).toEqual({ status: expected, body: undefined });
    expect(problemsOf(c.operation, answer)).toEqual([]);
    (answer.status < 300 ? answer.status < 200 ? undefined : answered.success : answer.status >= 400 && answer.status < 500 ? answered.failure : undefined)?.add(c.operation);
  });

  it('answers a rate-limited write with 429 as declared', async () => {
    const limited = await startTestApp({ writeLimits: { maxBodyBytes: 4096, perClientPerWindow: 1, pageViewsPerClientPerWindow: 1, windowMs: 60_000 } });
    try {
      const post = () => request(limited.app).post(api('/page-views')).send(page);
      expect((await post()).status).toBe(201);
      const res = await post();
      expect(res.status).toBe(429);
      expect(problemsOf('POST /page-views', { status: res.status, headers: res.headers, body: res.body as unknown, text: res.text })).toEqual([]);
    } finally {
      limited.close();
    }
  }, 180_000);

  it('finds an answer the document does not promise: an unknown field, a missing field, an undeclared status', async () => {
    const answer = await send(CASES[0], 'anonymous');
    expect(problemsOf('GET /search', answer)).toEqual([]);
    const body = answer.body as { searchResponse: Record<string, unknown> };
    expect(problemsOf('GET /search', { ...answer, body: { ...body, internalScore: 1 } }).join()).toMatch(/additional properties/);
    const { count: _count, ...withoutCount } = body.searchResponse;
    expect(problemsOf('GET /search', { ...answer, body: { ...body, searchResponse: withoutCount } }).join()).toMatch(/required property 'count'/);
    expect(problemsOf('GET /search', { ...answer, status: 418 })).toEqual([expect.stringMatching(/status 418 is not declared/)]);
    expect(problemsOf('GET /search', { ...answer, headers: { ...answer.headers, 'content-type': 'text/html' } })).toEqual([expect.stringMatching(/content type text\/html/)]);
  });

  it('sent every operation of the document a request it answered with 2xx and one it refused with 4xx', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.filter((o) => !answered.success.has(o))).toEqual([]);
    expect(operations.filter((o) => !answered.failure.has(o))).toEqual([]);
  });
});
