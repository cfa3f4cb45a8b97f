import { defaultLocale, type Locale } from '@/i18n/locales';
import {
  agencyFields,
  figureNames,
  figureText,
  socialNetworks,
  type SiteSettingsDraftValues,
  type SiteSettingsValues,
} from '@/lib/admin/site-settings-schema';
import type { DocumentTexts } from '@/lib/versions/text-diff';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';

/**
 * The settings' texts in one language, labelled as their form labels them: French also holds
 * what every language shares (contact details, links, figures, the voice widget). Of a kept
 * version (the history) or of a draft (its differences from the settings published since).
 */
export function settingsTexts(
  t: AdminTranslator,
  values: SiteSettingsValues | SiteSettingsDraftValues,
  language: Locale,
): DocumentTexts<string> {
  const texts: DocumentTexts<string> = new Map();
  const add = (key: string, path: string, text: string) => texts.set(key, { path, text });
  if (language === defaultLocale) {
    for (const name of agencyFields) add(name, t(`settings.fields.${name}`), values[name]);
    for (const network of socialNetworks)
      add(`social.${network}`, t(`settings.fields.social.${network}`), values.social[network]);
    for (const figure of figureNames)
      add(
        `figures.${figure}`,
        t(`settings.fields.figures.${figure}`),
        // A draft keeps the figure as typed (4,9), the settings as a number (4.9): one way.
        figureText(figure, values.figures[figure]),
      );
    add(
      'voiceWidget',
      t('settings.fields.voiceWidget'),
      t(values.voiceWidget ? 'content.visible' : 'content.hidden'),
    );
  }
  const text = values.text[language];
  add('text.address', t('settings.fields.text.address'), text.address);
  add('text.officeHours', t('settings.fields.text.officeHours'), text.officeHours);
  return texts;
}
