'use client';
/**
 * "Envoyer maintenant" asks first, in a dialog that says what the click does: to how many
 * confirmed subscribers the letter goes, and in which language each of them reads it (a language
 * not written is received in French). Its button is the consequential one, named with the number.
 */
import { Send } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/admin/ui/button';
import { Modal } from '@/components/admin/ui/modal';
import { locales, type Locale } from '@/i18n/locales';

export function SendConfirmation({
  open,
  onClose,
  onConfirm,
  subject,
  audience,
  written,
  languageNames,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The French subject (every letter has one). */
  subject: string;
  /** Confirmed subscribers per language. */
  audience: Record<Locale, number>;
  /** The languages the letter is written in. */
  written: readonly Locale[];
  languageNames: Record<Locale, string>;
}) {
  const t = useTranslations('newsletter.editor.confirmSend');
  const total = locales.reduce((sum, locale) => sum + audience[locale], 0);
  const reached = locales.filter((locale) => audience[locale] > 0);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      description={t('description', { subject: subject || t('noSubject'), count: total })}
      closeLabel={t('close')}
    >
      {reached.length > 0 ? (
        <>
          <h3 className="mb-2 text-sm font-medium text-fg">{t('languages')}</h3>
          <ul className="mb-4 space-y-1 text-sm text-fg">
            {reached.map((locale) => (
              <li key={locale}>
                {t(written.includes(locale) ? 'inLanguage' : 'inFrench', {
                  language: languageNames[locale],
                  count: audience[locale],
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mb-4 text-sm text-fg-muted">{t('final')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose} autoFocus>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          <Send aria-hidden="true" className="size-4 flip-rtl" />
          {t('confirm', { count: total })}
        </Button>
      </div>
    </Modal>
  );
}
