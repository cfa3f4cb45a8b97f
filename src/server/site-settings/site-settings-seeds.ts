import type { Settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import type { SiteSettingsText, SiteSettingsValues } from '@/lib/admin/site-settings-schema';

/*
 * What the site settings hold on first start: the environment's values (SITE_NAME,
 * CONTACT_EMAIL… in src/config/settings.ts, whose defaults are the spec's), the spec's figures
 * and each language's address and office hours. The seed writes them only when no settings row
 * exists; from then on the admin's values win.
 */

const texts: Record<Locale, SiteSettingsText> = {
  fr: { address: 'Genève, Suisse', officeHours: 'Du lundi au vendredi, 09:00–18:00' },
  en: { address: 'Geneva, Switzerland', officeHours: 'Monday to Friday, 09:00–18:00' },
  ar: { address: 'جنيف، سويسرا', officeHours: 'من الاثنين إلى الجمعة، من 09:00 إلى 18:00' },
  'ar-ma': { address: 'جنيف، سويسرا', officeHours: 'من الاثنين حتى الجمعة، من 09:00 حتى 18:00' },
};

export function siteSettingsSeed(config: Settings): SiteSettingsValues {
  return {
    siteName: config.SITE_NAME,
    contactEmail: config.CONTACT_EMAIL,
    contactPhone: config.CONTACT_PHONE,
    whatsappNumber: config.WHATSAPP_NUMBER,
    address: config.ADDRESS,
    bookingUrl: config.BOOKING_URL,
    social: {
      linkedin: config.SOCIAL_LINKEDIN ?? '',
      instagram: config.SOCIAL_INSTAGRAM ?? '',
      facebook: config.SOCIAL_FACEBOOK ?? '',
      x: config.SOCIAL_X ?? '',
      youtube: config.SOCIAL_YOUTUBE ?? '',
    },
    // The widget still needs the deployment's agent and script (VOICE_AGENT_*); on when they are.
    voiceWidget: Boolean(config.VOICE_AGENT_ID),
    // The site's card is drawn without a picture until an admin chooses one.
    socialImage: '',
    figures: {
      years: 20,
      projects: 1000,
      clients: 200,
      satisfaction: 99,
      rating: 4.9,
      reviewCount: 127,
    },
    text: texts,
  };
}
