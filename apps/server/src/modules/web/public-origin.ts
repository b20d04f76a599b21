// PUBLIC_ORIGIN applied at run time: the web build writes a placeholder wherever the site's absolute
// URL belongs (prerendered pages, the SPA shell's <html data-public-origin>, sitemap.xml, robots.txt);
// at start-up the server reads those few files and keeps them in memory with its own origin written in.
// One build then serves any origin, and two processes with different origins share one dist/.
// The social-proof setting is applied the same way (decision 041): `<html data-social-proof>` gets the
// mode, and a page the build prerendered in both modes is served in this process's mode.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  MEMBERS_PAGE_SUFFIX,
  PUBLIC_ORIGIN_PLACEHOLDER,
  SOCIAL_PROOF_PLACEHOLDER,
  type SocialProofMode,
} from '@affinia/contract';

const TEXT_FILES = /\.(html|xml|txt)$/;
/** Fast enough to compress a page on its first request, far smaller than gzip. */
const BROTLI_QUALITY = 9;

export type FilledFile = {
  body: Buffer;
  contentType: string;
  /** Compressed on first request for that encoding, then kept. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
};

const typeOf = (file: string) =>
  file.endsWith('.html')
    ? 'text/html; charset=utf-8'
    : file.endsWith('.xml')
      ? 'application/xml; charset=utf-8'
      : 'text/plain; charset=utf-8';

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : listFiles(path.join(dir, entry.name), relative);
    return TEXT_FILES.test(entry.name) ? [relative] : [];
  });
}

/** A page's 'members' version, when the build wrote one ('testimonials/index.members.html'). */
export const isMembersVariant = (relative: string) => relative.endsWith(MEMBERS_PAGE_SUFFIX);
const membersVariantOf = (relative: string) => relative.replace(/\.html$/, MEMBERS_PAGE_SUFFIX);

/**
 * Every HTML, XML and text file of the build (hashed assets aside) that carries the placeholder, by
 * its path relative to dist ('index.html', 'blog/x/index.html', 'sitemap.xml'), origin and social-proof
 * mode filled in. In 'members' mode a page with a members version is served from that version.
 */
export function fillPublicOrigin(
  webDistDir: string,
  origin: string,
  socialProof: SocialProofMode = 'showcase',
): Map<string, FilledFile> {
  const filled = new Map<string, FilledFile>();
  for (const relative of listFiles(webDistDir)) {
    if (isMembersVariant(relative)) continue;
    const variant = membersVariantOf(relative);
    const source = socialProof === 'members' && existsSync(path.join(webDistDir, variant)) ? variant : relative;
    const text = readFileSync(path.join(webDistDir, source), 'utf8');
    if (!text.includes(PUBLIC_ORIGIN_PLACEHOLDER)) continue;
    const body = Buffer.from(
      text.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, origin).replaceAll(SOCIAL_PROOF_PLACEHOLDER, socialProof),
    );
    const cache = new Map<'br' | 'gzip', Buffer>();
    filled.set(relative, {
      body,
      contentType: typeOf(relative),
      encoded(encoding) {
        let data = cache.get(encoding);
        if (!data) {
          data =
            encoding === 'br'
              ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
              : gzipSync(body, { level: 9 });
          cache.set(encoding, data);
        }
        return data;
      },
    });
  }
  return filled;
}
