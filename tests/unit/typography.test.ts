import { describe, expect, it } from 'vitest';
import { frenchElision, frenchSpacing, typesetFor, typesetMessages } from '@/i18n/typography';

const nbsp = '\u00a0';

describe('French typography (issue 17)', () => {
  it('makes the space before : ; ? ! and inside « » unbreakable, and only those', () => {
    expect(frenchSpacing('Réponse : nous vous répondons ; merci ! Vraiment ?')).toBe(
      `Réponse${nbsp}: nous vous répondons${nbsp}; merci${nbsp}! Vraiment${nbsp}?`,
    );
    expect(frenchSpacing('« Automatia »')).toBe(`«${nbsp}Automatia${nbsp}»`);
    // Nothing to change where no space was typed: times, addresses, code.
    expect(frenchSpacing('De 08:00 à 18:00, https://automatia.ch?x=1')).toBe(
      'De 08:00 à 18:00, https://automatia.ch?x=1',
    );
  });

  it('elides de, que, le… before a site name that starts with a vowel sound', () => {
    expect(frenchElision('Conditions générales de {name} : prix', 'Automatia')).toBe(
      'Conditions générales d’{name} : prix',
    );
    expect(frenchElision('Plus vite que {site}, mieux que le {name}', 'Automatia')).toBe(
      'Plus vite qu’{site}, mieux que l’{name}',
    );
    expect(frenchElision('Conditions générales de {name}', 'Zéphyr')).toBe(
      'Conditions générales de {name}',
    );
    // Only the word itself: "garde {name}" is no "de".
    expect(frenchElision('Sous la garde {name}', 'Automatia')).toBe('Sous la garde {name}');
  });

  it('applies to French texts only, everywhere in a set of messages', () => {
    const messages = { a: 'Bonjour : {x}', list: ['Quoi ?', { b: 'Chez de {name}' }] };
    expect(typesetMessages(messages, 'fr', 'Automatia')).toEqual({
      a: `Bonjour${nbsp}: {x}`,
      list: [`Quoi${nbsp}?`, { b: 'Chez d’{name}' }],
    });
    expect(typesetMessages(messages, 'en', 'Automatia')).toBe(messages);
    expect(typesetFor('ar', 'نعم : لا')).toBe('نعم : لا');
    expect(typesetFor('fr', { title: 'Offre : 48h', rating: 5 })).toEqual({
      title: `Offre${nbsp}: 48h`,
      rating: 5,
    });
  });
});
