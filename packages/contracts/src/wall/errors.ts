import type { ErrorStatuses } from "../error-map";

/** The wall: posts and comments (`posts.*`): this module's error codes and their HTTP statuses (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const wallErrors = {
  "posts.not_found": 404,
  "posts.text_required": 400,
  "posts.thanks_too_short": 400,
  "posts.thanks_one_person": 400,
  "posts.thanks_self": 400,
  "posts.mention_not_found": 400,
  "posts.attachment_invalid": 400,
  "posts.comment_not_found": 404,
  "posts.comment_text_required": 400,
} as const satisfies ErrorStatuses;
