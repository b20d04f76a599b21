// A message's text, rendered as React text (markup shows literally). With `links`, web addresses become
// links that open in a new tab without telling the site where they came from.
import { splitLinks } from '@affinia/contract';

export function MessageText({ content, links, own }: { content: string; links: boolean; own: boolean }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {links
        ? splitLinks(content).map((part, index) =>
            part.href ? (
              <a
                key={index}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className={`underline underline-offset-2 ${own ? 'text-white' : 'text-brand-700'}`}
              >
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )
        : content}
    </p>
  );
}
