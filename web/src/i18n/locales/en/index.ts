import type { ErrorMessages, UiMessages } from "../../types";
import { errors } from "./errors";
import { ui } from "./ui";

/** English as the first screen carries it: every interface text, the public screens' error texts. */
export const messages: { ui: UiMessages; errors: Partial<ErrorMessages> } = { ui, errors };
