import 'server-only';
import type { Kysely } from 'kysely';
import { personKey, type AgencyPerson } from '@/lib/admin/agency-people';
import { itemsOf } from '@/lib/page-sections/section-definition';
import type { Database } from '@/server/db/schema';
import { readPageSections } from '@/server/page-sections/page-sections.server';

/**
 * The agency's own people, whom a testimonial must not come from: the about page's team (its
 * members' names as each language writes them, decision 053) and every name an article is
 * signed with.
 */
export async function listAgencyPeople(db: Kysely<Database>): Promise<AgencyPerson[]> {
  const [about, authors] = await Promise.all([
    readPageSections(db, 'about'),
    db.selectFrom('post').select('author').distinct().execute(),
  ]);
  const team = about.find((section) => section.section === 'team');
  const people: AgencyPerson[] = [
    ...Object.values(team?.text ?? {}).flatMap((content) =>
      itemsOf(content, 'members').map(({ name }) => ({ name: name ?? '', role: 'team' as const })),
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
