import { Eye } from 'lucide-react';
import { LinkButton } from '@/components/admin/ui/button';
import { adminTranslator } from '@/server/admin/admin-i18n.server';

/** "Prévisualiser" in an editor's header: the preview screen of the page that shows its drafts. */
export async function PreviewLink({ href }: { href: string }) {
  const t = await adminTranslator();
  return (
    <LinkButton href={href} variant="secondary" size="sm">
      <Eye aria-hidden="true" className="size-4" />
      {t('content.preview.link')}
    </LinkButton>
  );
}
