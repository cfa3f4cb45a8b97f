import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '@/lib/blog/reading-time';

const words = (count: number, word = 'mot') => Array.from({ length: count }, () => word).join(' ');

describe('countWords', () => {
  it('counts runs separated by any whitespace', () => {
    expect(countWords('un deux  trois\tquatre\ncinq')).toBe(5);
    expect(countWords('  padded  ')).toBe(1);
    expect(countWords('')).toBe(0);
  });

  it('does not count runs of punctuation or symbols alone', () => {
    expect(countWords('a — b : c ! ## -- * |')).toBe(3);
  });

  it('counts numbers and words of every script', () => {
    expect(countWords('CHF 3000 en 48h')).toBe(4);
    expect(countWords('أتمتة الشركات الصغيرة والمتوسطة')).toBe(4);
    expect(countWords('واش كاين شي حل ديال الأتمتة؟')).toBe(6);
    expect(countWords('٢٠٢٦')).toBe(1);
  });
});

describe('readingMinutes', () => {
  it('is words / 200 rounded up', () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(400))).toBe(2);
    expect(readingMinutes(words(401))).toBe(3);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('is at least one minute, also for an empty text', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('court')).toBe(1);
    expect(readingMinutes('## \n\n---\n\n')).toBe(1);
  });

  it('does not count markdown syntax as words', () => {
    const plain = words(200);
    const marked = [
      '## Titre',
      '',
      '> citation',
      '',
      '- **gras** et _italique_ et `code`',
      '',
      '---',
      '',
      '| a | b |',
      '|---|---|',
      '| c | d |',
      '',
    ].join('\n');
    // Titre citation gras et italique et code a b c d = 11 words.
    expect(readingMinutes(`${marked}${words(189)}`)).toBe(1);
    expect(readingMinutes(`${marked}${words(190)}`)).toBe(2);
    expect(readingMinutes(plain)).toBe(1);
  });

  it('counts a link’s text but not its URL', () => {
    const link = '[nous contacter](https://automatia.ch/contact?lang=en "Contact page")';
    // The link gives two words; with 198 more, still 200.
    expect(readingMinutes(`${link} ${words(198)}`)).toBe(1);
    expect(readingMinutes(`${link} ${words(199)}`)).toBe(2);
    const internal = '[contact](/contact)';
    expect(readingMinutes(`${internal} ${words(199)}`)).toBe(1);
  });

  it('counts an image’s alt text but not its path', () => {
    // 'tableau de bord' gives three words.
    const image = '![tableau de bord](/images/blog/n8n-guide.jpg)';
    expect(readingMinutes(`${image} ${words(197)}`)).toBe(1);
    expect(readingMinutes(`${image} ${words(198)}`)).toBe(2);
  });

  it('does not count a code fence’s language or inline HTML tags', () => {
    const fenced = ['```typescript', 'const x = 1;', '```'].join('\n');
    // 'const x = 1;' gives three words (the '=' alone is not one).
    expect(readingMinutes(`${fenced}\n${words(197)}`)).toBe(1);
    expect(readingMinutes(`${fenced}\n${words(198)}`)).toBe(2);
    expect(readingMinutes(`<span class="note">${words(200)}</span>`)).toBe(1);
  });

  it('counts Arabic text like any other', () => {
    expect(readingMinutes(words(200, 'أتمتة'))).toBe(1);
    expect(readingMinutes(words(201, 'أتمتة'))).toBe(2);
    expect(readingMinutes(`## العنوان\n\n${words(600, 'الأتمتة')}`)).toBe(4);
  });
});
