// Writes a tiny city-level IP database in the MaxMind DB format (IPv4 tree, 24-bit records), standing in
// for the operator-supplied GEOIP_CITY_DB in tests. Format: https://maxmind.github.io/MaxMind-DB/
import { writeFileSync } from 'node:fs';

type Value = string | number | bigint | Value[] | { [key: string]: Value };
type Node = { left: Node | number | null; right: Node | number | null };

function control(type: number, size: number): Buffer {
  const head = size < 29 ? [size] : [29, size - 29];
  if (size >= 29 + 256) throw new Error('value too large for this writer');
  return type <= 7
    ? Buffer.from([(type << 5) | head[0]!, ...head.slice(1)])
    : Buffer.from([head[0]!, type - 7, ...head.slice(1)]);
}

function uint(type: number, value: number | bigint): Buffer {
  const bytes: number[] = [];
  for (let v = BigInt(value); v > 0n; v >>= 8n) bytes.unshift(Number(v & 0xffn));
  return Buffer.concat([control(type, bytes.length), Buffer.from(bytes)]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'bigint') return uint(9, value);
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value < 2 ** 32) return uint(6, value);
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleBE(value);
    return Buffer.concat([control(3, 8), bytes]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([k, v]) => [encode(k), encode(v)])]);
}

/** `entries`: IPv4 networks ("192.0.2.0/24") and the record each resolves to. */
export function writeCityMmdb(file: string, entries: Array<{ network: string; record: Record<string, Value> }>): void {
  const root: Node = { left: null, right: null };
  const data: Buffer[] = [];
  let dataSize = 0;
  const dataOffsets = new Map<Node, Map<'left' | 'right', number>>();
  for (const { network, record } of entries) {
    const [address, bitsText] = network.split('/');
    const bits = Number(bitsText);
    const ip = address!.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    let node = root;
    for (let depth = 0; depth < bits; depth++) {
      const side = (ip >>> (31 - depth)) & 1 ? 'right' : 'left';
      if (depth === bits - 1) {
        const offsets = dataOffsets.get(node) ?? new Map();
        offsets.set(side, dataSize);
        dataOffsets.set(node, offsets);
        const encoded = encode(record);
        data.push(encoded);
        dataSize += encoded.length;
      } else {
        const next = node[side];
        if (next && typeof next === 'object') node = next;
        else node = node[side] = { left: null, right: null };
      }
    }
  }
  // Number the nodes breadth-first; a record is a node number, "no data" (= node count), or a data pointer.
  const order: Node[] = [];
  for (let i = 0, queue = [root]; i < queue.length; i++) {
    order.push(queue[i]!);
    for (const side of ['left', 'right'] as const) {
      const child = queue[i]![side];
      if (child && typeof child === 'object') queue.push(child);
    }
  }
  const nodeCount = order.length;
  const index = new Map(order.map((n, i) => [n, i]));
  const tree = Buffer.alloc(nodeCount * 6);
  order.forEach((node, i) => {
    for (const [j, side] of (['left', 'right'] as const).entries()) {
      const child = node[side];
      const dataOffset = dataOffsets.get(node)?.get(side);
      const value =
        dataOffset !== undefined
          ? nodeCount + 16 + dataOffset
          : child && typeof child === 'object'
            ? index.get(child)!
            : nodeCount;
      tree.writeUIntBE(value, i * 6 + j * 3, 3);
    }
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 4,
    database_type: 'Affinia-Test-City',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: BigInt(Math.floor(Date.now() / 1000)),
    description: { en: 'Test city database' },
  });
  // record_size, ip_version and the format versions are uint16 in the spec; the reader accepts uint32 too.
  writeFileSync(
    file,
    Buffer.concat([tree, Buffer.alloc(16), ...data, Buffer.from('ABCDEF4D61784D696E642E636F6D', 'hex'), metadata]),
  );
}
