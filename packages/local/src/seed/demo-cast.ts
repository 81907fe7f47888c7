import type { Actor, FeatureRight } from "@intranet/contracts";

/** A demo person as the seed created them. */
export interface SeededPerson {
  login: string;
  userId: string;
  admin?: boolean;
  firstName?: string;
  lastName?: string;
}

/** The demo people as the seed's modules act through them: by login, as the API would see them. */
export interface DemoCast {
  find(login: string): SeededPerson;
  /** The person as an actor, with the company's default rights and any the module needs on top. */
  actorOf(person: SeededPerson | string, extraRights?: FeatureRight[]): Actor;
}

export function demoCast(clientId: string, people: SeededPerson[], rights: FeatureRight[]): DemoCast {
  const find = (login: string) => {
    const person = people.find((candidate) => candidate.login === login);
    if (!person) throw new Error(`demo person ${login} missing`);
    return person;
  };
  return {
    find,
    actorOf: (person, extraRights = []) => {
      const seeded = typeof person === "string" ? find(person) : person;
      return {
        userId: seeded.userId,
        tenantId: clientId,
        homeTenantId: clientId,
        // As stored: a company's first admin is also an employee (core/clients/create.ts).
        roles: seeded.admin ? ["admin", "employee"] : ["employee"],
        rights: [...new Set<FeatureRight>([...rights, ...extraRights])],
        // As the API reads it with the person: what they do as admins is journaled by name.
        ...(seeded.firstName && seeded.lastName
          ? { name: { firstName: seeded.firstName, lastName: seeded.lastName } }
          : {}),
      };
    },
  };
}
