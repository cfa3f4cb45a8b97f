import type { Metadata } from 'next';
import { PersonalDataScreen } from '@/components/admin/privacy/personal-data-screen';
import { PageHeader } from '@/components/admin/ui/page-header';
import { locales, type Locale } from '@/i18n/locales';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { languageName } from '@/lib/admin/language-name';
import { requireAdmin } from '@/server/auth/guards.server';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import { getDb } from '@/server/db/connection.server';
import { erasePersonalDataOf, exportPersonalData, lookUpPersonalData } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('personalData.metaTitle') };
}

/**
 * /admin/personal-data (admins only): a person's request about their data (nFADP, GDPR) — what
 * is held under an address, its export in their language, its erasure. The address travels in
 * the actions' bodies, never in the URL (addresses stay out of logs and history).
 */
export default async function AdminPersonalDataPage() {
  await requireAdmin();
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const serviceNames = await serviceLabels(getDb(), locale);
  return (
    <>
      <PageHeader title={t('personalData.title')} description={t('personalData.description')} />
      <PersonalDataScreen
        locale={locale}
        languageNames={
          Object.fromEntries(
            locales.map((language) => [language, languageName(locale, language)]),
          ) as Record<Locale, string>
        }
        serviceNames={serviceNames}
        lookUp={lookUpPersonalData}
        exportFile={exportPersonalData}
        erase={erasePersonalDataOf}
      />
    </>
  );
}
