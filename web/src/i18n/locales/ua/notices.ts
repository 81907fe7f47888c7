import type { UiMessages } from "../../types";
import type { notices as en } from "../en/notices";

export const notices: Pick<UiMessages, keyof typeof en> = {
  notices: {
    title: "Сповіщення",
  },
};
