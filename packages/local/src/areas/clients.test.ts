import { beforeAll, describe, expect, it } from "vitest";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { featureCodes, type ClientView, type CreateClientBody } from "@intranet/contracts";
import { clientIdByWorkspace } from "@intranet/core/clients";
import { db } from "@intranet/core/db";
import { config, newId } from "@intranet/core/platform";
import { s3 } from "@intranet/core/platform/s3";
import { createUser } from "@intranet/core/users";
import { clientsRoutes } from "@intranet/contracts/clients";
import { useTestApi, type CallOptions } from "../testing/api";
import { tokenFor, type TestActor } from "../testing/tokens";

const api = useTestApi();
let root: TestActor;
beforeAll(async () => {
  root = await tokenFor({ role: "superadmin" });
});

const ws = (prefix = "http") => `${prefix}${newId().toLowerCase()}`;
const body = (overrides: Partial<CreateClientBody> = {}): CreateClientBody => {
  const workspace = overrides.workspace ?? ws();
  return {
    name: `Company ${workspace}`,
    workspace,
    admin: { firstName: "Ada", lastName: "Admin", email: `admin.${workspace}@example.test` },
    ...overrides,
  };
};
const asRoot = (method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { token: root.token, ...options });
const as = (actor: TestActor, method: string, path: string, options: CallOptions = {}) =>
  api.call(method, path, { token: actor.token, clientId: actor.tenantId ?? undefined, ...options });

/** A client made through the API, with an admin and an employee who hold real sessions. */
async function tenant(overrides: Partial<CreateClientBody> = {}) {
  const created = await asRoot("POST", "/api/clients", { body: body(overrides) });
  expect(created.status).toBe(201);
  const client = created.body.client as ClientView;
  const admin = await tokenFor({ role: "admin", tenantId: client._id });
  const employee = await tokenFor({ role: "employee", tenantId: client._id });
  return { client, admin, employee, firstAdmin: created.body.admin };
}

const exists = (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: config.bucketName(), Key: key }))
    .then(
      () => true,
      (error: { $metadata?: { httpStatusCode?: number } }) => {
        if (error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );

describe("POST /api/clients", () => {
  it("creates the client and its first admin (201) and mails the admin an invitation", async () => {
    const request = body({ city: "Oslo", settings: { lang: "en" } });
    const response = await asRoot("POST", "/api/clients", { body: request });
    expect(response.status).toBe(201);
    const { client, admin } = response.body;
    expect(client).toMatchObject({ workspace: request.workspace, name: request.name, city: "Oslo", status: "active" });
    expect(client.settings).toEqual({ lang: "en" });
    expect(admin).toMatchObject({ client_id: client._id, email: request.admin.email, roles: ["admin", "employee"] });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash/);

    const stored = await db().entities.user.get({ clientId: client._id, userId: admin._id }).go();
    expect(stored.data).toMatchObject({ email: request.admin.email, roles: ["admin", "employee"], status: "active" });
    const invitation = api.outbox.lastTo(request.admin.email);
    expect(invitation?.subject).toBe("Your intranet account");
    expect(invitation?.text).toContain(`${api.gateway.url}/register/`);
  });

  it("answers 409 to a taken workspace and 400 to an invalid one", async () => {
    const { client } = await tenant();
    const taken = body({ workspace: client.workspace });
    taken.admin.email = `other.${newId().toLowerCase()}@example.test`;
    const duplicate = await asRoot("POST", "/api/clients", { body: taken });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("clients.workspace_taken");

    for (const workspace of ["bad ws", "ws-with-dash", "воркспейс", "x"]) {
      const invalid = await asRoot("POST", "/api/clients", { body: body({ workspace }) });
      expect([workspace, invalid.status]).toEqual([workspace, 400]);
      expect(invalid.body.error.code).toBe("common.validation");
    }
    const invalid = await asRoot("POST", "/api/clients", { body: body({ workspace: "has space" }) });
    expect(invalid.body.error.details.issues).toContainEqual(
      expect.objectContaining({ in: "body", path: "workspace", message: "clients.workspace_invalid" }),
    );
  });

  it("leaves no client behind when the admin's email is taken", async () => {
    const { firstAdmin } = await tenant();
    const request = body();
    request.admin.email = firstAdmin.email;
    const refused = await asRoot("POST", "/api/clients", { body: request });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("employees.email_exists");

    const list = await asRoot("GET", "/api/clients");
    expect(list.body.map((client: ClientView) => client.workspace)).not.toContain(request.workspace);
    expect(await clientIdByWorkspace(request.workspace)).toBeUndefined();
    expect((await asRoot("GET", `/api/clients/by_ws/${request.workspace}`)).status).toBe(404);
    // The workspace guard is free: the same workspace can be created with another admin.
    request.admin.email = `fresh.${newId().toLowerCase()}@example.test`;
    expect((await asRoot("POST", "/api/clients", { body: request })).status).toBe(201);
  });
});

describe("reading clients", () => {
  it("GET /api/clients lists newest first, for superadmins only", async () => {
    const older = await tenant();
    const newer = await tenant();
    const list = await asRoot("GET", "/api/clients");
    expect(list.status).toBe(200);
    const ids = list.body.map((client: ClientView) => client._id);
    expect(ids.indexOf(newer.client._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.client._id)).toBeLessThan(ids.indexOf(older.client._id));
    expect((await as(older.admin, "GET", "/api/clients")).status).toBe(403);
  });

  it("GET /api/clients/{id} shows the client to its members and superadmins, not to another tenant", async () => {
    const a = await tenant({ notes: "for members" });
    const b = await tenant();
    const own = await as(a.employee, "GET", `/api/clients/${a.client._id}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(a.client);
    expect(own.body.notes).toBe("for members");
    expect((await asRoot("GET", `/api/clients/${a.client._id}`)).body._id).toBe(a.client._id);
    const foreign = await as(b.admin, "GET", `/api/clients/${a.client._id}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("common.no_access");
    expect((await asRoot("GET", `/api/clients/${newId()}`)).body.error.code).toBe("clients.not_found");
  });

  it("GET /api/clients/by_ws/{ws}: own workspace, another tenant's refused, any for a superadmin", async () => {
    const a = await tenant();
    const b = await tenant();
    const own = await as(a.employee, "GET", `/api/clients/by_ws/${a.client.workspace}`);
    expect(own.status).toBe(200);
    expect(own.body._id).toBe(a.client._id);
    const foreign = await as(a.employee, "GET", `/api/clients/by_ws/${b.client.workspace}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe("common.no_access");
    expect((await asRoot("GET", `/api/clients/by_ws/${b.client.workspace}`)).body._id).toBe(b.client._id);
    const unknown = await as(a.employee, "GET", `/api/clients/by_ws/${ws("nosuch")}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("clients.not_found");
  });

  it("GET /api/clients/features/all names every feature code", async () => {
    const { employee } = await tenant();
    const response = await as(employee, "GET", "/api/clients/features/all");
    expect(response.status).toBe(200);
    expect(response.body.map((feature: { code: string }) => feature.code)).toEqual([...featureCodes]);
    expect(response.body).toContainEqual({ code: "task_tracker", name: "Task tracker" });
  });
});

describe("changing clients", () => {
  it("PUT /api/clients/{id} updates data, design, settings and default rights", async () => {
    const { client, employee } = await tenant({ design: { font: "Inter" } });
    const response = await asRoot("PUT", `/api/clients/${client._id}`, {
      body: { name: "New name", defaultRights: ["wall"], design: { header: "h.png" }, settings: { lang: "ua" } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: "New name",
      defaultRights: ["wall"],
      design: { font: "Inter", header: "h.png" },
      settings: { lang: "ua" },
    });
    expect((await as(employee, "GET", `/api/clients/${client._id}`)).body.name).toBe("New name");
    const invalid = await asRoot("PUT", `/api/clients/${client._id}`, { body: { defaultRights: ["nope"] } });
    expect(invalid.status).toBe(400);
  });

  it("PUT features/switch toggles without a body and sets with one", async () => {
    const { client } = await tenant();
    const path = `/api/clients/features/switch/${client._id}/shop`;
    const shop = (view: ClientView) => view.features.find((feature) => feature.code === "shop")?.active;
    const off = await asRoot("PUT", path);
    expect(off.status).toBe(200);
    expect(shop(off.body)).toBe(false);
    expect(shop((await asRoot("PUT", path)).body)).toBe(true);
    expect(shop((await asRoot("PUT", path, { body: { active: false } })).body)).toBe(false);
    expect(shop((await asRoot("PUT", path, { body: { active: false } })).body)).toBe(false);
    expect((await db().entities.client.get({ clientId: client._id }).go()).data?.features).toEqual({ shop: false });
    expect((await asRoot("PUT", `/api/clients/features/switch/${client._id}/nosuchfeature`)).status).toBe(400);
  });

  it("blocking refuses the tenant's users at their next request; unblocking lets them in", async () => {
    const { client, employee, admin } = await tenant();
    const own = `/api/clients/${client._id}`;
    expect((await as(employee, "GET", own)).status).toBe(200);

    const blocked = await asRoot("PUT", `/api/clients/${client._id}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.status).toBe("blocked");
    for (const user of [employee, admin]) {
      const refused = await as(user, "GET", own);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("login.company_blocked");
    }

    const unblocked = await asRoot("PUT", `/api/clients/${client._id}/unblock`);
    expect(unblocked.body.status).toBe("active");
    expect((await as(employee, "GET", own)).status).toBe(200);
  });

  it("PUT /api/clients/{id}/settings: that tenant's admin or a superadmin", async () => {
    const a = await tenant({ settings: { lang: "ru" } });
    const b = await tenant();
    const path = `/api/clients/${a.client._id}/settings`;
    const byAdmin = await as(a.admin, "PUT", path, { body: { start_page: "calendar", hideMoodMeter: true } });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.settings).toEqual({ lang: "ru", start_page: "calendar", hideMoodMeter: true });
    const byOther = await as(b.admin, "PUT", path, { body: { lang: "en" } });
    expect(byOther.status).toBe(403);
    expect(byOther.body.error.code).toBe("common.no_access");
    expect((await as(a.employee, "PUT", path, { body: { lang: "en" } })).status).toBe(403);
    expect((await asRoot("PUT", path, { body: { lang: "en" } })).body.settings.lang).toBe("en");
    expect((await as(a.admin, "PUT", path, { body: { start_page: "nowhere" } })).status).toBe(400);
  });

  it("PUT /api/clients/{id}/company: the tenant's admin keeps its card, with the tax-id rule; not its quota", async () => {
    const a = await tenant({ storageLimitBytes: 5_000 });
    const b = await tenant();
    const path = `/api/clients/${a.client._id}/company`;
    const card = { name: "Acme Ltd", city: "Kazan", director: "Ivan Petrov", taxId: "7707083893" };
    const saved = await as(a.admin, "PUT", path, { body: { ...card, storageLimitBytes: 1e12, notes: "mine" } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ ...card, storageLimitBytes: 5_000 });
    expect(saved.body.notes ?? "").not.toBe("mine");
    const badTaxId = await as(a.admin, "PUT", path, { body: { taxId: "7707083894" } });
    expect([badTaxId.status, badTaxId.body.error.code]).toEqual([400, "common.validation"]);
    expect((await as(a.employee, "PUT", path, { body: { city: "Omsk" } })).status).toBe(403);
    expect((await as(b.admin, "PUT", path, { body: { city: "Omsk" } })).status).toBe(403);
    expect((await asRoot("GET", `/api/clients/${a.client._id}`)).body).toMatchObject(card);
  });
});

describe("statistics", () => {
  it("GET stat/{id} and {id}/filestat report users by state and storage", async () => {
    const { client, admin } = await tenant({ storageLimitBytes: 10_000 });
    await tokenFor({ tenantId: client._id, status: "fired" });
    await tokenFor({ tenantId: client._id, status: "deleted" });
    await db().entities.client.patch({ clientId: client._id }).set({ storageUsedBytes: 2500, filesCount: 4 }).go();

    const stat = await as(admin, "GET", `/api/clients/stat/${client._id}`);
    expect(stat.status).toBe(200);
    // The first admin, the admin and employee from tenant(), one fired, one deleted.
    expect(stat.body).toEqual({
      clientId: client._id,
      users: { total: 5, active: 3, fired: 1, deleted: 1 },
      storage: { usedBytes: 2500, limitBytes: 10_000, availableBytes: 7500 },
      filesCount: 4,
    });
    const fileStat = await asRoot("GET", `/api/clients/${client._id}/filestat`);
    expect(fileStat.body).toEqual({
      clientId: client._id,
      storage: { usedBytes: 2500, limitBytes: 10_000, availableBytes: 7500 },
      filesCount: 4,
    });
  });
});

describe("DELETE /api/clients/{id}/fullDelete", () => {
  it("answers 202, refuses the tenant's users at once, and removes all its data and files in the background", async () => {
    const doomed = await tenant();
    const kept = await tenant();
    const doomedKey = `${doomed.client._id}/x`;
    const keptKey = `${kept.client._id}/x`;
    for (const key of [doomedKey, `${doomed.client._id}/posts/${newId()}/a.txt`, keptKey])
      await s3().send(new PutObjectCommand({ Bucket: config.bucketName(), Key: key, Body: key }));

    const accepted = await asRoot("DELETE", `/api/clients/${doomed.client._id}/fullDelete`);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ status: "deleting" });
    const refused = await as(doomed.employee, "GET", `/api/clients/${doomed.client._id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("login.company_blocked");
    const listed = (await asRoot("GET", "/api/clients")).body.map((client: ClientView) => client._id);
    expect(listed).not.toContain(doomed.client._id);

    await api.bus.drain();

    const clientId = doomed.client._id;
    expect((await db().entities.client.get({ clientId }).go()).data).toBeNull();
    for (const user of [doomed.admin, doomed.employee]) {
      expect((await db().entities.user.get({ clientId, userId: user.userId }).go()).data).toBeNull();
      expect(
        (await db().entities.session.get({ clientId, userId: user.userId, sessionId: user.sessionId }).go()).data,
      ).toBeNull();
    }
    expect((await db().entities.user.query.byTenant({ clientId }).go()).data).toEqual([]);
    expect(
      (await db().entities.unique.get({ scope: "workspace", value: doomed.client.workspace }).go()).data,
    ).toBeNull();
    expect((await db().entities.unique.get({ scope: "login", value: doomed.firstAdmin.login }).go()).data).toBeNull();
    expect(await exists(doomedKey)).toBe(false);
    expect((await asRoot("GET", `/api/clients/${clientId}`)).status).toBe(404);
    expect((await as(doomed.employee, "GET", "/api/clients/features/all")).status).toBe(401);
    // The first admin's email can be registered again.
    const again = await createUser({
      clientId: kept.client._id,
      firstName: "Re",
      lastName: "Used",
      email: doomed.firstAdmin.email,
      roles: ["employee"],
      rights: [],
    });
    expect(again.user.email).toBe(doomed.firstAdmin.email);

    // Another tenant is untouched.
    expect(await exists(keptKey)).toBe(true);
    expect((await as(kept.employee, "GET", `/api/clients/${kept.client._id}`)).body).toEqual(kept.client);
    expect((await asRoot("GET", `/api/clients/by_ws/${kept.client.workspace}`)).body._id).toBe(kept.client._id);
    expect(
      (await db().entities.user.get({ clientId: kept.client._id, userId: kept.firstAdmin._id }).go()).data?.email,
    ).toBe(kept.firstAdmin.email);
  });

  it("answers 404 for an unknown client and 403 to a tenant's admin", async () => {
    expect((await asRoot("DELETE", `/api/clients/${newId()}/fullDelete`)).status).toBe(404);
    const { client, admin } = await tenant();
    expect((await as(admin, "DELETE", `/api/clients/${client._id}/fullDelete`)).status).toBe(403);
    expect((await asRoot("GET", `/api/clients/${client._id}`)).body.status).toBe("active");
  });
});

describe("POST /api/clients/{old}/clone/{workspace}", () => {
  it("makes a new client set up like the old one, without its users", async () => {
    const { client } = await tenant({ design: { font: "Inter", colors: { primary: "#123456" } } });
    await asRoot("PUT", `/api/clients/${client._id}`, {
      body: { defaultRights: ["wall", "shop"], settings: { lang: "ua" } },
    });
    await asRoot("PUT", `/api/clients/features/switch/${client._id}/lms`, { body: { active: false } });
    const workspace = ws("clone");

    const cloned = await asRoot("POST", `/api/clients/${client._id}/clone/${workspace}`, {
      body: { name: "Clone Co" },
    });
    expect(cloned.status).toBe(201);
    expect(cloned.body).toMatchObject({
      workspace,
      name: "Clone Co",
      status: "active",
      design: { font: "Inter", colors: { primary: "#123456" } },
      settings: { lang: "ua" },
      defaultRights: ["wall", "shop"],
      storageUsedBytes: 0,
    });
    expect(cloned.body._id).not.toBe(client._id);
    expect(cloned.body.features.find((feature: { code: string }) => feature.code === "lms").active).toBe(false);
    expect((await asRoot("GET", `/api/clients/stat/${cloned.body._id}`)).body.users.total).toBe(0);
    expect(await clientIdByWorkspace(workspace)).toBe(cloned.body._id);

    const taken = await asRoot("POST", `/api/clients/${client._id}/clone/${workspace}`, { body: { name: "Again" } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("clients.workspace_taken");
    expect((await asRoot("POST", `/api/clients/${client._id}/clone/bad-ws`, { body: { name: "X" } })).status).toBe(400);
    expect((await asRoot("POST", `/api/clients/${client._id}/clone/${ws()}`, { body: { name: " " } })).status).toBe(
      400,
    );
    expect((await asRoot("POST", `/api/clients/${newId()}/clone/${ws()}`, { body: { name: "X" } })).status).toBe(404);
  });
});

describe("tenant isolation", () => {
  it("a tenant's admin gets 403 or 404 for every route naming another tenant's client, which stays unchanged", async () => {
    const a = await tenant();
    const b = await tenant();
    const before = (await asRoot("GET", `/api/clients/${b.client._id}`)).body;
    const values: Record<string, string> = {
      id: b.client._id,
      client_id: b.client._id,
      old: b.client._id,
      ws: b.client.workspace,
      workspace: ws("iso"),
      code: "shop",
    };
    const bodies: Record<string, unknown> = {
      create: body(),
      update: { name: "Hijacked" },
      switchFeature: { active: false },
      settings: { lang: "en" },
      companyCard: { name: "Hijacked" },
      clone: { name: "Stolen" },
    };
    const checked: string[] = [];
    for (const [name, route] of Object.entries(clientsRoutes)) {
      if (!route.path.includes("{")) continue; // names no client (list, create, features/all)
      const path = route.path.replace(/\{(\w+)\}/g, (_whole, param: string) => values[param]!);
      const response = await as(a.admin, route.method, path, { body: bodies[name] });
      expect([route.key, response.status]).toEqual([route.key, expect.toBeOneOf([403, 404])]);
      checked.push(name);
    }
    expect(checked.sort()).toEqual(
      [
        "block",
        "byWorkspace",
        "clone",
        "companyCard",
        "fileStat",
        "fullDelete",
        "get",
        "settings",
        "stat",
        "switchFeature",
        "unblock",
        "update",
      ].sort(),
    );
    expect((await asRoot("GET", `/api/clients/${b.client._id}`)).body).toEqual(before);
    expect((await as(b.employee, "GET", `/api/clients/${b.client._id}`)).status).toBe(200);
  });
});
