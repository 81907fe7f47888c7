import { defineEntity, type EntityItem } from "../db/entity";
import { employeeStatuses, genders, socialNetworks, type SocialNetwork } from "@intranet/contracts";
import { isBirthMonthDay, NOT_LISTED } from "./birthday-key";

/**
 * An employee (or, under the platform tenant, a superadmin). Access patterns:
 * - Get by clientId + userId (the Actor on every request, profiles);
 * - all users of a tenant: Query pk = clientId (stats, sweeps such as rights by role), paged;
 * - the address book and the filter: Query gsi1 pk = clientId, sk = status, pin rank, last name,
 *   first name, id (`byOrder`), so a page is one Query already in display order (optionally only
 *   one status via begins_with), the filter's conditions being filter expressions on it;
 * - by login or email: the `unique` guard items hold clientId + userId;
 * - birthdays of a tenant in a range of days (the birthdays widget): Query gsi2 pk = clientId,
 *   sk between month-days (`byBirthday`: "MMDD", userId): one Query per window, two when it
 *   crosses New Year. The index is SPARSE: only active users with a
 *   birth date have its keys (`birthMonthDay` is "MMDD" for them, "-" for everyone else, and the
 *   index condition leaves "-" out), so fired, deleted and date-less users cost nothing there.
 * `searchText` is a lowercased name/position/department line for the filter's contains().
 * Writes that change `byOrder`'s composites must supply all of them (ElectroDB rebuilds the key),
 * so they read the item first and condition on `revision` (see users/store.ts). Likewise every
 * write of `status` or `birthDate` also writes `birthMonthDay` (users/birthday-key.ts), which
 * places or removes the user in `byBirthday`.
 */
export const UserEntity = defineEntity({
  model: { entity: "user", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    userId: { type: "string", required: true },
    login: { type: "string", required: true },
    email: { type: "string", required: true },
    passwordHash: { type: "string", required: true },
    roles: { type: "list", items: { type: "string" }, required: true },
    rights: { type: "list", items: { type: "string" }, required: true },
    status: { type: employeeStatuses, required: true, default: "active" },
    firstName: { type: "string", required: true },
    lastName: { type: "string", required: true },
    middleName: { type: "string" },
    birthDate: { type: "string" },
    /**
     * `byBirthday` key part, derived: "MMDD" of `birthDate` while the user is active, else "-"
     * (then the user has no `byBirthday` keys). Records written before the index have none at
     * all until their next profile or status change, or `reindexBirthdays`.
     */
    birthMonthDay: { type: "string", default: NOT_LISTED },
    phone: { type: "string" },
    internalPhone: { type: "string" },
    organization: { type: "string" },
    position: { type: "string" },
    office: { type: "string" },
    department: { type: "string" },
    chiefCode: { type: "string" },
    chief: { type: "string" },
    workingSince: { type: "string" },
    gender: { type: genders },
    city: { type: "string" },
    telegram: { type: "string" },
    statusText: { type: "string" },
    taxId: { type: "string" },
    kpp: { type: "string" },
    lang: { type: "string" },
    about: { type: "string" },
    education: { type: "string" },
    hobbies: { type: "string" },
    skills: { type: "list", items: { type: "string" } },
    socialLinks: {
      type: "map",
      properties: Object.fromEntries(socialNetworks.map((network) => [network, { type: "string" }])) as Record<
        SocialNetwork,
        { type: "string" }
      >,
    },
    /** Public URLs of the pictures (core/profileImages), and the uploads they were made from. */
    avatar: { type: "string" },
    avatarFileId: { type: "string" },
    cover: { type: "string" },
    coverFileId: { type: "string" },
    vacationDaysLeft: { type: "number" },
    pinnedNum: { type: "number" },
    /** `byOrder` key part: the zero-padded pin number, or "~" (after every digit) when not pinned. */
    pinRank: { type: "string", default: "~" },
    /** Bumped by every read-modify-write, which is conditioned on the value it read. */
    revision: { type: "number" },
    followersCount: { type: "number", required: true, default: 0 },
    firedAt: { type: "string" },
    deletedAt: { type: "string" },
    searchText: { type: "string", required: true },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string" },
  },
  indexes: {
    byTenant: {
      pk: { field: "pk", composite: ["clientId"] },
      sk: { field: "sk", composite: ["userId"] },
    },
    byOrder: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId"] },
      sk: { field: "gsi1sk", composite: ["status", "pinRank", "lastName", "firstName", "userId"] },
    },
    byBirthday: {
      index: "gsi2",
      condition: (attributes) => isBirthMonthDay(attributes.birthMonthDay),
      pk: { field: "gsi2pk", composite: ["clientId"] },
      sk: { field: "gsi2sk", composite: ["birthMonthDay", "userId"] },
    },
  },
});

export type UserRecord = EntityItem<typeof UserEntity>;
