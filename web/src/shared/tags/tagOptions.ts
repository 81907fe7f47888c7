import type { TagView } from "@intranet/contracts/tags";

/** At most this many suggestions under the picker. */
const SHOWN = 8;

const fold = (text: string) => text.trim().toLocaleLowerCase();

/**
 * The picker's suggestions for what was typed: tags not chosen yet whose name contains it (names
 * starting with it first), and whether "Create tag «…»" is offered (no tag has exactly that name,
 * whatever the case: names are unique in a vocabulary).
 */
export function tagOptions(tags: readonly TagView[], chosen: readonly string[], typed: string) {
  const text = fold(typed);
  const taken = new Set(chosen);
  const matches = tags
    .filter((tag) => !taken.has(tag._id) && fold(tag.name).includes(text))
    .sort((a, b) => Number(!fold(a.name).startsWith(text)) - Number(!fold(b.name).startsWith(text)))
    .slice(0, SHOWN);
  const exact = tags.find((tag) => fold(tag.name) === text);
  return { matches, canCreate: text.length > 0 && !exact, exact };
}
