'use client';
/**
 * The editor's publication card: the post's state in words, then save, publish now, schedule
 * (a time in Swiss time), unpublish, and a link to the public page while it is online. Online,
 * its save keeps a draft (decision 071): "Publier les modifications" makes it live, the status
 * line says when it was last kept, and "Prévisualiser" opens the article with it (staff only).
 */
import { Eye, ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSavedTime } from '@/components/admin/drafts/use-saved-time';
import {
  MissingAltWarning,
  type MissingAltCheck,
} from '@/components/admin/media/missing-alt-warning';
import { Button, buttonClass } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { Field, inputClass } from '@/components/admin/ui/form-field';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import { defaultLocale, locales } from '@/i18n/locales';
import type { PostEditorInput, PublicationIntent } from '@/lib/admin/post-schema';
import { postStateVariant } from './post-state';
import type { usePostEditor } from './use-post-editor';

/**
 * Per language a publish puts online (French, and each one with a title), the texts its readers
 * get: the body, and the hero image unless the article describes it in that language itself.
 */
function publishedTexts({ image, translations }: PostEditorInput) {
  return Object.fromEntries(
    locales
      .filter((locale) => locale === defaultLocale || translations[locale].title.trim() !== '')
      .map((locale) => {
        const text = translations[locale];
        return [locale, [text.altText.trim() === '' ? image : '', text.content]];
      }),
  );
}

export function PublicationCard({
  editor,
  missingAlt,
}: {
  editor: ReturnType<typeof usePostEditor>;
  missingAlt: MissingAltCheck;
}) {
  const t = useTranslations('posts');
  const tDraft = useTranslations('drafts');
  const savedTime = useSavedTime();
  const adminLocale = useLocale() as AdminLocale;
  const headingId = useId();
  const { row, values, pending, form, editsDraft, draftSavedAt } = editor;
  const date = row.publishedAt ? formatAdminDate(adminLocale, row.publishedAt) : '';
  const summary =
    row.state === 'draft'
      ? t('editor.publication.draft')
      : t(`editor.publication.${row.state}`, { date });
  const busy = pending !== null;
  const working = (intent: PublicationIntent, label: string) =>
    pending === intent ? t('editor.publication.working') : label;
  const intentButton = (
    intent: PublicationIntent,
    label: string,
    variant: 'primary' | 'secondary' | 'ghost',
  ) => (
    <Button
      variant={variant}
      onClick={() => void editor.save(intent)}
      disabled={busy}
      aria-busy={pending === intent || undefined}
      className="w-full"
    >
      {working(intent, label)}
    </Button>
  );
  const scheduleHint = t('editor.publication.scheduleHint');
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="lg:col-start-2 lg:row-start-1 lg:self-start"
    >
      <CardHeader
        id={headingId}
        title={t('editor.publicationTitle')}
        actions={
          <StatusBadge variant={postStateVariant[row.state]}>
            {t(`states.${row.state}`)}
          </StatusBadge>
        }
      />
      <p className="mb-4 text-sm text-fg-muted" suppressHydrationWarning>
        {summary}
      </p>
      {editsDraft ? <p className="mb-4 text-sm text-fg-muted">{t('drafts.note')}</p> : null}
      <div className="space-y-2">
        <Button
          type="submit"
          variant="secondary"
          disabled={busy}
          aria-busy={pending === 'save' || undefined}
          className="w-full"
        >
          {working('save', editsDraft ? tDraft('saveDraft') : t('editor.publication.save'))}
        </Button>
        {editsDraft ? (
          <Button
            variant="primary"
            onClick={() => void editor.publishDraft()}
            disabled={busy}
            aria-busy={pending === 'publish' || undefined}
            className="w-full"
          >
            {pending === 'publish' ? tDraft('publishing') : t('drafts.publish')}
          </Button>
        ) : (
          intentButton('publish', t('editor.publication.publishNow'), 'primary')
        )}
        {editsDraft ? (
          <p role="status" className="min-h-5 text-sm text-fg-muted">
            {draftSavedAt
              ? tDraft('autosaved', {
                  time: savedTime(draftSavedAt),
                })
              : null}
          </p>
        ) : null}
      </div>
      <MissingAltWarning texts={publishedTexts(values)} check={missingAlt} className="mt-4" />
      {row.state !== 'published' ? (
        <div className="mt-5 border-t border-line pt-4">
          <Field
            id={form.fieldId('scheduleAt')}
            label={t('editor.publication.scheduleAt')}
            error={form.errors.scheduleAt}
            hint={scheduleHint}
          >
            <input
              {...form.control('scheduleAt', scheduleHint)}
              type="datetime-local"
              value={values.scheduleAt}
              onChange={(event) => editor.setPostField('scheduleAt', event.target.value)}
              className={`${inputClass} [color-scheme:dark]`}
            />
          </Field>
          <div className="mt-2">
            {intentButton(
              'schedule',
              row.state === 'scheduled'
                ? t('editor.publication.reschedule')
                : t('editor.publication.schedule'),
              'secondary',
            )}
          </div>
        </div>
      ) : null}
      {row.state !== 'draft' ? (
        <div className="mt-4 space-y-2 border-t border-line pt-4">
          {intentButton('unpublish', t('editor.publication.unpublish'), 'ghost')}
          {editsDraft ? (
            // The preview screen of the article with this draft, French and Arabic side by side,
            // reloading its frames after each save of the draft made here.
            <a
              href={`/admin/posts/${encodeURIComponent(row.id)}/preview`}
              target="_blank"
              rel="noopener"
              aria-label={t('drafts.previewLabel')}
              className={buttonClass({ variant: 'ghost', className: 'w-full' })}
            >
              <Eye aria-hidden="true" className="size-4" />
              {t('drafts.preview')}
            </a>
          ) : null}
          {row.publicPath ? (
            <a
              href={row.publicPath}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ variant: 'ghost', className: 'w-full' })}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('editor.publication.view')}
            </a>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
