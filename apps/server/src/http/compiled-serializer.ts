// A compiled serializer for the hottest read routes (discover, matches). The default serializer runs
// each response through its zod schema (encode, then JSON.stringify): ~470 µs for a 20-card discover
// page on our machines, against ~120 µs for fast-json-stringify compiled once from the same schema's
// JSON Schema (docs/benchmarks.md, issue 19). Both drop keys the schema does not name; what the
// compiled one gives up is the check that each value has its declared type, which the route tests
// keep (they parse these responses with the contract's schemas).
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
