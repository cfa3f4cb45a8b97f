import { getImageProps } from 'next/image';
import { field, itemField, items } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { initialsOf, memberGradient } from './about-content';
import { InitialsAvatar } from './initials-avatar';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * A member's photo, optimised like every image of the site, as a plain <img>: `<Image>` is a
 * client component, and its script (5.5 KB gzip) would load on /about for every visitor, photos
 * or not (bench --before, decision 059); a photo needs no script.
 */
function TeamPhoto({ src }: { src: string }) {
  // The name follows: the photo adds nothing a reader needs in words.
  const { props } = getImageProps({ src, alt: '', width: 64, height: 64 });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives next/image's own attributes
    <img
      {...props}
      alt=""
      className="size-16 shrink-0 rounded-full object-cover shadow-lg shadow-accent/10 ring-4 ring-ink-card"
    />
  );
}

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
              <TeamPhoto src={member.fields.photo.text} />
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
