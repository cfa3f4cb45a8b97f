import { describe, expect, it } from 'vitest';
import { sectionDefinition } from '@/lib/page-sections/pages';
import { sectionDiff } from '@/lib/page-sections/section-diff';

const problems = sectionDefinition('home', 'problems')!;

const content = (title: string, items: { id: string; title: string }[]) => ({
  eyebrow: 'Constat',
  title,
  intro: '',
  items: items.map((item) => ({ ...item, value: '', text: '' })),
  closing: '',
});

describe('the difference between two versions of a section', () => {
  it('marks the removed words in the older text and the added ones in the newer, field by field', () => {
    const diffs = sectionDiff(
      problems,
      'fr',
      content('Vos équipes perdent du temps', [{ id: 'a', title: 'Saisie' }]),
      content('Vos équipes gagnent du temps', [{ id: 'a', title: 'Saisie' }]),
    );
    expect(diffs).toEqual([
      {
        path: { field: 'title' },
        before: [
          { text: 'Vos équipes ' },
          { text: 'perdent', change: 'removed' },
          { text: ' du temps' },
        ],
        after: [
          { text: 'Vos équipes ' },
          { text: 'gagnent', change: 'added' },
          { text: ' du temps' },
        ],
      },
    ]);
  });

  it('compares Arabic word by word, and shows a list’s new order and its new item', () => {
    const diffs = sectionDiff(
      problems,
      'ar',
      content('فرقك تضيع الوقت', [{ id: 'a', title: 'إدخال' }]),
      content('فرقك تربح الوقت', [
        { id: 'b', title: 'متابعة' },
        { id: 'a', title: 'إدخال' },
      ]),
    );
    expect(diffs.map((diff) => diff.path)).toEqual([
      { field: 'title' },
      { field: 'items' },
      { field: 'items', item: 'b', itemField: 'title' },
    ]);
    expect(diffs[0]!.after.filter((part) => part.change)).toEqual([
      { text: 'تربح', change: 'added' },
    ]);
    expect(diffs[1]!.after.map((part) => part.text).join('')).toBe('b · a');
  });
});
