import 'server-only';
import type { Kysely } from 'kysely';
import { loadMessages } from '@/i18n/messages';
import { locales } from '@/i18n/locales';
import { personKey, type AgencyPerson } from '@/lib/admin/agency-people';
import type { Database } from '@/server/db/schema';

/**
 * The agency's own people, whom a testimonial must not come from: the about page's team (its
 * names as each language writes them) and every name an article is signed with.
 */
export async function listAgencyPeople(db: Kysely<Database>): Promise<AgencyPerson[]> {
  const [textSets, authors] = await Promise.all([
    Promise.all(locales.map(loadMessages)),
    db.selectFrom('post').select('author').distinct().execute(),
  ]);
  const people: AgencyPerson[] = [
    ...textSets.flatMap((messages) =>
      Object.values(messages.about.team.members).map(({ name }) => ({
        name,
        role: 'team' as const,
      })),
    ),
    ...authors.map(({ author }) => ({ name: author, role: 'author' as const })),
  ];
  // One entry per person and role ('Marc Favre' in French and English is one).
  const seen = new Set<string>();
  return people.filter((person) => {
    const key = `${person.role}:${personKey(person.name)}`;
    if (seen.has(key) || personKey(person.name) === '') return false;
    seen.add(key);
    return true;
  });
}
