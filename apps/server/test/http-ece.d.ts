// The part of http_ece (RFC 8188 encrypted content encoding, test-only) the push tests use; it ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  type Params = { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer };
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
