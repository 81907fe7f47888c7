import type { FileKinds } from "../files/file-kinds";
import { limits } from "../limits";

/** Post attachments (spec §9: 20 MB); who sees them is the post's business. */
export const wallFileKinds = { posts: { maxBytes: limits.postAttachmentMaxBytes } } as const satisfies FileKinds;
