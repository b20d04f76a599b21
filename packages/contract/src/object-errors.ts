// French messages for a body that is not an object, or that carries fields we do not know.
// Pass as `z.strictObject(shape, { error: objectError })`.
import { MSG } from './messages.js';

export const objectError = (issue: { code: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? MSG.unknownField((issue.keys ?? []).join(', '))
    : issue.code === 'invalid_type'
      ? MSG.requiredFields
      : undefined;
