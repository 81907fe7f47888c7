import { createContext } from "react";

/** True inside the shell's `<main>`: a page shown there must not open a second `main` landmark. */
export const InMainLandmark = createContext(false);
