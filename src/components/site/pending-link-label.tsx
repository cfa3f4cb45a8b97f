'use client';

import { useLinkStatus } from 'next/link';
import type { FallbackAttributes } from '@/lib/shown-text';

interface Props {
  label: string;
  /** 'Chargement...' (`common.loading` or `blog.loading`), while the page the link opens loads. */
  loading: string;
  /** The label's French mark when it is shown in French (not the loading text's). */
  labelAttributes?: FallbackAttributes;
}

/**
 * The label of a link to an article or a landing page, replaced by the loading text while that
 * page loads (spec: 'Chargement...'). The loading state lives in the link rather than in a
 * `loading.tsx` boundary: a boundary would stream the page behind a fallback that only
 * JavaScript can remove. Must be rendered inside the link (`useLinkStatus`).
 */
export function PendingLinkLabel({ label, loading, labelAttributes }: Props) {
  const { pending } = useLinkStatus();
  return <span {...(!pending && labelAttributes)}>{pending ? loading : label}</span>;
}
