import { z } from "zod";
import { packMessage } from "../i18n/messageCode";

/**
 * Zod's own messages are English sentences; the forms need keys they can localise. Messages a
 * schema sets itself (the contracts' catalogue codes) win over these (zod's precedence).
 * Generic input rules of rules-calls-errors-spec §5: required, email, url, alphanumeric, min and max length.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case "invalid_type":
          return issue.input === undefined || issue.input === null ? "validation.required" : "validation.invalid";
        case "too_small":
          if (issue.origin !== "string") return undefined;
          return Number(issue.minimum) <= 1
            ? "validation.required"
            : packMessage("validation.tooShort", { min: Number(issue.minimum) });
        case "too_big":
          return issue.origin === "string"
            ? packMessage("validation.tooLong", { max: Number(issue.maximum) })
            : undefined;
        case "invalid_format":
          if (issue.format === "email") return "validation.email";
          if (issue.format === "url") return "validation.url";
          return "validation.invalid";
        default:
          return undefined;
      }
    },
  });
}
