// Fixed-width Float32 records for some of the pool's slots (learned models, revealed taste), packed into
// large shared chunks rather than one typed array per member: a typed array of its own costs about 150
// bytes of object and backing-store bookkeeping on top of its data, which at a million members outweighed
// the data itself (issue 36, item 3). A record is read and written through `data` at `offset(slot)`.

/** Records per chunk: a chunk is allocated whole, so a pool with few records keeps little. */
const CHUNK = 4096;

export class RecordArena {
  private chunks: Float32Array[] = [];
  /** Record number + 1 of each slot, 0 for none. */
  private recordOf: Int32Array;
  private readonly free: number[] = [];
  private used = 0;

  constructor(
    readonly width: number,
    capacity: number,
  ) {
    this.recordOf = new Int32Array(capacity);
  }

  /** Slots the arena can address; grown with the pool. */
  grow(capacity: number): void {
    const bigger = new Int32Array(capacity);
    bigger.set(this.recordOf);
    this.recordOf = bigger;
  }

  /** Slots addressable now (records may exist below this). */
  get slots(): number {
    return this.recordOf.length;
  }

  has(slot: number): boolean {
    return (this.recordOf[slot] ?? 0) !== 0;
  }

  /** Records held (for the pool's statistics and tests). */
  get size(): number {
    return this.used - this.free.length;
  }

  /** The chunk holding the slot's record (call `offset` for where it starts); undefined without one. */
  data(slot: number): Float32Array | undefined {
    const record = (this.recordOf[slot] ?? 0) - 1;
    return record < 0 ? undefined : this.chunks[Math.floor(record / CHUNK)];
  }

  /** Where the slot's record starts in its chunk (0 without one). */
  offset(slot: number): number {
    const record = (this.recordOf[slot] ?? 0) - 1;
    return record < 0 ? 0 : (record % CHUNK) * this.width;
  }

  /** The slot's record, created zeroed when it has none; returns its chunk (see `offset`). */
  ensure(slot: number): Float32Array {
    if (slot >= this.recordOf.length) this.grow(Math.max(2 * this.recordOf.length, slot + 1));
    let record = (this.recordOf[slot] ?? 0) - 1;
    if (record < 0) {
      record = this.free.pop() ?? this.used++;
      const chunk = Math.floor(record / CHUNK);
      if (chunk >= this.chunks.length) this.chunks.push(new Float32Array(CHUNK * this.width));
      this.recordOf[slot] = record + 1;
      const data = this.chunks[chunk] as Float32Array;
      const start = (record % CHUNK) * this.width;
      data.fill(0, start, start + this.width);
      return data;
    }
    return this.chunks[Math.floor(record / CHUNK)] as Float32Array;
  }

  /** Drops the slot's record; its space is reused by the next `ensure`. */
  release(slot: number): void {
    const record = (this.recordOf[slot] ?? 0) - 1;
    if (record < 0) return;
    this.recordOf[slot] = 0;
    this.free.push(record);
  }
}
