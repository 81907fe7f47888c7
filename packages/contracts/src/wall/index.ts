export * from "./schemas";
export * from "./errors";
export * from "./routes";
