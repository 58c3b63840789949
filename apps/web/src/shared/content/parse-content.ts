/** A content file's blocks: the three things its format allows (content/README.md). */
export type ContentBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** A section per `## ` heading: the screens render each as a heading followed by its text. */
export interface ContentSection {
  heading: string;
  blocks: ContentBlock[];
}

export function parseContent(text: string): ContentSection[] {
  const sections: ContentSection[] = [];
  let section: ContentSection | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('## ')) {
      section = { heading: line.slice(3).trim(), blocks: [] };
      sections.push(section);
      continue;
    }
    // Text before the first heading still shows, under an empty heading the view leaves out.
    if (!section) sections.push((section = { heading: '', blocks: [] }));
    const last = section.blocks.at(-1);
    if (line.startsWith('- ')) {
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else section.blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else {
      section.blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return sections;
}

/** Fills `{name}` from the figures; an unknown placeholder stays visible so a typo is noticed, never silently blank. */
export function fillPlaceholders(text: string, figures: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => figures[name] ?? whole);
}
