/**
 * Tags shared by the modules that have a vocabulary (`@intranet/contracts/tags`: the knowledge
 * base's articles, the vacancies, later tasks). Every piece reads the entered company from the shell
 * (`useShellData`), so it renders inside a module page. One request per module's vocabulary
 * (GET /api/tag/{client}/{module}, cached 5 min, shared by every piece on the page).
 *
 * - `useTags(module, tmpl?)` → `{ tags: TagView[] (by name), byId: Map<id, TagView>, query, clientId }`;
 *   `tmpl` asks the server for names containing it.
 * - `<TagChips module ids={string[]} onRemove?={(id) => …} linkTo?={(id) => path} />`: an item's tags
 *   by name (Blueprint Tags in the tag's colour); unknown ids are skipped; with `onRemove` each has a
 *   remove button, with `linkTo` each links to that path (a module's tag page).
 * - `<TagChip tag={TagView} onRemove? href? />`: one chip.
 * - `<TagPicker module value={string[]} onChange={(ids) => …} disabled? label? />`: chosen tags as
 *   chips + a combobox suggesting the module's tags, with "Create tag «…»" (POST /api/tag, then chosen;
 *   a refusal such as `tags.name_taken` shows under it). Controlled: the caller saves the ids (in its
 *   body, or with `tagsApi.attach` / `tagsApi.detach`).
 * - `<TagFilter module selected={string[]} available?={string[]} onChange={(ids) => …} />`: clickable
 *   chips ("All" + each tag; `available` limits them to the tags a list's items carry).
 * - `tagsApi` (list, create, attach(model, item, tagIds), detach(model, item, id)) and `tagsKeys`.
 */
export { tagsApi, tagsKeys } from "./api";
export { TagChip, TagChips } from "./TagChips";
export { TagFilter } from "./TagFilter";
export { TagPicker } from "./TagPicker";
export { useTags } from "./useTags";
