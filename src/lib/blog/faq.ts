import { keywordPlaceholder } from '@/lib/page-sections/article-shared-page';
import { fillShown, type ShownText } from '@/lib/shown-text';

/** A question and its answer, each as the page shows it (in French when not translated). */
export interface FaqEntry {
  question: ShownText;
  answer: ShownText;
}

/** The question and answer templates of the generated FAQ. */
export interface ArticleFaqTexts<Entry = FaqEntry> {
  aboutKeyword: (keyword: string) => Entry;
  cost: Entry;
  duration: Entry;
}

/** The texts of the article page's `faq` section the generated FAQ is made of. */
export type ArticleFaqFields = Record<
  | 'keywordQuestion'
  | 'keywordAnswer'
  | 'costQuestion'
  | 'costAnswer'
  | 'durationQuestion'
  | 'durationAnswer',
  ShownText
>;

/**
 * The FAQ's texts as an editor wrote them (the words every article shares, settings already
 * filled in): a question about a keyword names it where its text says `{keyword}`.
 */
export function articleFaqTexts(fields: ArticleFaqFields): ArticleFaqTexts {
  return {
    aboutKeyword: (keyword) => ({
      question: fillShown(fields.keywordQuestion, keywordPlaceholder, keyword),
      answer: fillShown(fields.keywordAnswer, keywordPlaceholder, keyword),
    }),
    cost: { question: fields.costQuestion, answer: fields.costAnswer },
    duration: { question: fields.durationQuestion, answer: fields.durationAnswer },
  };
}

/**
 * The article's FAQ (spec §2): one question per target keyword, then how much it costs and
 * how long it takes. Duplicate keywords (ignoring case) ask once.
 */
export function articleFaq<Entry>(
  targetKeywords: string[],
  texts: ArticleFaqTexts<Entry>,
): Entry[] {
  const seen = new Set<string>();
  const keywords = targetKeywords
    .map((keyword) => keyword.trim())
    .filter((keyword) => {
      const key = keyword.toLowerCase();
      if (!keyword || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return [...keywords.map(texts.aboutKeyword), texts.cost, texts.duration];
}
