export * from "./schemas";
export * from "./views";
export * from "./errors";
export * from "./routes";
