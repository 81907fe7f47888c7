import type { UiMessages } from "../../types";
import type { wall as en } from "../en/wall";

export const wall: Pick<UiMessages, keyof typeof en> = {
  wall: {
    title: "Компанія",
  },
};
