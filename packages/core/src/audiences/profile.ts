import { departmentsOfPerson, type PersonDepartment } from "../structure";
import { findUser, type UserRecord } from "../users";
import { label } from "./labels";

/** What audiences a person is in: their labels (labels.ts) and their working-time start. */
export interface AccessProfile {
  userId: string;
  /** Only an active employee is in any audience (a fired or deleted one is in none, not even "all"). */
  active: boolean;
  labels: ReadonlySet<string>;
  workingSince?: string;
}

/** The labels a person holds, from their record and their places in the structure. */
export function labelsOfPerson(user: UserRecord, departments: PersonDepartment[]): Set<string> {
  if (user.status !== "active") return new Set();
  const labels = new Set([label.all, label.user(user.userId)]);
  if (user.position) labels.add(label.position(user.position));
  if (user.city) labels.add(label.city(user.city));
  if (user.office) labels.add(label.office(user.office));
  for (const { deptId, path } of departments) {
    labels.add(label.in(deptId));
    for (const step of path) {
      labels.add(label.dept(step.deptId));
      if (step.headUserId === user.userId) labels.add(label.head);
      else if (step.headUserId) labels.add(label.chief(step.headUserId));
    }
  }
  return labels;
}

/**
 * A person's access profile, read fresh (a move into a department, a new city or position counts on
 * the very next request): their record and their departments, four calls in two rounds.
 */
export async function accessProfileOf(clientId: string, userId: string): Promise<AccessProfile> {
  const [user, departments] = await Promise.all([findUser(clientId, userId), departmentsOfPerson(clientId, userId)]);
  return accessProfileFrom(userId, user, departments);
}

/** The profile from a person's record and departments already read (none: in no audience). */
export function accessProfileFrom(
  userId: string,
  user: UserRecord | undefined,
  departments: PersonDepartment[],
): AccessProfile {
  if (!user) return { userId, active: false, labels: new Set() };
  return {
    userId,
    active: user.status === "active",
    labels: labelsOfPerson(user, departments),
    ...(user.workingSince ? { workingSince: user.workingSince } : {}),
  };
}
