import { hasRole } from "@intranet/contracts";
import { audienceSearchLabels } from "@intranet/core/audiences";
import { registerReaderLabels } from "@intranet/core/search";
import { groupReaderLabels } from "@intranet/core/groups";
import { chatReaderLabels } from "@intranet/core/chat";

/**
 * The searcher's reader labels that modules add (core/search/readers.ts): a group's posts are read
 * by its members (`group:<id>`); objects shared by grants (polls, articles…) by the audiences they
 * name (`aud:<label>`, core/audiences/search-labels.ts) — a superadmin is in no audience. Imported
 * for its effect by the search query Lambda. A chat message is read by its room's members
 * (`chatroom:<id>`).
 */
registerReaderLabels(groupReaderLabels);
registerReaderLabels(chatReaderLabels);
registerReaderLabels((actor, tenantId) =>
  hasRole(actor, "superadmin") ? Promise.resolve([]) : audienceSearchLabels(tenantId, actor.userId),
);
