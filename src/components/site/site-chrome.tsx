import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { JsonLd } from '@/components/seo/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';
import { Footer, footerServiceAnchors, type FooterServiceLink } from './footer';
import { fillShown } from '@/lib/shown-text';
import { field, getPageCopy, shown } from './page-copy';
import { sharedSection } from './shared-section';
import { Navbar } from './navbar';
import { VoiceAgent } from './voice-agent';

interface Props {
  locale: Locale;
  /** Where this page lives in each language, when not at its own path (an article's slugs). */
  languagePaths?: Record<Locale, string>;
  children: ReactNode;
}

/** Everything around a public page: skip link, navbar, footer, site-wide structured data. */
export async function SiteChrome({ locale, languagePaths, children }: Props) {
  const config = settings();
  const [t, agency, copy, servicesCopy] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    agencySettingsOfRequest(locale),
    getPageCopy('site', locale),
    getPageCopy('services', locale),
  ]);
  // The footer names the expertise areas with their titles on /services, so a renamed area is
  // renamed in the footer too (issue 29).
  const serviceLinks: FooterServiceLink[] = footerServiceAnchors.flatMap((anchor) => {
    const area = servicesCopy[anchor];
    return area ? [{ anchor, label: field(area, 'title', locale) }] : [];
  });
  const description = sharedSection(copy, 'identity').fields.description?.text ?? '';
  const footerCopy = sharedSection(copy, 'footer');
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <Navbar locale={locale} languagePaths={languagePaths} agencyName={agency.siteName} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer
        locale={locale}
        agency={agency}
        tagline={field(footerCopy, 'tagline', locale)}
        copyright={shown(
          footerCopy.fields.copyright &&
            fillShown(footerCopy.fields.copyright, '{year}', String(new Date().getFullYear())),
          locale,
        )}
        serviceLinks={serviceLinks}
      />
      <JsonLd
        data={[
          organizationJsonLd(config.SITE_URL, agency, locale, description),
          websiteJsonLd(config.SITE_URL, agency, locale),
        ]}
      />
      {/* Shown when the admin switches it on and the deployment configures one. */}
      {agency.voiceWidget &&
        config.VOICE_AGENT_ID &&
        config.VOICE_AGENT_SCRIPT_URL &&
        config.VOICE_AGENT_SCRIPT_SRI && (
          <VoiceAgent
            agentId={config.VOICE_AGENT_ID}
            scriptUrl={config.VOICE_AGENT_SCRIPT_URL}
            integrity={config.VOICE_AGENT_SCRIPT_SRI}
          />
        )}
    </>
  );
}
