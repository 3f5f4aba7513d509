import { findDef, formatCost } from '@/lib/engine';

/** A card's (or Event's/Landmark's) printed data as one plain text block, for tooltips. */
export function cardText(name: string): string {
  const def = findDef(name);
  if (!def) return name;
  const kind = def.kind === 'event' ? 'Event' : def.kind === 'landmark' ? 'Landmark' : def.types.join(' – ');
  const cost = def.kind === 'landmark' ? '' : ` · ${formatCost(def.cost)}`;
  return `${def.name} (${kind}${cost})\n${def.text.replace(/\n---\n/g, '\n———\n')}`;
}
