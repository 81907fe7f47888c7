/** The wall: posts and comments (`posts.*`): this module's entries of the error catalogue (rules-calls-errors-spec §8), composed in ../errors.ts. */
export const wallErrors = {
  "posts.not_found": { status: 404, message: "Post not found" },
  "posts.text_required": { status: 400, message: "Post text is required" },
  "posts.thanks_too_short": { status: 400, message: "A thanks post needs more than {min} characters" },
  "posts.thanks_one_person": { status: 400, message: "A thanks post mentions exactly one person" },
  "posts.thanks_self": { status: 400, message: "You cannot thank yourself" },
  "posts.mention_not_found": { status: 400, message: "A mentioned person is not an active employee" },
  "posts.attachment_invalid": { status: 400, message: "The attachment is not a post attachment uploaded by you" },
  "posts.comment_not_found": { status: 404, message: "Comment not found" },
  "posts.comment_text_required": { status: 400, message: "Comment text is required" },
} as const satisfies Record<string, { status: number; message: string }>;
