import type { FileKinds } from "../files/file-kinds";

/** A person's profile pictures (anyone in the company sees them), and their HR documents (private). */
export const usersFileKinds = {
  profile: {},
  hr: { read: "private", hrOfficers: true, userOwned: true },
} as const satisfies FileKinds;
