// pinyin-pro's table of single characters, which its package exports (as dist/*) without a declaration at that path.
declare module 'pinyin-pro/dist/esm/data/dict1.mjs' {
  /** A character's readings, most common first, separated by spaces ('fā fà'). */
  const characters: { get(character: string): string | undefined };
  export default characters;
}
