/**
 * Every part of the default content that has words, the case study's included: what the content
 * check compares a translation with, and what a new one starts from. Apart from siteContent.ts,
 * so that the case study stays out of the code every page loads (its own page loads it).
 */
import { caseStudy } from './caseStudy.ts';
import { defaultContent, type ContentPart } from './siteContent.ts';

export const defaultTexts: Record<ContentPart, unknown> = { ...defaultContent, caseStudy };
