import { heading, intro, label, line } from './field-presets';
import type { LineField, PageDefinition } from './section-definition';

/** Where a question or answer of an article's FAQ names the keyword it is about. */
export const keywordPlaceholder = '{keyword}';

const question = line(200);
const answer = { kind: 'line', maxLength: 800, rows: 4 } as const satisfies LineField;

/**
 * The words every article shares around its text (issue 29): its FAQ's questions and answers —
 * one about each of the article's keywords, named by `{keyword}`, then the price and the
 * duration — and its two calls to action. One place for all articles, the prices among them; the
 * view link opens a seeded article while it is published. All shown: an article without them would lose its way to the
 * agency (spec §2).
 */
export const articleShared: PageDefinition<'article'> = {
  page: 'article',
  path: '/blog/guide-automatisation-n8n-pme',
  sharedBy: 'posts',
  sections: [
    {
      id: 'faq',
      alwaysShown: true,
      fields: {
        title: heading,
        keywordQuestion: question,
        keywordAnswer: answer,
        costQuestion: question,
        costAnswer: answer,
        durationQuestion: question,
        durationAnswer: answer,
      },
    },
    {
      id: 'cta',
      alwaysShown: true,
      fields: { title: heading, text: intro, book: label, contact: label },
    },
    {
      id: 'solutions',
      alwaysShown: true,
      fields: { title: heading, text: intro, services: label, book: label },
    },
  ],
};
