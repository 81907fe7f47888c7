import type { TaskLinkRecord } from "./link.entity";
import type { TaskCardRecord } from "./card.entity";

type Role = "author" | "performer" | "coPerformer" | "observer";
type CardPeople = Pick<TaskCardRecord, "authorId" | "performerId" | "coPerformerIds" | "observerIds">;

/** Everyone tied to a task, with why (a person may be several at once). */
export function rolesOf(card: CardPeople): Map<string, Role[]> {
  const roles = new Map<string, Role[]>();
  const add = (userId: string | undefined, role: Role) => {
    if (userId) roles.set(userId, [...(roles.get(userId) ?? []), role]);
  };
  add(card.authorId, "author");
  add(card.performerId, "performer");
  for (const userId of card.coPerformerIds) add(userId, "coPerformer");
  for (const userId of card.observerIds) add(userId, "observer");
  return roles;
}

/** The people who perform it (their task: they may tick, edit and finish it). */
export const performersOf = (card: CardPeople) =>
  [card.performerId, ...card.coPerformerIds].filter((userId): userId is string => !!userId);

/** The people a task's news concerns: everyone tied to it. */
export const peopleOf = (card: CardPeople) => [...rolesOf(card).keys()];

/** Each person's "My tasks" row of a card. */
export function linksOf(card: TaskCardRecord): TaskLinkRecord[] {
  return [...rolesOf(card)].map(([userId, roles]) => ({
    clientId: card.clientId,
    userId,
    taskId: card.taskId,
    deskId: card.deskId,
    roles,
    name: card.name,
    ...(card.due ? { due: card.due } : {}),
    priority: card.priority,
    finished: card.finished,
  }));
}
