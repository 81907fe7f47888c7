import type { FileKinds } from "../files/file-kinds";

/** The knowledge base's files; its tree decides who reaches them. */
export const articlesFileKinds = { articles: {} } as const satisfies FileKinds;
