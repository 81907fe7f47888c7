import type { Actor, FeatureRight } from "@intranet/contracts";
import { clientIdByWorkspace, createClient } from "@intranet/core/clients";
import { db } from "@intranet/core/db";
import { findGuard } from "@intranet/core/identity";
import { birthdayComposites, createUser } from "@intranet/core/users";
import type { SeededPerson } from "./demo-cast";
import { birthDate, demoAdmin, demoEmployees, type DemoPerson } from "./demo-people";
import { demoHrOfficer, demoProfileDetails, demoVacationDays } from "./demo-profiles";

export const DEMO_PASSWORD = "demo1234";

/** The demo company and what every later step needs of it. */
export interface DemoWorkspace {
  clientId: string;
  rights: FeatureRight[];
  created: boolean;
}

/** The workspace by its own guard (the workspace code): created with its admin in one transaction, or found. */
export async function ensureWorkspace(superadmin: Actor, workspace: string): Promise<DemoWorkspace> {
  const existing = await clientIdByWorkspace(workspace);
  if (existing) {
    const { data: client } = await db().entities.client.get({ clientId: existing }).go();
    return { clientId: existing, rights: (client?.defaultRights ?? []) as FeatureRight[], created: false };
  }
  const { client } = await createClient(superadmin, {
    name: "Demo Company",
    workspace,
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
  return { clientId: client._id, rights: client.defaultRights as FeatureRight[], created: true };
}

/**
 * The demo people, each by their own guard (the login): whoever is missing is created (one
 * transaction each), whoever exists is kept, and the admin's profile is (re)written. Safe to rerun
 * after any interruption. Answers everyone as the later steps act through them.
 */
export async function ensurePeople(workspace: DemoWorkspace): Promise<SeededPerson[]> {
  const { clientId, rights } = workspace;
  const admin = await findGuard({ scope: "login", value: demoAdmin.login });
  if (!admin || admin.clientId !== clientId) throw new Error(`the demo admin ${demoAdmin.login} is missing`);
  const adminProfile = profileOf(demoAdmin);
  await db()
    .entities.user.patch({ clientId, userId: admin.ownerId })
    // The birthday index key moves with the birth date (users/birthday-key.ts).
    .set({ ...adminProfile, ...birthdayComposites({ status: "active", birthDate: adminProfile.birthDate }) })
    .go();
  const named = (person: DemoPerson) => ({ firstName: person.firstName, lastName: person.lastName });
  const seeded: SeededPerson[] = [{ login: demoAdmin.login, userId: admin.ownerId, admin: true, ...named(demoAdmin) }];
  for (const person of demoEmployees) {
    const guard = await findGuard({ scope: "login", value: person.login });
    if (guard && guard.clientId !== clientId) throw new Error(`the login ${person.login} belongs to another company`);
    const userId = guard?.ownerId ?? (await createPerson(clientId, person, rights));
    seeded.push({ login: person.login, userId, ...named(person) });
  }
  return seeded;
}

async function createPerson(clientId: string, person: DemoPerson, rights: FeatureRight[]): Promise<string> {
  const { user } = await createUser({
    clientId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: `${person.login}@demo.example`,
    login: person.login,
    password: DEMO_PASSWORD,
    roles: person.login === demoHrOfficer ? ["hr", "employee"] : ["employee"],
    rights,
    profile: profileOf(person),
  });
  return user.userId;
}

/** A desk phone and extension per person (the address book's contacts), from their place in the list. */
function phonesOf(person: DemoPerson) {
  const index = [demoAdmin, ...demoEmployees].indexOf(person) + 1;
  const number = String(100 + index * 7);
  return {
    phone: person.city === "Manchester" ? `+44 161 496 0${number}` : `+44 20 7946 0${number}`,
    internalPhone: String(200 + index),
    office: person.city === "Manchester" ? "Manchester, Piccadilly Place" : "London HQ, 3rd floor",
  };
}

function profileOf(person: DemoPerson) {
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
