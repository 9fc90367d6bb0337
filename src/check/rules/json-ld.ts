/**
 * Structured data: every `<script type="application/ld+json">` parses as JSON, and each object of
 * a type search engines read has the properties they require (Google's structured-data
 * documentation). Also returns the site URLs the data names, so they can be checked like links.
 * Pure.
 */
import { LOCAL_BUSINESS_TYPES } from './local-business-types.js';

export interface JsonLdFinding {
  message: string;
  severity: 'error' | 'warning';
}

export interface JsonLdResult {
  findings: JsonLdFinding[];
  /** `url`, `item`, `logo`… values: checked against the built files with the page's links. */
  urls: string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface TypeRule {
  /** Properties that must be present and non-empty. */
  required: string[];
  /** Properties search engines recommend; missing ones are warnings, not failures. */
  recommended?: string[];
  /** Further checks that need more than presence (alternatives, formats, list items). */
  check?: (object: JsonObject) => string[];
}

const LOCAL_BUSINESS: TypeRule = { required: ['name', 'address'] };
const ORGANIZATION: TypeRule = { required: ['name'] };

const RULES: Record<string, TypeRule> = {
  JobPosting: {
    required: ['title', 'description', 'datePosted', 'hiringOrganization'],
    recommended: ['validThrough'],
    check: checkJobPosting,
  },
  BreadcrumbList: { required: ['itemListElement'], check: checkBreadcrumbs },
  Organization: ORGANIZATION,
  Corporation: ORGANIZATION,
  // LocalBusiness and all its subtypes (a Bakery, an Electrician…), whatever the site's trade.
  ...Object.fromEntries([...LOCAL_BUSINESS_TYPES].map((type) => [type, LOCAL_BUSINESS])),
};

/** Properties whose string values are URLs of pages or files. */
const URL_PROPERTIES = new Set(['url', 'item', 'logo', 'image', 'contentUrl', 'mainEntityOfPage']);

const HINT = 'Fix the structured data where the page builds it.';

/** Checks the JSON-LD blocks of one page, in order (`block 1` is the first in the document). */
export function checkJsonLd(blocks: string[]): JsonLdResult {
  const result: JsonLdResult = { findings: [], urls: [] };
  blocks.forEach((text, index) => {
    const block = blocks.length > 1 ? `JSON-LD block ${index + 1}` : 'JSON-LD';
    let data: Json;
    try {
      data = JSON.parse(text) as Json;
    } catch (error) {
      result.findings.push({ severity: 'error', message: `${block} is not valid JSON (${(error as Error).message}). ${HINT}` });
      return;
    }
    const roots = Array.isArray(data) ? data : [data];
    for (const root of roots) {
      if (!isObject(root)) {
        result.findings.push({ severity: 'error', message: `${block} holds ${JSON.stringify(root)}, not an object. ${HINT}` });
        continue;
      }
      if (root['@context'] === undefined)
        result.findings.push({ severity: 'error', message: `${block} has no "@context"; add "@context": "https://schema.org". ${HINT}` });
      visit(root, (object) => checkObject(object, block, result));
    }
  });
  return result;
}

function checkObject(object: JsonObject, block: string, result: JsonLdResult): void {
  for (const [key, value] of Object.entries(object)) {
    if (URL_PROPERTIES.has(key) && typeof value === 'string') result.urls.push(value);
  }
  for (const type of typesOf(object)) {
    const rule = RULES[type];
    if (!rule) continue;
    const missing = rule.required.filter((key) => isEmpty(object[key]));
    if (missing.length > 0)
      result.findings.push({
        severity: 'error',
        message: `${block}: ${type} lacks ${quoteList(missing)}, which search engines require. ${HINT}`,
      });
    const unrecommended = (rule.recommended ?? []).filter((key) => isEmpty(object[key]));
    if (unrecommended.length > 0)
      result.findings.push({
        severity: 'warning',
        message: `${block}: ${type} lacks ${quoteList(unrecommended)}, which search engines recommend. ${HINT}`,
      });
    for (const message of rule.check?.(object) ?? [])
      result.findings.push({ severity: 'error', message: `${block}: ${type} ${message}. ${HINT}` });
  }
}

function checkJobPosting(posting: JsonObject): string[] {
  const messages: string[] = [];
  const remote = posting.jobLocationType === 'TELECOMMUTE' && !isEmpty(posting.applicantLocationRequirements);
  if (isEmpty(posting.jobLocation) && !remote) {
    messages.push('lacks "jobLocation" (or, for a remote job, "applicantLocationRequirements" with "jobLocationType": "TELECOMMUTE")');
  }
  for (const key of ['datePosted', 'validThrough']) {
    const value = posting[key];
    if (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value))
      messages.push(`has "${key}": "${value}", not an ISO 8601 date like "2026-11-30"`);
  }
  return messages;
}

function checkBreadcrumbs(list: JsonObject): string[] {
  const items = list.itemListElement;
  if (!Array.isArray(items)) return isEmpty(items) ? [] : ['has an "itemListElement" that is not a list'];
  return items.flatMap((item, index): string[] => {
    const label = `item ${index + 1}`;
    if (!isObject(item)) return [`${label} is not an object`];
    const problems: string[] = [];
    const target = item.item;
    if (typeof item.position !== 'number' || !Number.isInteger(item.position) || item.position < 1)
      problems.push(`${label} lacks a "position" (1, 2, …)`);
    if (isEmpty(item.name) && !(isObject(target) && !isEmpty(target.name))) problems.push(`${label} lacks a "name"`);
    // The current page, last in the trail, may leave out its URL.
    const hasUrl = typeof target === 'string' ? target !== '' : isObject(target) && !isEmpty(target['@id']);
    if (!hasUrl && index < items.length - 1) problems.push(`${label} lacks an "item" (the URL of that page)`);
    return problems;
  });
}

/** Calls `visit` for an object and every object nested in it. */
function visit(value: Json, callback: (object: JsonObject) => void): void {
  if (Array.isArray(value)) for (const item of value) visit(item, callback);
  else if (isObject(value)) {
    callback(value);
    for (const child of Object.values(value)) visit(child, callback);
  }
}

function typesOf(object: JsonObject): string[] {
  const type = object['@type'];
  const types = Array.isArray(type) ? type : [type];
  return types.filter((name): name is string => typeof name === 'string').map((name) => name.replace(/^(https?:\/\/)?schema\.org\//, ''));
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmpty(value: Json | undefined): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function quoteList(keys: string[]): string {
  const quoted = keys.map((key) => `"${key}"`);
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
