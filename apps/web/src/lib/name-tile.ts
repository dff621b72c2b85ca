/**
 * The coloured tile behind a name's initials where there is no picture (a
 * commenter, a post's author, a shelter without a logo). The colour comes
 * from the name, so the same name always gets the same one.
 */
const TILES = [
  'bg-primary text-white',
  'bg-accent text-white',
  'bg-secondary text-primary',
  'bg-amber-300 text-primary',
] as const;

export function nameTileClass(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILES[hash % TILES.length]!;
}
