import type { UpdateUserBody } from "@intranet/contracts";
import { AppError } from "../platform";
import { birthdayComposites } from "./birthday-key";
import { orderComposites } from "./store";
import { searchTextOf, type UserRecord } from "./views";

/** Fields only an administrator may change, even on their own profile. */
const adminOnlyFields = ["email", "login", "vacationDaysLeft"] as const;
/** Where a person sits in the company: administrators place people (product-spec §6, the structure). */
const placementFields = ["department", "position"] as const;

export interface ProfileChange {
  /** Attributes to SET, including the derived search line and the order-index composites. */
  set: Partial<UserRecord>;
  /** Optional attributes cleared with an empty string. */
  remove: Array<keyof UserRecord>;
  email?: { from: string; to: string };
  login?: { from: string; to: string };
  adminOnlyChanged: boolean;
  /** The department or position changes (only an administrator places people). */
  placementChanged: boolean;
  /** The new department, when it changes to one (it must be in the structure). */
  department?: string;
  /** The record as it will be after the write. */
  next: UserRecord;
}

/**
 * Works out what PUT /api/user/{id} changes. Only values that differ count, so a form sent back
 * whole with an unchanged email is not an email change. A login that was the email follows the
 * email; a login may look like an email only if it is the user's own (sign-in takes either).
 */
export function planProfileChange(current: UserRecord, body: UpdateUserBody, now: string): ProfileChange {
  const { email: rawEmail, login: rawLogin, ...fields } = body;
  const set: Record<string, unknown> = {};
  const remove: Array<keyof UserRecord> = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const name = key as keyof UserRecord;
    if (isEmpty(value)) {
      if (current[name] !== undefined) remove.push(name);
    } else if (!sameValue(current[name], value)) set[key] = value;
  }

  const email = rawEmail?.trim().toLowerCase() ?? current.email;
  let login = rawLogin?.trim().toLowerCase() ?? current.login;
  if (rawLogin === undefined && email !== current.email && current.login === current.email) login = email;
  if (login.includes("@") && login !== email) throw new AppError("login.illegal_characters");

  const next = { ...current, ...set, email, login } as UserRecord;
  for (const name of remove) delete next[name];
  const searchText = searchTextOf(next);
  // Always rewritten with the order composites: a birth date set, changed or cleared moves the
  // user in the birthdays index in this same write (and older records get their key on any edit).
  const birthday = birthdayComposites(next);
  Object.assign(next, { searchText, updatedAt: now, ...birthday });
  const changedKeys = new Set([...Object.keys(set), ...remove.map(String)]);
  if (email !== current.email) changedKeys.add("email");
  if (login !== current.login) changedKeys.add("login");

  return {
    set: { ...set, email, login, searchText, updatedAt: now, ...orderComposites(next), ...birthday },
    remove,
    ...(email !== current.email ? { email: { from: current.email, to: email } } : {}),
    ...(login !== current.login ? { login: { from: current.login, to: login } } : {}),
    adminOnlyChanged: adminOnlyFields.some((field) => changedKeys.has(field)),
    placementChanged: placementFields.some((field) => changedKeys.has(field)),
    ...(typeof set.department === "string" ? { department: set.department } : {}),
    next,
  };
}

/** "" clears a text field; an empty list (skills) or no links left (social links) clears those too. */
function isEmpty(value: unknown): boolean {
  if (value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && value !== null && Object.keys(value).length === 0;
}

/** Lists and maps compare by content (a map's keys in any order), so a form sent back unchanged writes nothing. */
function sameValue(stored: unknown, sent: unknown): boolean {
  if (typeof sent !== "object" || sent === null) return stored === sent;
  return canonical(stored) === canonical(sent);
}

function canonical(value: unknown): string {
  if (Array.isArray(value) || typeof value !== "object" || value === null) return JSON.stringify(value);
  return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}
