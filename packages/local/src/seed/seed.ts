import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Actor, FeatureRight } from "@intranet/contracts";
import { createClient, clientIdByWorkspace } from "@intranet/core/clients";
import { db } from "@intranet/core/db";
import { PLATFORM_TENANT } from "@intranet/core/platform";
import { reindexTenant } from "@intranet/core/search";
import { resyncDirectory } from "@intranet/core/audiences";
import { createUser, birthdayComposites } from "@intranet/core/users";
import "@intranet/functions/search-sources";
import { birthDate, demoAdmin, demoEmployees } from "./demo-people";
import { demoHrOfficer, demoProfileDetails, demoVacationDays } from "./demo-profiles";
import { seedDemoCalendar } from "./demo-calendar";
import { seedDemoChat } from "./demo-chat";
import { seedDemoArticles } from "./demo-articles";
import { seedDemoGroups } from "./demo-groups";
import { seedDemoMoods } from "./demo-moods";
import { seedDemoPolls } from "./demo-polls";
import { seedDemoShop } from "./demo-shop";
import { seedDemoStructure } from "./demo-structure";
import { seedDemoVacancies } from "./demo-vacancies";
import type { SeededPerson } from "./demo-cast";
import { seedDemoWall } from "./demo-wall";

export const DEMO_WORKSPACE = "demo";
export const DEMO_PASSWORD = "demo1234";

export interface SeedLogins {
  superadmin: { login: string; password: string | null };
  demo: { workspace: string; admin: string; employees: string[]; password: string };
  created: { superadmin: boolean; demo: boolean };
}

/**
 * The demo data `npm start` needs (issue 3 item 7): a platform superadmin and a `demo` workspace
 * with an admin and a dozen employees. Idempotent: what exists (found by its uniqueness guard) is
 * left alone, so a restart duplicates nothing.
 *
 * The superadmin's login and password come from INTRANET_SUPERADMIN_LOGIN / _PASSWORD; otherwise a
 * password is generated once and kept in `<dataDir>/seed-credentials.json` (local data only) so
 * every start can print it.
 */
export async function seedDemo(options: { dataDir?: string } = {}): Promise<SeedLogins> {
  const login = (process.env.INTRANET_SUPERADMIN_LOGIN ?? "superadmin").trim().toLowerCase();
  const superadmin = await ensureSuperadmin(login, options.dataDir);
  const demo = await ensureDemoWorkspace(superadmin.actor);
  // The seed writes some records directly (profiles, dates in the past), without the events that
  // sync and index them: the demo's directory (address-book cards, audiences) is re-synced and its
  // search index rebuilt from its data (idempotent, a second or two). Cards first: people's
  // search documents take their department from them.
  const demoId = await clientIdByWorkspace(DEMO_WORKSPACE);
  if (demoId) {
    await resyncDirectory(demoId);
    await reindexTenant(demoId);
  }
  return {
    superadmin: { login, password: superadmin.password },
    demo: {
      workspace: DEMO_WORKSPACE,
      admin: demoAdmin.login,
      employees: demoEmployees.map((person) => person.login),
      password: DEMO_PASSWORD,
    },
    created: { superadmin: superadmin.created, demo: demo.created },
  };
}

async function ensureSuperadmin(login: string, dataDir: string | undefined) {
  const { data: guard } = await db().entities.unique.get({ scope: "login", value: login }).go();
  const remembered = readRemembered(dataDir, login);
  if (guard) {
    const password = process.env.INTRANET_SUPERADMIN_PASSWORD ?? remembered;
    return { actor: platformActor(guard.ownerId), password: password ?? null, created: false };
  }
  const password = process.env.INTRANET_SUPERADMIN_PASSWORD ?? randomBytes(9).toString("base64url");
  const { user } = await createUser({
    clientId: PLATFORM_TENANT,
    firstName: "Platform",
    lastName: "Administrator",
    email: login.includes("@") ? login : `${login}@platform.local`,
    login,
    password,
    roles: ["superadmin"],
    rights: [],
  });
  if (!process.env.INTRANET_SUPERADMIN_PASSWORD) remember(dataDir, login, password);
  return { actor: platformActor(user.userId), password, created: true };
}

async function ensureDemoWorkspace(superadmin: Actor) {
  if (await clientIdByWorkspace(DEMO_WORKSPACE)) return { created: false };
  const { client } = await createClient(superadmin, {
    name: "Demo Company",
    workspace: DEMO_WORKSPACE,
    city: "London",
    director: "Ben Carter",
    admin: {
      firstName: demoAdmin.firstName,
      lastName: demoAdmin.lastName,
      email: `${demoAdmin.login}@demo.example`,
      login: demoAdmin.login,
      password: DEMO_PASSWORD,
    },
    settings: { start_page: "company", lang: "en" },
  });
  const adminProfile = profileOf(demoAdmin);
  const { data: admin } = await db()
    .entities.user.query.byTenant({ clientId: client._id })
    .where((attributes, { eq }) => eq(attributes.login, demoAdmin.login))
    .go();
  const seeded: SeededPerson[] = admin[0] ? [{ login: demoAdmin.login, userId: admin[0].userId, admin: true }] : [];
  if (admin[0])
    await db()
      .entities.user.patch({ clientId: client._id, userId: admin[0].userId })
      // The birthday index key moves with the birth date (users/birthday-key.ts).
      .set({ ...adminProfile, ...birthdayComposites({ status: "active", birthDate: adminProfile.birthDate }) })
      .go();
  for (const person of demoEmployees) {
    const { user } = await createUser({
      clientId: client._id,
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${person.login}@demo.example`,
      login: person.login,
      password: DEMO_PASSWORD,
      roles: person.login === demoHrOfficer ? ["hr", "employee"] : ["employee"],
      rights: client.defaultRights as FeatureRight[],
      profile: profileOf(person),
    });
    seeded.push({ login: person.login, userId: user.userId });
  }
  await seedDemoWall(client._id, seeded, client.defaultRights as FeatureRight[]);
  await seedDemoGroups(client._id, seeded, client.defaultRights as FeatureRight[]);
  await seedDemoShop(client._id, seeded, client.defaultRights as FeatureRight[]);
  await seedDemoStructure(client._id, seeded);
  // After the structure: answers and moods count in the departments people are in.
  await seedDemoPolls(client._id, seeded, client.defaultRights as FeatureRight[]);
  await seedDemoMoods(client._id, seeded, client.defaultRights as FeatureRight[]);
  // After the structure: the Manchester breakfast's audience is read from people's records.
  await seedDemoCalendar(client._id, seeded, client.defaultRights as FeatureRight[]);
  // After the structure: the commission policy is Sales'.
  await seedDemoArticles(client._id, seeded, client.defaultRights as FeatureRight[]);
  // After the structure: the frontend vacancy is Engineering's.
  await seedDemoVacancies(client._id, seeded, client.defaultRights as FeatureRight[]);
  await seedDemoChat(client._id, seeded, client.defaultRights as FeatureRight[]);
  return { created: true };
}

/** A desk phone and extension per person (the address book's contacts), from their place in the list. */
function phonesOf(person: typeof demoAdmin) {
  const index = [demoAdmin, ...demoEmployees].indexOf(person) + 1;
  const number = String(100 + index * 7);
  return {
    phone: person.city === "Manchester" ? `+44 161 496 0${number}` : `+44 20 7946 0${number}`,
    internalPhone: String(200 + index),
    office: person.city === "Manchester" ? "Manchester, Piccadilly Place" : "London HQ, 3rd floor",
  };
}

function profileOf(person: typeof demoAdmin) {
  const index = [demoAdmin, ...demoEmployees].indexOf(person);
  return {
    ...phonesOf(person),
    ...demoProfileDetails[person.login],
    vacationDaysLeft: demoVacationDays(index),
    department: person.department,
    position: person.position,
    gender: person.gender,
    city: person.city,
    birthDate: birthDate(person),
    workingSince: person.workingSince,
    organization: "Demo Company",
  };
}

function platformActor(userId: string): Actor {
  return { userId, tenantId: null, homeTenantId: null, roles: ["superadmin"], rights: [] };
}

function credentialsFile(dataDir: string | undefined) {
  return dataDir ? join(dataDir, "seed-credentials.json") : undefined;
}

function readRemembered(dataDir: string | undefined, login: string): string | undefined {
  const file = credentialsFile(dataDir);
  if (!file || !existsSync(file)) return undefined;
  const saved = JSON.parse(readFileSync(file, "utf8")) as { login?: string; password?: string };
  return saved.login === login ? saved.password : undefined;
}

function remember(dataDir: string | undefined, login: string, password: string): void {
  const file = credentialsFile(dataDir);
  if (!file || !dataDir) return;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ login, password }, null, 2), { mode: 0o600 });
}
