import type { UploadOrigin } from '@/server/uploads/upload-store.server';

/** Who the tests' uploads come from. */
export const testOrigin: UploadOrigin = { fileName: 'photo.jpg', uploadedBy: 'editor@example.test' };
