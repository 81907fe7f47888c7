import { isPublicPath } from "../app/paths";
import { readStored, writeStored } from "./storage";

/** The path an unauthenticated visit wanted, to return to after login (product-spec §2 Route guard). */
export function rememberWantedPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (!isPublicPath(pathname)) writeStored("wanted_path", path);
}

/** Reads and forgets the remembered path. */
export function takeWantedPath(): string | null {
  const path = readStored("wanted_path");
  writeStored("wanted_path", null);
  return path;
}
