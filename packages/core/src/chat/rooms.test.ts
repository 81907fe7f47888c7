import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@intranet/contracts";
import { createChatRoomBodySchema } from "@intranet/contracts/chat";
import * as z from "zod/mini";
import { newId } from "../platform";
import { superadminIn } from "../testing/actors";
import { refusal } from "../testing/capture";
import { db } from "./entities";
import { addMembers, removeMember, setMemberRole, setMuted } from "./members";
import { createRoom, getRoom, listRooms, removeRoom, renameRoom } from "./rooms";
import { handleChatEvent } from "./subscriber";
import { chatCompany, newGroup, say, type ChatCompany } from "./test-support";

let c: ChatCompany;
let superadmin: Actor;
beforeAll(async () => {
  c = await chatCompany();
  superadmin = superadminIn(c.tenantId);
});

const privateWith = (actor: Actor, userId: string) =>
  createRoom(actor, z.parse(createChatRoomBodySchema, { kind: "private", userId }));
const memberIds = async (roomId: string) =>
  (await db().entities.chatMember.query.byRoom({ clientId: c.tenantId, roomId }).go()).data.map((m) => m.userId).sort();

describe("group rooms", () => {
  it("creates a room with its creator as admin; members list it, others cannot find it", async () => {
    const room = await newGroup(c.anna.actor, [c.ben, c.admin]);
    expect(room).toMatchObject({ kind: "group", name: "Project Apollo", memberCount: 3, role: "admin", unread: 0 });
    expect(room.members.map((m) => [m.userId, m.role]).sort()).toEqual(
      [
        [c.anna.userId, "admin"],
        [c.ben.userId, "member"],
        [c.admin.userId, "member"],
      ].sort(),
    );
    expect((await listRooms(c.ben.actor, c.tenantId)).items.map((r) => r.id)).toContain(room.id);
    expect((await listRooms(c.cleo.actor, c.tenantId)).items.map((r) => r.id)).not.toContain(room.id);
    expect(await refusal(() => getRoom(c.cleo.actor, room.id))).toBe("chat.not_found");
    expect(await refusal(() => getRoom(superadmin, room.id))).toBe("chat.not_found");
    expect(await refusal(() => newGroup(superadmin, [c.anna]))).toBe("common.no_access");
    expect(await refusal(() => privateWith(superadmin, c.anna.userId))).toBe("common.no_access");
    const other = await chatCompany();
    expect(await refusal(() => getRoom(other.anna.actor, room.id))).toBe("chat.not_found");
    expect(await refusal(() => listRooms(other.anna.actor, c.tenantId))).toBe("common.no_access");
  });

  it("refuses people without the chat right, from another company or unknown, and writes nothing", async () => {
    const other = await chatCompany();
    for (const stranger of [c.noChat.userId, other.ben.userId, newId()]) {
      const before = (await listRooms(c.anna.actor, c.tenantId)).items.length;
      expect(
        await refusal(() =>
          createRoom(
            c.anna.actor,
            z.parse(createChatRoomBodySchema, { kind: "group", name: "X", members: [stranger] }),
          ),
        ),
      ).toBe("chat.bad_member");
      expect((await listRooms(c.anna.actor, c.tenantId)).items).toHaveLength(before);
    }
    expect(await refusal(() => privateWith(c.anna.actor, c.noChat.userId))).toBe("chat.bad_member");
  });

  it("renames, adds and removes members, keeps the last admin, and counts members exactly", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    expect(await refusal(() => renameRoom(c.ben.actor, room.id, "Mine"))).toBe("chat.not_admin");
    expect((await renameRoom(c.anna.actor, room.id, "Apollo 2")).name).toBe("Apollo 2");
    expect(await refusal(() => addMembers(c.ben.actor, room.id, [c.cleo.userId]))).toBe("chat.not_admin");
    await Promise.all([
      addMembers(c.anna.actor, room.id, [c.cleo.userId]),
      addMembers(c.anna.actor, room.id, [c.admin.userId]),
    ]);
    expect((await getRoom(c.anna.actor, room.id)).memberCount).toBe(4);
    expect(await memberIds(room.id)).toEqual([c.anna.userId, c.ben.userId, c.cleo.userId, c.admin.userId].sort());
    expect(await refusal(() => removeMember(c.ben.actor, room.id, c.cleo.userId))).toBe("chat.not_admin");
    expect(await refusal(() => removeMember(c.anna.actor, room.id, c.anna.userId))).toBe("chat.last_admin");
    expect(await refusal(() => setMemberRole(c.anna.actor, room.id, c.anna.userId, "member"))).toBe("chat.last_admin");
    await setMemberRole(c.anna.actor, room.id, c.ben.userId, "admin");
    await removeMember(c.anna.actor, room.id, c.anna.userId); // leaves: Ben is an admin now
    await removeMember(c.ben.actor, room.id, c.cleo.userId);
    expect(await refusal(() => getRoom(c.cleo.actor, room.id))).toBe("chat.not_found");
    const after = await getRoom(c.ben.actor, room.id);
    expect(after.memberCount).toBe(2);
    expect(after.members.map((m) => m.userId).sort()).toEqual([c.ben.userId, c.admin.userId].sort());
  });

  it("mutes for the caller only", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    expect((await setMuted(c.ben.actor, room.id, true)).muted).toBe(true);
    expect((await getRoom(c.ben.actor, room.id)).muted).toBe(true);
    expect((await getRoom(c.anna.actor, room.id)).muted).toBe(false);
  });

  it("deletes a room for everyone (admins); the subscriber purges members and messages", async () => {
    const room = await newGroup(c.anna.actor, [c.ben]);
    await say(c.ben.actor, room.id, "Hi");
    expect(await refusal(() => removeRoom(c.ben.actor, room.id))).toBe("chat.not_admin");
    await removeRoom(c.anna.actor, room.id);
    expect(await refusal(() => getRoom(c.ben.actor, room.id))).toBe("chat.not_found");
    expect((await listRooms(c.ben.actor, c.tenantId)).items.map((r) => r.id)).not.toContain(room.id);
    expect(await handleChatEvent("chat.room_deleted", { tenantId: c.tenantId, roomId: room.id })).toBe(
      "purged 1 messages",
    );
    expect(await memberIds(room.id)).toEqual([]);
  });
});

describe("private chats", () => {
  it("finds or creates one chat per pair, from either side and under ten tries at once", async () => {
    const rooms = await Promise.all([
      ...Array.from({ length: 5 }, () => privateWith(c.anna.actor, c.cleo.userId)),
      ...Array.from({ length: 5 }, () => privateWith(c.cleo.actor, c.anna.userId)),
    ]);
    expect(new Set(rooms.map((room) => room.id)).size).toBe(1);
    expect(rooms[0]).toMatchObject({ kind: "private", memberCount: 2, name: "" });
    expect(rooms[0]!.peerId).toBe(c.cleo.userId);
    expect(rooms[5]!.peerId).toBe(c.anna.userId);
    expect(await memberIds(rooms[0]!.id)).toEqual([c.anna.userId, c.cleo.userId].sort());
  });

  it("is with someone else, has no name or other members, and cannot be left", async () => {
    expect(await refusal(() => privateWith(c.anna.actor, c.anna.userId))).toBe("chat.self_chat");
    const room = await privateWith(c.anna.actor, c.ben.userId);
    expect(await refusal(() => renameRoom(c.anna.actor, room.id, "Us"))).toBe("chat.private_room");
    expect(await refusal(() => addMembers(c.anna.actor, room.id, [c.cleo.userId]))).toBe("chat.private_room");
    expect(await refusal(() => removeMember(c.anna.actor, room.id, c.anna.userId))).toBe("chat.private_room");
    expect(await refusal(() => removeRoom(c.anna.actor, room.id))).toBe("chat.private_room");
  });
});
