import type { Block } from '../content/types';

/** Renders typed content blocks (paragraphs, lists, sub-headings, contact lines) with the page's type scale. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={key} className="mt-3 leading-7 text-ink">
                {block.text}
              </p>
            );
          case 'list':
            return (
              <ul key={key} className="mt-3 list-disc space-y-1.5 pl-6 leading-7">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'heading':
            return (
              <h3 key={key} className="mt-6 text-h4 font-semibold">
                {block.text}
              </h3>
            );
          case 'contact':
            return (
              <p key={key} className="mt-3">
                {block.label}{' '}
                <a
                  href={`mailto:${block.email}`}
                  className="font-medium text-accent underline hover:text-accent-hover"
                >
                  {block.email}
                </a>
              </p>
            );
        }
      })}
    </>
  );
}
