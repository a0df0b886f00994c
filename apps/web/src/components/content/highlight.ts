/**
 * Search hits arrive as HTML with <mark> around the matches and everything else escaped (the
 * articleSearchItem contract). The page never injects that as HTML: it splits it into plain text runs
 * and marked runs and lets React render them as text, so even a mis-escaped title can't become markup.
 */
export interface HighlightRun {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function parseHighlighted(html: string): HighlightRun[] {
  const runs: HighlightRun[] = [];
  let mark = false;
  for (const part of html.split(/(<mark>|<\/mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>') mark = true;
    else if (tag === '</mark>') mark = false;
    else if (part) {
      // Any other tag is not part of the contract: show it as the text it is.
      const text = decodeEntities(part);
      const last = runs[runs.length - 1];
      if (last && last.mark === mark) last.text += text;
      else runs.push({ text, mark });
    }
  }
  return runs;
}
