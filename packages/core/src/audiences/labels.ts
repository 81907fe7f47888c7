import { normalizeValue, type Audience } from "@intranet/contracts/audiences";

/**
 * Labels: the one vocabulary of audiences. A person HOLDS labels (computed from their record and
 * their places in the structure); an audience NAMES one label (working time aside, a range). So
 * "is this person in this audience" is a set lookup, and "who is in it" is one partition of the
 * directory index (directory.entity.ts), both exact and both bounded.
 */
export const label = {
  all: "all",
  /** Heads at least one department. */
  head: "head",
  user: (userId: string) => `user:${userId}`,
  /** A member of this department itself. */
  in: (deptId: string) => `in:${deptId}`,
  /** A member of this department or of one below it. */
  dept: (deptId: string) => `dept:${deptId}`,
  /** Under this manager: in a department they head (or below it), not themselves. */
  chief: (userId: string) => `chief:${userId}`,
  position: (value: string) => `pos:${normalizeValue(value)}`,
  city: (value: string) => `city:${normalizeValue(value)}`,
  office: (value: string) => `office:${normalizeValue(value)}`,
} as const;

// One normal form for the API, the audiences and the SPA (contracts).
export { normalizeValue } from "@intranet/contracts/audiences";

/** The label an audience names; working time names none (it is a range over `workingSince`). */
export function labelsOfAudience(audience: Audience): string[] {
  switch (audience.kind) {
    case "all":
      return [label.all];
    case "managers":
      return [label.head];
    case "manager":
      return [label.chief(audience.userId)];
    case "position":
      return [label.position(audience.position)];
    case "department":
      return [audience.subdepartments ? label.dept(audience.deptId) : label.in(audience.deptId)];
    case "city":
      return [label.city(audience.city)];
    case "users":
      return audience.userIds.map(label.user);
    case "workingTime":
      return [];
  }
}

/** Whole months from `since` (an ISO date) to `now`; a future date counts 0. */
export function monthsSince(since: string, now: Date): number {
  const start = new Date(`${since.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return 0;
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth();
  if (now.getUTCDate() < start.getUTCDate()) months -= 1;
  return Math.max(0, months);
}
