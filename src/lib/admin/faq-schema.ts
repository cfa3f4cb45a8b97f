import * as z from 'zod/mini';
import { cleanLine, cleanText } from '@/lib/forms/text';
import {
  requiredLine,
  requiredText,
  textsPerLanguage,
  type ContentFormLayout,
} from './translated-content';

/*
 * A FAQ entry as the admin edits it (issue 29): a category, the pages it is placed on, and per
 * language a question, an answer in Markdown (links, emphasis; sanitised like an article) and
 * keywords. French is the source and required; another language may leave a field empty, and
 * its page then shows the French text (marked lang="fr").
 */

export const faqLimits = { question: 200, answer: 4_000, keywords: 300 } as const;

export const faqCategories = ['general', 'n8n', 'whatsapp', 'ai'] as const;
export type FaqCategory = (typeof faqCategories)[number];

/** The pages an entry can be placed on; the services page shows the n8n FAQ. */
export const faqPages = ['home', 'contact', 'services'] as const;
export type FaqPage = (typeof faqPages)[number];

/** A page of the FAQ named by a screen or a schedule, or undefined when it is none. */
export function faqPageOf(page: unknown): FaqPage | undefined {
  return faqPages.find((known) => known === page);
}

function optionalLine(max: number) {
  return z.string().check(z.overwrite(cleanLine), z.maxLength(max, 'tooLong'));
}

function optionalText(max: number) {
  return z.string().check(z.overwrite(cleanText), z.maxLength(max, 'tooLong'));
}

const frenchText = z.object({
  question: requiredLine(faqLimits.question),
  answer: requiredText(faqLimits.answer),
  keywords: optionalLine(faqLimits.keywords),
});

/** A translation: any field may wait for its translator (the French one shows meanwhile). */
const translatedText = z.object({
  question: optionalLine(faqLimits.question),
  answer: optionalText(faqLimits.answer),
  keywords: optionalLine(faqLimits.keywords),
});

export const faqSchema = z.object({
  category: z.enum(faqCategories, 'categoryInvalid'),
  pages: z.object(
    Object.fromEntries(faqPages.map((page) => [page, z.boolean()])) as Record<
      FaqPage,
      z.ZodMiniBoolean
    >,
  ),
  text: textsPerLanguage(frenchText, translatedText),
});

export type FaqFormValues = z.input<typeof faqSchema>;
export type FaqInput = z.output<typeof faqSchema>;
/** One language's text of an entry (also what the seed writes). */
export type FaqText = FaqInput['text']['fr'];

/** The FAQ form: category and pages, then question, answer and keywords per language. */
export const faqFormLayout: ContentFormLayout = {
  frenchBeside: true,
  sections: [
    {
      title: 'settings',
      controls: [
        { type: 'choice', name: 'category', options: faqCategories },
        { type: 'flags', name: 'pages', options: faqPages },
      ],
    },
  ],
  textControls: [
    { type: 'line', name: 'question', maxLength: faqLimits.question, translationOptional: true },
    {
      type: 'paragraphs',
      name: 'answer',
      maxLength: faqLimits.answer,
      rows: 5,
      hint: true,
      translationOptional: true,
    },
    {
      type: 'line',
      name: 'keywords',
      maxLength: faqLimits.keywords,
      hint: true,
      optional: true,
    },
  ],
};
