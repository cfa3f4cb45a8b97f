import { Quote } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field } from '@/components/site/page-copy';
import type { Testimonial } from '@/server/testimonials/testimonial-pages.server';
import { HomeSection } from './section';
import { RoundPhoto } from '@/components/ui/round-photo';
import { SectionHeading } from '@/components/ui/section-heading';
import { Stars } from './stars';

/** Client testimonials from the database. Renders nothing when there are none yet. */
export async function HomeTestimonials({
  locale,
  copy,
  testimonials,
}: {
  locale: Locale;
  copy: ShownSection;
  testimonials: Testimonial[];
}) {
  if (testimonials.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'home.testimonials' });
  return (
    <HomeSection id="home-testimonials">
      <SectionHeading
        className="mb-12"
        id="home-testimonials-title"
        eyebrow={field(copy, 'eyebrow', locale)}
        title={field(copy, 'title', locale)}
      />
      <div className="-mt-6 mb-12 flex flex-wrap items-center justify-center gap-3 text-fg-muted">
        <Stars rating={5} label={t('stars', { rating: 5 })} size="lg" />
        <p className="font-semibold text-fg">{field(copy, 'rating', locale)}</p>
      </div>
      {/* Wrapping flex rather than a grid: a last, incomplete row stays centred. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {testimonials.map((testimonial) => (
          <li
            key={testimonial.id}
            className="w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
          >
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-ink-card/60 p-7">
              <div className="flex items-center justify-between gap-4">
                <Stars
                  rating={testimonial.rating}
                  label={t('stars', { rating: testimonial.rating })}
                />
                <Quote aria-hidden className="flip-rtl size-8 text-accent/40" />
              </div>
              <blockquote className="mt-5 flex-1 leading-relaxed">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
                {testimonial.photo ? (
                  <RoundPhoto
                    src={testimonial.photo}
                    size={44}
                    className="size-11 ring-2 ring-accent/30"
                  />
                ) : (
                  <span
                    aria-hidden
                    className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent to-violet font-bold text-ink"
                  >
                    {initials(testimonial.name)}
                  </span>
                )}
                <span>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-fg-muted">
                    {t('byline', {
                      position: testimonial.position,
                      company: testimonial.company,
                    })}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** "Marie Dubois" → "MD": a lightweight avatar for a testimonial without a photo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
