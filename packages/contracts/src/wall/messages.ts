import type { ErrorMessages } from "../error-map";
import type { wallErrors } from "./errors";

/** Their English messages (the API's `message`; the SPA shows its own i18n texts). */
export const wallErrorMessages: ErrorMessages<typeof wallErrors> = {
  "posts.not_found": "Post not found",
  "posts.text_required": "Post text is required",
  "posts.thanks_too_short": "A thanks post needs more than {min} characters",
  "posts.thanks_one_person": "A thanks post mentions exactly one person",
  "posts.thanks_self": "You cannot thank yourself",
  "posts.mention_not_found": "A mentioned person is not an active employee",
  "posts.attachment_invalid": "The attachment is not a post attachment uploaded by you",
  "posts.comment_not_found": "Comment not found",
  "posts.comment_text_required": "Comment text is required",
};
