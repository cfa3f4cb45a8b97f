'use client';
/**
 * A preview rendered on the server from what is being typed (the article's Markdown, a
 * newsletter's mail): asked 400 ms after the last keystroke, with `render` (a server action,
 * so no renderer is shipped to the browser). What shows is derived from the last answer and the
 * input it was for: an input typed since reads as "updating", and an answer to an older input is
 * never applied.
 */
import { useEffect, useState } from 'react';

const debounceMs = 400;

export type PreviewStatus = 'idle' | 'updating' | 'failed';

export function useServerPreview<Args extends unknown[]>(
  render: (...args: Args) => Promise<string>,
  args: Args,
  empty: boolean,
): { html: string; status: PreviewStatus } {
  const [answer, setAnswer] = useState<{ source: string; html: string; failed: boolean }>({
    source: '',
    html: '',
    failed: false,
  });
  const source = JSON.stringify(args);

  useEffect(() => {
    if (empty) return;
    let current = true;
    const timer = setTimeout(() => {
      render(...(JSON.parse(source) as Args)).then(
        (html) => {
          if (current) setAnswer({ source, html, failed: false });
        },
        () => {
          if (current) setAnswer((previous) => ({ ...previous, source, failed: true }));
        },
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [empty, source, render]);

  if (empty) return { html: '', status: 'idle' };
  const status = answer.source !== source ? 'updating' : answer.failed ? 'failed' : 'idle';
  return { html: answer.html, status };
}
