import { registerReaderLabels } from "@intranet/core/search";
import { groupReaderLabels } from "@intranet/core/groups";

/**
 * The searcher's reader labels that modules add (core/search/readers.ts): a group's posts are read
 * by its members (`group:<id>`). Imported for its effect by the search query Lambda.
 */
registerReaderLabels(groupReaderLabels);
