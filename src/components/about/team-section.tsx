import { field, itemField, items } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { initialsOf, memberGradient } from './about-content';
import { InitialsAvatar } from './initials-avatar';
import { RoundPhoto } from '@/components/ui/round-photo';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The team. A member without a photo gets a monogram; the seeded initials are in Latin letters in
 * every language (a brand-like mark: Arabic letters would join into a word).
 */
export function TeamSection({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="team-title"
        eyebrow={field(copy, 'eyebrow', locale)}
        title={field(copy, 'title', locale)}
        intro={field(copy, 'intro', locale)}
        align="center"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {items(copy, 'members').map((member) => (
          <li
            key={member.id}
            className="flex flex-col items-center rounded-2xl border border-line bg-ink-card/60 p-8 text-center"
          >
            {member.fields.photo?.text ? (
              <RoundPhoto
                src={member.fields.photo.text}
                size={64}
                className="size-16 shadow-lg shadow-accent/10 ring-4 ring-ink-card"
              />
            ) : (
              <InitialsAvatar
                initials={
                  member.fields.initials?.text || initialsOf(member.fields.name?.text ?? '')
                }
                gradient={memberGradient(member.id)}
              />
            )}
            <h3 className="mt-5 text-xl font-semibold">{itemField(member, 'name', locale)}</h3>
            <p className="mt-1 text-sm font-medium text-accent-strong">
              {itemField(member, 'role', locale)}
            </p>
            <p className="mt-4 leading-7 text-fg-muted">{itemField(member, 'bio', locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
