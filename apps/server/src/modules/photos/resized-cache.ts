// The narrower copies of photos (srcset widths) kept in memory, least recently used out first, under a
// byte budget. Photos never change under an id (a new upload gets a new id), so a cached copy never
// goes stale; a deleted photo's copies age out, and its row check in the service refuses them anyway.
export type ResizedPhotoCache = {
  get(key: string): Buffer | undefined;
  set(key: string, data: Buffer): void;
};

export function createResizedPhotoCache(maxBytes: number): ResizedPhotoCache {
  // A Map iterates in insertion order: re-inserting on each hit makes its first key the least recent.
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key) {
      const data = entries.get(key);
      if (data) {
        entries.delete(key);
        entries.set(key, data);
      }
      return data;
    },
    set(key, data) {
      if (data.length > maxBytes) return;
      const old = entries.get(key);
      if (old) {
        bytes -= old.length;
        entries.delete(key);
      }
      entries.set(key, data);
      bytes += data.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= value.length;
      }
    },
  };
}
