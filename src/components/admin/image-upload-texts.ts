import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { ImageUploadTexts } from './image-upload-field';

/** The image field's texts in the admin's language (built on the server, passed as a prop). */
export function imageUploadTexts(t: AdminTranslator): ImageUploadTexts {
  return {
    label: t('uploads.label'),
    choose: t('uploads.choose'),
    replace: t('uploads.replace'),
    remove: t('uploads.remove'),
    uploading: t('uploads.uploading'),
    uploaded: t('uploads.uploaded'),
    previewAlt: t('uploads.previewAlt'),
    noImage: t('uploads.noImage'),
    hint: t('uploads.hint'),
    errors: {
      empty: t('uploads.errors.empty'),
      noFile: t('uploads.errors.noFile'),
      tooLarge: t('uploads.errors.tooLarge'),
      unsupportedType: t('uploads.errors.unsupportedType'),
      unreadable: t('uploads.errors.unreadable'),
      unauthorized: t('uploads.errors.unauthorized'),
      forbidden: t('uploads.errors.forbidden'),
      network: t('uploads.errors.network'),
    },
  };
}
