import {
  addMembers,
  chatFileUrl,
  chatSettings,
  createRoom,
  deleteMessage,
  editMessage,
  getRoom,
  history,
  listRooms,
  markSeen,
  removeMember,
  removeRoom,
  renameRoom,
  sendMessage,
  setCompanyReceipts,
  setMemberRole,
  setMuted,
  setMyReceipts,
} from "@intranet/core/chat";
import { chatRoutes } from "@intranet/contracts/chat";
import { areaHandler } from "../http/area";
import { reply } from "../http/reply";

/** The chat's Lambda: thin, each route calls the chat module's service. */
export const handler = areaHandler(chatRoutes, {
  rooms: ({ actor, params }) => listRooms(actor, params.client),
  room: ({ actor, params }) => getRoom(actor, params.id),
  create: async ({ actor, body }) => reply(201, await createRoom(actor, body)),
  rename: ({ actor, body }) => renameRoom(actor, body.roomId, body.name),
  remove: async ({ actor, params }) => {
    await removeRoom(actor, params.id);
    return reply(204);
  },
  addMembers: ({ actor, params, body }) => addMembers(actor, params.id, body.userIds),
  setRole: ({ actor, params, body }) => setMemberRole(actor, params.id, params.user, body.role),
  removeMember: async ({ actor, params }) => {
    await removeMember(actor, params.id, params.user);
    return reply(204);
  },
  membership: ({ actor, params, body }) => setMuted(actor, params.id, body.muted),
  seen: ({ actor, params, body }) => markSeen(actor, params.id, body.seq),
  history: ({ actor, params, query }) => history(actor, params.id, query),
  send: async ({ actor, body }) => reply(201, await sendMessage(actor, body)),
  edit: ({ actor, params, body }) => editMessage(actor, params.id, params.seq, body.content),
  deleteMessage: ({ actor, params }) => deleteMessage(actor, params.id, params.seq),
  file: ({ actor, params }) => chatFileUrl(actor, params.id, params.file),
  settings: ({ actor, params }) => chatSettings(actor, params.client),
  companySettings: ({ actor, params, body }) => setCompanyReceipts(actor, params.client, body.receipts),
  mySettings: ({ actor, params, body }) => setMyReceipts(actor, params.client, body.shareReceipts),
});
