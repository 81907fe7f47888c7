import type { TagModel } from "@intranet/contracts/tags";
import { registerTagTarget, type TagTarget } from "@intranet/core/tags";
import { articleTagTarget } from "@intranet/core/articles";
import { vacancyTagTarget } from "@intranet/core/vacancies";

/**
 * THE table of tag targets (like post-parents.ts): who may tag an item of each model, answered by
 * the module that owns it, so tags never import the modules that use them. One line per module,
 * e.g. `article: articleTagTarget` (from `@intranet/core/articles`). Imported for its effect by
 * every Lambda that attaches or detaches tags; a model missing here takes no tags (404
 * `tags.unknown_model`).
 */
const targets: Partial<Record<TagModel, TagTarget>> = {
  article: articleTagTarget,
  vacancy: vacancyTagTarget,
};

for (const [model, target] of Object.entries(targets) as Array<[TagModel, TagTarget]>) registerTagTarget(model, target);
