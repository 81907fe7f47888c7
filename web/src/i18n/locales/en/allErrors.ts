import { errorMessages } from "@intranet/contracts/error-messages";
import type { ErrorMessages } from "../../types";
import { asI18next } from "./errors";

/** The whole English error catalogue (ru and ua translate every code in their own chunks). */
export const errors = asI18next(errorMessages) as ErrorMessages;
