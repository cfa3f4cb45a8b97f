import {
  BrainCircuit,
  ExternalLink,
  LayoutGrid,
  MessageCircle,
  ShoppingBag,
  Workflow,
  type IconComponent,
} from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field, itemField, items } from '@/components/site/page-copy';
import { HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The platforms' icons by item id (lucide has no brand logos); a platform an editor adds has the
 * generic one. The name, address and purpose of each are the section's list (decision 063).
 */
const platformIcons: Record<string, IconComponent> = {
  n8n: Workflow,
  openai: BrainCircuit,
  whatsapp: MessageCircle,
  shopify: ShoppingBag,
};

export async function HomeTechnologies({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  const t = await getTranslations({ locale, namespace: 'home.technologies' });
  return (
    <HomeSection id="home-technologies">
      <SectionHeading
        className="mb-12"
        id="home-technologies-title"
        eyebrow={field(copy, 'eyebrow', locale)}
        title={field(copy, 'title', locale)}
        intro={field(copy, 'intro', locale)}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items(copy, 'platforms').map((platform) => {
          const Icon = platformIcons[platform.id] ?? LayoutGrid;
          const url = platform.fields.url?.text ?? '';
          return (
            <li key={platform.id}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:border-accent/60 hover:bg-ink-card"
              >
                <span className="flex items-center justify-between gap-3">
                  <span className="grid size-12 place-items-center rounded-xl bg-ink-raised text-accent-strong ring-1 ring-line">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <ExternalLink
                    aria-hidden
                    className="size-4 text-fg-muted transition group-hover:text-accent-strong"
                  />
                </span>
                <h3 className="mt-5 text-lg font-semibold">
                  {itemField(platform, 'name', locale)}
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-fg-muted">
                  {itemField(platform, 'purpose', locale)}
                </p>
                <span className="mt-4 text-sm text-accent-strong">
                  {new URL(url).hostname.replace(/^www\./, '')}
                </span>
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
