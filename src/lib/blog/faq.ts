export interface FaqEntry {
  question: string;
  answer: string;
}

/** The translated question and answer templates of the generated FAQ. */
export interface ArticleFaqTexts {
  aboutKeyword: (keyword: string) => FaqEntry;
  cost: FaqEntry;
  duration: FaqEntry;
}

/**
 * The article's FAQ (spec §2): one question per target keyword, then how much it costs and
 * how long it takes. Duplicate keywords (ignoring case) ask once.
 */
export function articleFaq(targetKeywords: string[], texts: ArticleFaqTexts): FaqEntry[] {
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
