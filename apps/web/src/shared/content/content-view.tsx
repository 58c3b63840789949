
import { fillPlaceholders, type ContentSection } from './parse-content.ts';

/** A content file as headings (h2, under the page's h1), paragraphs and lists. */
export function ContentView({ sections, figures = {} }: { sections: ContentSection[]; figures?: Readonly<Record<string, string>> }) {
  const fill = (text: string) => fillPlaceholders(text, figures);
  return (
    <div className="content">
      {sections.map((section, i) => (
        <section key={i} className="content__section" aria-label={section.heading || undefined}>
          {section.heading && <h2 className="content__heading">{fill(section.heading)}</h2>}
          {section.blocks.map((block, j) =>
            block.kind === 'list' ? (
              <ul key={j} className="content__list">
                {block.items.map((item, k) => (
                  <li key={k}>{fill(item)}</li>
                ))}
              </ul>
            ) : (
              <p key={j}>{fill(block.text)}</p>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
