// Where a photo is served from: its unguessable id under /api/profile/photos, usable as a plain <img> src.
export const photoUrl = (photoId: string) => `/api/profile/photos/${encodeURIComponent(photoId)}`;
