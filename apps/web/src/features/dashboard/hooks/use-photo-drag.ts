// A photo dragged by its handle, with a finger or a mouse (issue 35 item 4): the pointer is captured by
// the handle, the photo follows it, and the photo under the pointer is where it goes when released. The
// handle takes no scrolling gesture (`touch-none`), so a drag on a phone moves the photo, not the page.
import { useRef, useState, type PointerEvent } from 'react';

export type PhotoDrag = { id: string; over: string | null; dx: number; dy: number };

/** The photo tile under a point, other than the one being dragged (which follows the pointer). */
function photoUnder(x: number, y: number, dragged: string): string | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const tile = element.closest<HTMLElement>('[data-photo-id]');
    if (tile && tile.dataset.photoId !== dragged) return tile.dataset.photoId ?? null;
  }
  return null;
}

export function usePhotoDrag(onDrop: (dragged: string, target: string) => void) {
  const [drag, setDrag] = useState<PhotoDrag | null>(null);
  // The drag as the events see it: pointer events can come faster than renders.
  const current = useRef<(PhotoDrag & { x: number; y: number }) | null>(null);
  const show = (next: (PhotoDrag & { x: number; y: number }) | null) => {
    current.current = next;
    setDrag(next && { id: next.id, over: next.over, dx: next.dx, dy: next.dy });
  };
  const end = () => show(null);

  const handleProps = (id: string) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      show({ id, over: null, dx: 0, dy: 0, x: event.clientX, y: event.clientY });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = current.current;
      if (from?.id !== id) return;
      show({
        ...from,
        over: photoUnder(event.clientX, event.clientY, id),
        dx: event.clientX - from.x,
        dy: event.clientY - from.y,
      });
    },
    onPointerUp() {
      const released = current.current;
      end();
      if (released?.id === id && released.over) onDrop(id, released.over);
    },
    onPointerCancel: end,
  });

  return { drag, handleProps };
}
