// GET /api/profile/export: everything stored about me as one JSON document, saved as a file by the
// browser. Its shape is the server's to evolve; the app only hands it over, so it stays `unknown` here.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getDataExport(): Promise<unknown> {
  return api.get<unknown>('/profile/export');
}

/** Offers `data` as a download named `fileName`, without leaving the page. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
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
  return useMutation({ mutationFn: getDataExport });
}
