// Renders the rulings page's markdown (docs/rulings.md): headings, paragraphs and one-line list
// items with **bold**, *italic* and `code`. Only this small subset is used there; anything else
// shows as plain text (React escapes it).
import type { ReactNode } from 'react';

/** Inline marks: **bold**, *italic*, `code`; the rest is text. */
function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*([^*]+)\*\*|\*([^*]+)\*|`([^`]+)`/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = out.length;
    if (m[1] !== undefined) out.push(<strong key={key}>{m[1]}</strong>);
    else if (m[2] !== undefined) out.push(<em key={key}>{m[2]}</em>);
    else out.push(<code key={key}>{m[3]}</code>);
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block = { kind: 'h1' | 'h2' | 'p'; text: string } | { kind: 'ul'; items: string[] };

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push({ kind: 'p', text: para.join(' ') });
    para = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      flush();
      const prev = out[out.length - 1];
      if (prev?.kind === 'ul') prev.items.push(line.slice(2));
      else out.push({ kind: 'ul', items: [line.slice(2)] });
    } else if (line.startsWith('## ')) {
      flush();
      out.push({ kind: 'h2', text: line.slice(3) });
    } else if (line.startsWith('# ')) {
      flush();
      out.push({ kind: 'h1', text: line.slice(2) });
    } else if (line === '') flush();
    else para.push(line);
  }
  flush();
  return out;
}

export function RulingsMarkdown({ markdown }: { markdown: string }) {
  return (
    <>
      {blocks(markdown).map((b, i) => {
        if (b.kind === 'ul')
          return (
            <ul key={i}>
              {b.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </ul>
          );
        if (b.kind === 'h1') return <h1 key={i}>{inline(b.text)}</h1>;
        if (b.kind === 'h2') return <h2 key={i}>{inline(b.text)}</h2>;
        return <p key={i}>{inline(b.text)}</p>;
      })}
    </>
  );
}
