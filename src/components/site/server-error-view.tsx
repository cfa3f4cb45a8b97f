'use client';

import { ButtonLink, callToActionClass } from '@/components/ui/button-link';
import { errorReference } from '@/lib/error-reference';
import { useServerErrorTexts } from './server-error-texts';
import { StatusMessage } from './status-message';

/**
 * The error page of the public site (HTTP 500), inside the site's chrome: what happened in the
 * visitor's language, a short reference to quote, and a way to try again or go home.
 */
export function ServerErrorView({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useServerErrorTexts();
  const reference = errorReference(error);
  if (!texts) return null;
  return (
    <StatusMessage code={texts.code} title={texts.title} description={texts.description}>
      {reference && (
        <p className="text-sm text-fg-muted" data-reference={reference}>
          {texts.reference.replace('{reference}', reference)}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={callToActionClass('secondary')}>
          {texts.retry}
        </button>
        <ButtonLink href="/" locale={texts.locale}>
          {texts.backHome}
        </ButtonLink>
      </div>
    </StatusMessage>
  );
}
