import { describe, expect, it } from 'vitest';
import {
  articleFaq,
  articleFaqTexts,
  type ArticleFaqFields,
  type ArticleFaqTexts,
  type FaqEntry,
} from '@/lib/blog/faq';
import { locales, type Locale } from '@/i18n/locales';
import { fillPlaceholders } from '@/lib/page-sections/placeholders';
import { textOf } from '@/lib/page-sections/section-definition';
import { figureTexts } from '@/lib/site-settings';
import { articleSharedSectionSeeds } from '@/server/page-sections/article-shared-section-seeds';

/** Simple stand-in texts, to test the generation rule on its own. */
const plainTexts: ArticleFaqTexts<{ question: string; answer: string }> = {
  aboutKeyword: (keyword) => ({ question: `Q:${keyword}`, answer: `A:${keyword}` }),
  cost: { question: 'Q:cost', answer: 'A:cost' },
  duration: { question: 'Q:duration', answer: 'A:duration' },
};

const questions = (keywords: string[]) =>
  articleFaq(keywords, plainTexts).map((entry) => entry.question);

describe('articleFaq', () => {
  it('asks one question per target keyword, then the cost and the duration', () => {
    expect(articleFaq(['n8n', 'workflow'], plainTexts)).toEqual([
      { question: 'Q:n8n', answer: 'A:n8n' },
      { question: 'Q:workflow', answer: 'A:workflow' },
      { question: 'Q:cost', answer: 'A:cost' },
      { question: 'Q:duration', answer: 'A:duration' },
    ]);
  });

  it('still asks the cost and duration questions when there is no keyword', () => {
    expect(questions([])).toEqual(['Q:cost', 'Q:duration']);
  });

  it('keeps the keywords’ order', () => {
    expect(questions(['c', 'a', 'b'])).toEqual(['Q:c', 'Q:a', 'Q:b', 'Q:cost', 'Q:duration']);
  });

  it('asks once for keywords that differ only by case, keeping the first spelling', () => {
    expect(questions(['Chatbot WhatsApp', 'chatbot whatsapp', 'CHATBOT WHATSAPP', 'n8n'])).toEqual([
      'Q:Chatbot WhatsApp',
      'Q:n8n',
      'Q:cost',
      'Q:duration',
    ]);
  });

  it('skips blank keywords and trims the others', () => {
    expect(questions(['', '   ', ' n8n ', 'n8n'])).toEqual(['Q:n8n', 'Q:cost', 'Q:duration']);
  });

  it('handles Arabic keywords', () => {
    expect(questions(['أتمتة n8n', 'أتمتة N8N', 'روبوت محادثة'])).toEqual([
      'Q:أتمتة n8n',
      'Q:روبوت محادثة',
      'Q:cost',
      'Q:duration',
    ]);
  });
});

// The real texts as the seed writes them (decision 044: copy, in the database), the settings'
// placeholders filled in as a page fills them.
const siteName = 'Automatia';
const placeholders = (locale: Locale) => ({
  name: siteName,
  email: 'info@automatia.ch',
  address: 'Genève',
  ...figureTexts(
    { years: 20, projects: 1000, clients: 200, satisfaction: 99, rating: 4.9, reviewCount: 127 },
    locale,
  ),
});

/** The FAQ texts as the article page builds them, from the `faq` section of its shared words. */
function faqTexts(locale: Locale) {
  const seeded = articleSharedSectionSeeds[locale].faq!;
  const fields = Object.fromEntries(
    Object.keys(seeded).map((name) => [
      name,
      { text: fillPlaceholders(textOf(seeded, name), placeholders(locale), locale) },
    ]),
  ) as ArticleFaqFields;
  const texts = articleFaqTexts(fields);
  const plain = ({ question, answer }: FaqEntry) => ({
    question: question.text,
    answer: answer.text,
  });
  return {
    aboutKeyword: (keyword: string) => plain(texts.aboutKeyword(keyword)),
    cost: plain(texts.cost),
    duration: plain(texts.duration),
  };
}

const sampleKeyword: Record<Locale, string> = {
  fr: 'chatbot WhatsApp',
  en: 'WhatsApp chatbot',
  ar: 'روبوت محادثة WhatsApp',
  'ar-ma': 'شاتبوت WhatsApp',
};

describe.each(locales)('the FAQ texts in %s', (locale) => {
  const texts = faqTexts(locale);
  const keyword = sampleKeyword[locale];
  const entries = articleFaq([keyword, keyword.toUpperCase()], texts);

  it('give the keyword question, then the cost and duration questions', () => {
    expect(entries).toHaveLength(3);
  });

  it('put the keyword into the question and the answer', () => {
    const [about] = entries;
    expect(about?.question).toContain(keyword);
    expect(about?.answer).toContain(keyword);
  });

  it('put the site name into the keyword answer', () => {
    expect(entries[0]?.answer).toContain(siteName);
  });

  it('leave no placeholder, braces or missing-message key behind', () => {
    for (const entry of entries) {
      for (const text of [entry.question, entry.answer]) {
        expect(text.trim(), text).not.toBe('');
        expect(text, text).not.toMatch(/[{}]/);
        expect(text, text).not.toMatch(/blog\.article\.faq|keywordQuestion|costAnswer/);
      }
    }
  });

  it('give every question and answer its own text', () => {
    const all = entries.flatMap((entry) => [entry.question, entry.answer]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('state the spec’s figures: from CHF 3,000, 48h, 30 days of free support', () => {
    const cost = entries[1];
    const duration = entries[2];
    expect(cost?.question).toBe(texts.cost.question);
    expect(cost?.answer).toMatch(/CHF\s?3[\s,.'’]?000/u);
    expect(duration?.question).toBe(texts.duration.question);
    expect(duration?.answer).toMatch(/48/);
    expect(duration?.answer).toMatch(/30/);
  });
});

describe('the FAQ texts across languages', () => {
  it('exist in every language, each field filled', () => {
    for (const locale of locales) {
      const seeded = articleSharedSectionSeeds[locale].faq!;
      for (const name of Object.keys(articleSharedSectionSeeds.fr.faq!)) {
        expect(textOf(seeded, name).trim(), `${locale} ${name}`).not.toBe('');
      }
    }
  });

  it('are translated, not copied', () => {
    const costQuestions = locales.map((locale) => faqTexts(locale).cost.question);
    expect(new Set(costQuestions).size).toBe(locales.length);
  });

  it('write Arabic questions in Arabic script', () => {
    for (const locale of ['ar', 'ar-ma'] as const) {
      const texts = faqTexts(locale);
      const about = texts.aboutKeyword('n8n');
      for (const text of [about.question, texts.cost.question, texts.duration.question]) {
        expect(text, `${locale}: ${text}`).toMatch(/\p{Script=Arabic}/u);
      }
      // Brand names stay in Latin script inside the Arabic sentence.
      expect(about.question).toContain('n8n');
    }
  });
});
