// GET /api/profile/export: everything stored about me (data.json and my photos) as one ZIP, saved as a
// file by the browser. Its content is the server's to evolve; the app only hands the file over.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getDataExport(): Promise<Blob> {
  return api.get<Blob>('/profile/export', { responseType: 'blob' });
}

/** Offers `file` as a download named `fileName`, without leaving the page. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDataExport() {
  return useMutation({ mutationFn: getDataExport, meta: { errorToast: 'dashboard:privacy.export.error' } });
}
