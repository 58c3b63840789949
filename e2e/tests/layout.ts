import type { Locator } from '@playwright/test';

/**
 * How an element's text is laid out in the real browser: how many lines it takes, and the
 * words a line break cuts in two ("EDUARD O"). Each visible character's box is measured, so a
 * break is seen wherever the browser put it, whatever the CSS that caused it.
 */
export async function textLayout(locator: Locator): Promise<{ lines: number; brokenWords: string[] }> {
  return locator.evaluate((element) => {
    const tops: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        // Spaces at a line's end take no room: they belong to no line.
        tops.push({ char: text[i]!, top: box.width > 0 ? Math.round(box.top) : Number.NaN });
      }
    }
    const lineTops = new Set(tops.filter((t) => !Number.isNaN(t.top)).map((t) => t.top));
    const brokenWords: string[] = [];
    let word: typeof tops = [];
    for (const entry of [...tops, { char: ' ', top: Number.NaN }]) {
      if (/\s/.test(entry.char)) {
        if (new Set(word.map((w) => w.top)).size > 1) brokenWords.push(word.map((w) => w.char).join(''));
        word = [];
      } else word.push(entry);
    }
    return { lines: lineTops.size, brokenWords };
  });
}

/**
 * Where the browser starts a new line in each element a locator matches: the element's text
 * and the index of every character that begins a line after its first. A label may break only
 * where its words meet; a figure or a code not at all (`breaks` empty).
 */
export async function lineBreaks(locator: Locator): Promise<{ text: string; breaks: number[] }[]> {
  return locator.evaluateAll((elements) => elements.map((element) => {
    let text = '';
    const breaks: number[] = [];
    let lastTop = Number.NaN;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const content = node.textContent ?? '';
      for (let i = 0; i < content.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) {
          const top = Math.round(box.top);
          if (!Number.isNaN(lastTop) && top > lastTop) breaks.push(text.length);
          lastTop = top;
        }
        text += content[i];
      }
    }
    return { text, breaks };
  }));
}
