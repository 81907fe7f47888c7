import { hasRole } from "@intranet/contracts";
import type { ReaderLabelProvider } from "../search";
import { audienceSearchLabels } from "./search-labels";

/**
 * Objects shared by grants (polls, articles…) are read by the audiences they name (`aud:<label>`,
 * search-labels.ts): the searcher's own. A superadmin visiting a workspace is in no audience.
 */
export const readerLabels: ReaderLabelProvider = (actor, tenantId) =>
  hasRole(actor, "superadmin") ? Promise.resolve([]) : audienceSearchLabels(tenantId, actor.userId);
