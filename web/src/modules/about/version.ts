// The product's version: the root package.json's, inlined by Vite at build time (only this field is
// bundled, not the file).
import { version } from "../../../../package.json";

export const productVersion: string = version;
