// Steps both recommendation simulations share (recommendation-quality.ts, taste-families.ts): what
// discover knows about who swiped on a viewer, and top-10 success — the mean share of a viewer's
// next ten cards that would be mutual likes under the hidden tastes.

/** Split inbound swipes (j → liked?) into the ids discover sees as "liked you" and "passed on you". */
export function inboundSignals(inbound: Map<number, boolean>, idOf: (j: number) => string) {
  const likedViewer: string[] = [];
  const dislikedViewer: string[] = [];
  for (const [j, like] of inbound) (like ? likedViewer : dislikedViewer).push(idOf(j));
  return { likedViewer, dislikedViewer };
}

/** Mean share of mutual likes in each viewer's next `top` cards (viewers with none are left out). */
export function topSuccess(
  count: number,
  top: number,
  recommend: (i: number, n: number) => number[],
  wouldLike: (i: number, j: number) => boolean,
): number {
  let rate = 0;
  let counted = 0;
  for (let i = 0; i < count; i++) {
    const list = recommend(i, top);
    if (list.length === 0) continue;
    rate += list.filter((j) => wouldLike(i, j) && wouldLike(j, i)).length / list.length;
    counted += 1;
  }
  return counted ? rate / counted : 0;
}
