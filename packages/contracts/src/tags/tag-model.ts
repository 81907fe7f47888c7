/**
 * A module whose items take tags declares its models in `<m>/tag-models.ts` (`…TagModels`, gathered
 * by `npm run gen`): each model (the `{model}` of the attach and detach paths) with the vocabulary
 * its items take their tags from — the module's own (its folder's name), whose core leaf
 * `tag-target.ts` answers who may tag an item.
 */
export type TagModelDeclarations = Readonly<Record<string, string>>;

/** Models of modules not built yet: each moves to its module's folder with it. */
export const pendingTagModels = {} as const satisfies TagModelDeclarations;
