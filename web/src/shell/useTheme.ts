import { Classes } from "@blueprintjs/core";
import type { UserView } from "@intranet/contracts";
import { meetsAccessLevel } from "@intranet/contracts/roles";
import { useEffect, useState } from "react";
import { readStored, writeStored } from "../session/storage";

/** The dark theme, where the `dark_theme` right allows it (product-spec §6); the choice is kept on the device. */
export function useTheme(me: UserView | undefined) {
  const allowed = !!me && meetsAccessLevel(me, "dark_theme");
  const [chosen, setChosen] = useState(() => readStored("theme") === "dark");
  const dark = allowed && chosen;

  useEffect(() => {
    document.body.classList.toggle(Classes.DARK, dark);
    return () => document.body.classList.remove(Classes.DARK);
  }, [dark]);

  const toggle = () => {
    writeStored("theme", chosen ? "light" : "dark");
    setChosen(!chosen);
  };
  return { allowed, dark, toggle };
}
