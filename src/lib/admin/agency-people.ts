import { normalizeForSearch } from '@/lib/blog/search';

/**
 * The agency's own people (issue 17 §9): the about page's team and the articles' authors. A
 * testimonial comes from a client; the admin warns (it does not refuse: a namesake may be a real
 * client) when a testimonial's name is one of theirs.
 */
export interface AgencyPerson {
  name: string;
  /** On the about page's team, or signing articles of the blog. */
  role: 'team' | 'author';
}

/**
 * A name as it identifies a person: without case, accents or Arabic diacritics, punctuation,
 * or word order ('FAVRE, Marc' is 'Marc Favre').
 */
export function personKey(name: string): string {
  return normalizeForSearch(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** The person of the agency `name` names, if any (the team first). */
export function matchingAgencyPerson(
  name: string,
  people: readonly AgencyPerson[],
): AgencyPerson | undefined {
  const key = personKey(name);
  if (key === '') return undefined;
  const matches = people.filter((person) => personKey(person.name) === key);
  return matches.find((person) => person.role === 'team') ?? matches[0];
}
