'use client';

import { Share2 } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';

interface Props {
  /** The article's title, handed to the browser's share sheet. */
  title: string;
  label: string;
  /** Toast texts of the copy fallback, in the page's language. */
  copied: string;
  failed: string;
}

/**
 * Shares the article through the browser's share sheet (Web Share API) with its title and
 * current URL; where the browser has none, copies the URL and says so in a toast (the page
 * has a <Toaster>).
 */
export function ShareButton({ title, label, copied, failed }: Props) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Other failures (no permission,
        // nothing to share with) fall through to copying the link.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    let done = false;
    try {
      await navigator.clipboard.writeText(url);
      done = true;
    } catch {
      // No clipboard (insecure page, permission refused): say so rather than fail silently.
    }
    if (done) await showToast('success', copied);
    else await showToast('error', failed);
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-ink-raised/60 px-5 text-sm font-semibold text-fg transition hover:border-accent hover:text-accent-strong"
    >
      <Share2 aria-hidden className="size-4" />
      {label}
    </button>
  );
}
