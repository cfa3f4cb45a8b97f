import type { UploadLimits, UploadOrigin } from '@/server/uploads/upload-store.server';

/** Who the tests' uploads come from. */
export const testOrigin: UploadOrigin = {
  fileName: 'photo.jpg',
  uploadedBy: 'editor@example.test',
};

/** A quota no test's images come near, and the default limit of one file (UPLOAD_MAX_MB). */
export const roomyQuota: UploadLimits = {
  quotaBytes: 1024 * 1024 * 1024,
  maxBytes: 10 * 1024 * 1024,
};
