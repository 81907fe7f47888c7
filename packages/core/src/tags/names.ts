/**
 * The key a name is unique by in its vocabulary: Unicode-normalised, spaces collapsed, lower case
 * ("Sales  Team" and "sales team" are one tag). `toLowerCase` is locale-free, so every Lambda agrees.
 */
export const nameKeyOf = (name: string): string => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
