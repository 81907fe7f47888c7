import type { TagTarget } from "../tags";
import { deskCan, deskPlace } from "./access";
import { performersOf } from "./people";
import { findCard, findDesk } from "./store";

/** Who may tag a task: those who may change it (its board's editors, its performers); its viewers only read. */
export const taskTagTarget: TagTarget = {
  async canTag(actor, clientId, taskId) {
    const card = await findCard(clientId, taskId);
    const desk = card && (await findDesk(clientId, card.deskId));
    if (!card || !desk) return "missing";
    const can = deskCan(await deskPlace(actor, clientId, desk), desk);
    if (!can.view) return "none";
    if (can.edit || (desk.status === "active" && performersOf(card).includes(actor.userId))) return "write";
    return "read";
  },
};
