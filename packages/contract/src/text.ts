// The one rule every text field of the contract obeys: no control characters. NUL and the other C0
// controls (and DEL) are never text a person typed; PostgreSQL refuses NUL in text outright (a 500 before
// this rule), and the others hide content from moderators or break logs and exports. Multi-line texts
// (bio, messages, stories) keep tab, line feed and carriage return; everything else keeps none.
import { z } from './zod.js';
import { MSG } from './messages.js';

// Matching control characters is the point of these two expressions.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacters = (value: string, multiLine = false) =>
  (multiLine ? CONTROL_CHARACTERS_BUT_LINE_BREAKS_AND_TABS : CONTROL_CHARACTERS).test(value);

/**
 * A string schema for one field, refusing control characters with a French detail naming the field.
 * The check comes first, so it is the issue reported even when later checks (format, length) also fail.
 * `error` is the message for a missing or non-string value.
 */
export function textField(field: string, options: { multiLine?: boolean; error?: string } = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasControlCharacters(value, options.multiLine), MSG.controlCharacters(field));
}
