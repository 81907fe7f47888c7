import type { FileKinds } from "../files/file-kinds";

/** Files attached to an idea: their uploader through the files API; its readers through the ideas module. */
export const ideasFileKinds = { ideas: { read: "private" } } as const satisfies FileKinds;
