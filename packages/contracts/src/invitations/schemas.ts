import * as z from "zod/mini";

/** `{token}`: the invitation link's token (as the reset link's). */
export const invitationParamsSchema = z.object({ token: z.string().check(z.minLength(10), z.maxLength(200)) });
