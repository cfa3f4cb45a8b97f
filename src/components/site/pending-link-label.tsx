'use client';

import { useLinkStatus } from 'next/link';

interface Props {
  label: string;
  /** 'Chargement...' (`common.loading` or `blog.loading`), while the page the link opens loads. */
  loading: string;
}

/**
 * The label of a link to an article or a landing page, replaced by the loading text while that
 * page loads (spec: 'Chargement...'). The loading state lives in the link rather than in a
 * `loading.tsx` boundary: a boundary would stream the page behind a fallback that only
 * JavaScript can remove. Must be rendered inside the link (`useLinkStatus`).
 */
export function PendingLinkLabel({ label, loading }: Props) {
  const { pending } = useLinkStatus();
  return <span>{pending ? loading : label}</span>;
}
