import type { DomainEvent } from "../events";
import { readerLabel, type SearchDocument, type SearchSource } from "../search";
import { findGroup } from "./store";
import type { GroupRecord } from "./group.entity";
import { everyGroup } from "./wall";
import { plugin } from "./plugin";

const SCOPE = "group:";
const scopeOf = (groupId: string) => `${SCOPE}${groupId}`;

/**
 * Groups in search: a group by its name and description. Public and closed groups are found by
 * everyone who may open groups; a private one only by its members (`group:<id>`, the labels the
 * groups module gives its members' searches). Its posts are the wall's documents.
 */
export function groupDocument(group: GroupRecord): SearchDocument {
  return {
    type: "group",
    id: group.groupId,
    title: group.name,
    text: { title: group.name, body: group.description },
    readers: group.type === "private" ? [`group:${group.groupId}`] : [readerLabel.all],
    path: `/group/${group.groupId}`,
    meta: {
      subtitle: group.description,
      ...(group.avatar ? { avatar: group.avatar } : {}),
    },
    date: group.createdAt,
  };
}

export const groupsSearchSource: SearchSource = {
  name: "groups",
  events: plugin.searchEvents,
  scopesOf: (event: DomainEvent) => {
    const groupId = (event.detail as { groupId?: unknown }).groupId;
    return typeof groupId === "string" ? [scopeOf(groupId)] : [];
  },
  async load(tenantId, scope) {
    const group = await findGroup(tenantId, scope.slice(SCOPE.length));
    return group ? [groupDocument(group)] : [];
  },
  async *scan(tenantId) {
    for await (const groups of everyGroup(tenantId))
      yield groups.map((group) => ({ scope: scopeOf(group.groupId), docs: [groupDocument(group)] }));
  },
};
