import type { LanguageMessages } from "../../types";
import { errors } from "./errors";
import { ui } from "./ui";

export const messages: LanguageMessages = { ui, errors };
