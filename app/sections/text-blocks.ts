/**
 * Plain-text fields that hold several paragraphs or list entries: paragraphs are separated by a
 * blank line, list entries by a line break. Editors type them in one textarea; renderers split them.
 */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

export const joinParagraphs = (paragraphs: readonly string[]) => paragraphs.join("\n\n");
export const joinLines = (lines: readonly string[]) => lines.join("\n");
