// The table talk as a mail carries it: a heading, then one paragraph per message ("Bob: text").
// Plain text: render() escapes every paragraph for the HTML part, so a message is never markup.

/** One message as a mail shows it. */
export interface ChatMailLine {
  name: string;
  text: string;
}

/** The chat since the reader's move (nothing when there is none, or the reader muted it). */
export function chatParagraphs(lines: readonly ChatMailLine[], heading = 'At the table since your move'): string[] {
  return lines.length ? [`${heading}:`, ...lines.map((m) => `${m.name}: ${m.text}`)] : [];
}
