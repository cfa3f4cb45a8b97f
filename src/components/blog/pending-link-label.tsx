'use client';

import { useLinkStatus } from 'next/link';

interface Props {
  label: string;
  /** `blog.loading` ('Chargement...'), shown while the article the link opens is loading. */
  loading: string;
}

/**
 * The label of a link to an article, replaced by the loading text while that article loads.
 * The spec's loading state lives here rather than in a `loading.tsx` boundary: a boundary
 * would stream the page behind a fallback that only JavaScript can remove.
 */
export function PendingLinkLabel({ label, loading }: Props) {
  const { pending } = useLinkStatus();
  return <span>{pending ? loading : label}</span>;
}
