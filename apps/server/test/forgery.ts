// A forged token: the last `length` characters replaced by others, each different from the one it
// replaces. Writing a fixed tail ("AA") forges nothing when the real token happens to end that way
// (1 chance in 4 096 for two base64url characters: it failed a CI run).
export const forgedEnding = (token: string, length: number): string =>
  token.slice(0, -length) + [...token.slice(-length)].map((c) => (c === 'A' ? 'Q' : 'A')).join('');
