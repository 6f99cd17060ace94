// The reviewed list of members that leak into cheerio's declarations but are not public API.
// Members tagged `@private` or `@internal`, or named with a leading `_`, are hidden without a listing.
// Review this list whenever `npm run api:extract` reports new keys after a cheerio upgrade.

/** Hidden members by owner (`Cheerio`, `CheerioAPI`) and name, each with the reason it is hidden. */
export const HIDDEN_MEMBERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Cheerio: {
    // Exported from src/api/traversing.ts for reuse by the static helpers; `typeof Traversing`
    // therefore puts it on the class type, but it takes the nodes as an argument and ignores `this`.
    filterArray: 'internal helper of traversing.ts, not a method',
    // Test artefacts: src/cheerio.spec.ts augments the Cheerio interface for its plugin tests.
    // Versions that ship the spec's declarations show them on the class; 1.2.0 does not.
    foo: 'test artefact from src/cheerio.spec.ts',
    myPlugin: 'test artefact from src/cheerio.spec.ts',
  },
};

/** Whether a member is on the reviewed hidden list. */
export function isHiddenMember(owner: string, name: string): boolean {
  return Object.hasOwn(HIDDEN_MEMBERS[owner] ?? {}, name);
}
