import type { UploadOrigin, UploadQuota } from '@/server/uploads/upload-store.server';

/** Who the tests' uploads come from. */
export const testOrigin: UploadOrigin = {
  fileName: 'photo.jpg',
  uploadedBy: 'editor@example.test',
};

/** A quota no test's images come near. */
export const roomyQuota: UploadQuota = { quotaBytes: 1024 * 1024 * 1024 };
