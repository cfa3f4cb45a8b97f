'use client';
/** A campaign already sent (or cancelled), each language's mail as it went, by tab. */
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { CampaignEditorInput } from '@/lib/admin/campaign-schema';
import { CampaignTexts } from './campaign-texts';
import type { MailPreviewInput } from './mail-preview';

export function SentCampaignTexts({
  values,
  languageNames,
  preview,
}: {
  values: Pick<CampaignEditorInput, 'image' | 'translations'>;
  languageNames: Record<Locale, string>;
  preview: (input: MailPreviewInput, locale: string) => Promise<string>;
}) {
  const [language, setLanguage] = useState<Locale>('fr');
  return (
    <CampaignTexts
      values={values}
      language={language}
      onLanguage={setLanguage}
      languageNames={languageNames}
      preview={preview}
    />
  );
}
