// A page's structured data (schema.org JSON-LD) belongs in the document <head>, where the spec puts
// it. React 19 hoists <title>, <meta> and <link> but not inline scripts, so: in the browser an effect
// keeps one <script type="application/ld+json"> per page in <head> (replacing the prerendered one),
// and at build time (scripts/prerender.mjs) the page's data is collected while it renders and written
// into the <head> of the static HTML.
import { useEffect } from 'react';

/** Serialises JSON-LD so that no "</script>" in the content can close the tag early. */
export function jsonLdText(data: object | object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const ATTRIBUTE = 'data-page-structured-data';
const rendering = typeof document === 'undefined';
/** Build time only: what the page being prerendered declared. */
let collected: string[] = [];

/** For entry-server.tsx: the JSON-LD texts declared since the last call, then forgotten. */
export function takeStructuredData(): string[] {
  const texts = collected;
  collected = [];
  return texts;
}

export function useStructuredData(data: object | object[] | undefined): void {
  const text = data ? jsonLdText(data) : null;
  if (rendering && text && !collected.includes(text)) collected.push(text);
  useEffect(() => {
    if (!text) return;
    // The prerendered copy (same data, written at build time) gives way to the live one.
    for (const old of document.head.querySelectorAll('script[type="application/ld+json"][data-prerendered-head]')) {
      old.remove();
    }
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(ATTRIBUTE, '');
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [text]);
}
