// Issue 17 §9: the admin warns when a testimonial's name is one of the agency's own people.
import { describe, expect, it } from 'vitest';
import { matchingAgencyPerson, personKey, type AgencyPerson } from '@/lib/admin/agency-people';

const people: AgencyPerson[] = [
  { name: 'Marc Favre', role: 'team' },
  { name: 'مارك فافر', role: 'team' },
  { name: 'Leïla Benjelloun', role: 'team' },
  { name: 'Leïla Benjelloun', role: 'author' },
  { name: 'Équipe test', role: 'author' },
];

describe('matchingAgencyPerson', () => {
  it('finds a person whatever the case, accents, spacing, punctuation or word order', () => {
    for (const typed of [
      'Marc Favre',
      'marc favre',
      '  MARC   FAVRE ',
      'Favre, Marc',
      'FAVRE Marc',
      'Marc-Favre',
    ])
      expect(matchingAgencyPerson(typed, people)?.name, typed).toBe('Marc Favre');
    expect(matchingAgencyPerson('Leila Benjelloun', people)?.name).toBe('Leïla Benjelloun');
    expect(matchingAgencyPerson('equipe TEST', people)).toEqual({
      name: 'Équipe test',
      role: 'author',
    });
  });

  it('reads Arabic names too, diacritics aside', () => {
    expect(matchingAgencyPerson('مارك فافر', people)?.role).toBe('team');
    expect(matchingAgencyPerson('مَارك فَافر', people)?.name).toBe('مارك فافر');
  });

  it('says a team member rather than an author when someone is both', () => {
    expect(matchingAgencyPerson('Leïla Benjelloun', people)?.role).toBe('team');
  });

  it('leaves clients alone: another person, a namesake by one word only, nothing typed', () => {
    for (const typed of ['Nathalie Perret', 'Marc', 'Favre', 'Marc Favre-Rochat', '', '  ', '—'])
      expect(matchingAgencyPerson(typed, people), typed).toBeUndefined();
  });

  it('keys a name by its words, sorted', () => {
    expect(personKey(' Ame\u0301lie  FAVRE ')).toBe('amelie favre');
    expect(personKey('Favre, Amélie')).toBe('amelie favre');
  });
});
