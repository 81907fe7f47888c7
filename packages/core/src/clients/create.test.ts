import { defaultEmployeeRights, DEFAULT_STORAGE_LIMIT_BYTES, featureCodes } from "@intranet/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import type { MailMessage } from "../mail";
import { db } from "./entities";
import { verifyPassword, newId } from "../platform";
import { createUser } from "../users";
import { createClient } from "./create";
import { listClients } from "./list";
import { clientIdByWorkspace } from "./lookup";
import { captureMail, clientBody, freshWorkspace, member, refusal, superadmin } from "./test-support";

let mail: MailMessage[];
beforeEach(() => {
  mail = captureMail();
});

const guardOf = async (scope: "workspace" | "email" | "login", value: string) =>
  (await db().entities.unique.get({ scope, value }).go()).data;

describe("creating a client", () => {
  it("writes the client, its workspace guard and its first admin, and invites the admin by mail", async () => {
    const body = clientBody({ city: "Riga", design: { font: "Inter" }, settings: { lang: "ru" } });
    const { client, admin } = await createClient(superadmin, body);

    expect(client).toMatchObject({
      workspace: body.workspace,
      name: body.name,
      city: "Riga",
      status: "active",
      storageLimitBytes: DEFAULT_STORAGE_LIMIT_BYTES,
      storageUsedBytes: 0,
      design: { font: "Inter" },
      settings: { lang: "ru" },
      defaultRights: defaultEmployeeRights,
    });
    expect(client.features).toHaveLength(featureCodes.length);
    expect(client.features.every((feature) => feature.active)).toBe(true);
    expect(admin).toMatchObject({ client_id: client._id, roles: ["admin", "employee"], email: body.admin.email });
    expect(admin).not.toHaveProperty("passwordHash");

    const stored = await db().entities.user.get({ clientId: client._id, userId: admin._id }).go();
    expect(stored.data?.roles).toEqual(["admin", "employee"]);
    expect(await clientIdByWorkspace(body.workspace)).toBe(client._id);
    expect(await guardOf("email", body.admin.email)).toMatchObject({ clientId: client._id, ownerId: admin._id });

    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: body.admin.email, subject: "Your intranet account" });
    expect(mail[0]!.text).toMatch(/\/register\/[\w-]{20,}/);
  });

  it("sends no invitation when the admin's password is given, and stores its hash", async () => {
    const body = clientBody();
    body.admin.password = "first-pass-1";
    body.admin.login = `boss${newId().toLowerCase()}`;
    body.storageLimitBytes = 5000;
    const { client, admin } = await createClient(superadmin, body);
    expect(mail).toEqual([]);
    expect(client.storageLimitBytes).toBe(5000);
    expect(admin.login).toBe(body.admin.login);
    const stored = await db().entities.user.get({ clientId: client._id, userId: admin._id }).go();
    expect(await verifyPassword("first-pass-1", stored.data!.passwordHash)).toBe(true);
  });

  it("refuses a taken workspace and leaves the admin's email free", async () => {
    const first = await createClient(superadmin, clientBody());
    const second = clientBody({ workspace: first.client.workspace });
    second.admin.email = `second.${newId().toLowerCase()}@example.test`;
    expect(await refusal(() => createClient(superadmin, second))).toBe("clients.workspace_taken");
    expect(await guardOf("email", second.admin.email)).toBeNull();
    expect(await clientIdByWorkspace(first.client.workspace)).toBe(first.client._id);
  });

  it("leaves no client behind when the admin's email or login is taken", async () => {
    const taken = `taken.${newId().toLowerCase()}@example.test`;
    await createUser({
      clientId: newId(),
      firstName: "A",
      lastName: "B",
      email: taken,
      roles: ["employee"],
      rights: [],
    });

    const byEmail = clientBody();
    byEmail.admin.email = taken;
    expect(await refusal(() => createClient(superadmin, byEmail))).toBe("employees.email_exists");

    const byLogin = clientBody();
    byLogin.admin.login = taken.split("@")[0]!.replace(/\./g, "");
    await createUser({
      clientId: newId(),
      firstName: "A",
      lastName: "B",
      email: `other.${newId().toLowerCase()}@example.test`,
      login: byLogin.admin.login,
      roles: ["employee"],
      rights: [],
    });
    expect(await refusal(() => createClient(superadmin, byLogin))).toBe("employees.login_taken");

    for (const body of [byEmail, byLogin]) expect(await clientIdByWorkspace(body.workspace)).toBeUndefined();
    const workspaces = (await listClients(superadmin)).map((client) => client.workspace);
    expect(workspaces).not.toContain(byEmail.workspace);
    expect(workspaces).not.toContain(byLogin.workspace);
    expect(mail).toEqual([]);
  });

  it("gives exactly one client for concurrent creations of one workspace", async () => {
    const workspace = freshWorkspace("race");
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () => createClient(superadmin, clientBody({ workspace }))),
    );
    const created = attempts.filter((attempt) => attempt.status === "fulfilled");
    expect(created).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === "rejected")
        expect(attempt.reason.code).toMatch(/^(clients\.workspace_taken|common\.conflict)$/);
    expect(await clientIdByWorkspace(workspace)).toBe(
      (created[0] as PromiseFulfilledResult<{ client: { _id: string } }>).value.client._id,
    );
  });

  it("is for superadmins only", async () => {
    const tenantId = newId();
    expect(await refusal(() => createClient(member(tenantId, "admin"), clientBody()))).toBe("common.no_access");
  });
});
