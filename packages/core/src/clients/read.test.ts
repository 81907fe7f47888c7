import { beforeEach, describe, expect, it } from "vitest";
import { newId } from "../platform";
import { ensureTestTenant } from "../testing/actors";
import { createClient } from "./create";
import { listClients } from "./list";
import { requestClientPurge } from "./purge-request";
import { getClient, getClientByWorkspace } from "./read";
import { captureEvents, captureMail, clientBody, member, refusal, superadmin } from "./test-support";

beforeEach(() => {
  captureMail();
  captureEvents();
});

describe("reading clients", () => {
  it("lists every client newest first for a superadmin, without those being deleted", async () => {
    const older = (await createClient(superadmin, clientBody())).client;
    const newer = (await createClient(superadmin, clientBody())).client;
    const doomed = (await createClient(superadmin, clientBody())).client;
    await requestClientPurge(superadmin, doomed._id);

    const ids = (await listClients(superadmin)).map((client) => client._id);
    expect(ids).toContain(older._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids).not.toContain(doomed._id);
    expect([...ids].sort().reverse()).toEqual(ids);
    expect(await refusal(() => listClients(member(older._id, "admin")))).toBe("common.no_access");
  });

  it("shows a client to a superadmin and to its own members only", async () => {
    const { client } = await createClient(superadmin, clientBody({ notes: "internal" }));
    expect((await getClient(superadmin, client._id)).notes).toBe("internal");
    expect(await getClient(member(client._id), client._id)).toEqual(client);
    const other = await ensureTestTenant();
    expect(await refusal(() => getClient(member(other, "admin"), client._id))).toBe("common.no_access");
    expect(await refusal(() => getClient(superadmin, newId()))).toBe("clients.not_found");
  });

  it("enters a workspace: own for members, any for a superadmin, never another tenant's", async () => {
    const { client } = await createClient(superadmin, clientBody());
    const other = (await createClient(superadmin, clientBody())).client;

    expect((await getClientByWorkspace(member(client._id), client.workspace))._id).toBe(client._id);
    expect((await getClientByWorkspace(member(client._id), client.workspace.toUpperCase()))._id).toBe(client._id);
    expect((await getClientByWorkspace(superadmin, other.workspace))._id).toBe(other._id);
    expect(await refusal(() => getClientByWorkspace(member(client._id, "admin"), other.workspace))).toBe(
      "common.no_access",
    );
    expect(await refusal(() => getClientByWorkspace(member(client._id), "nosuchworkspace1"))).toBe("clients.not_found");

    await requestClientPurge(superadmin, other._id);
    expect(await refusal(() => getClientByWorkspace(superadmin, other.workspace))).toBe("clients.not_found");
    // A superadmin still sees it by id while it is being deleted.
    expect((await getClient(superadmin, other._id)).status).toBe("deleting");
  });
});
