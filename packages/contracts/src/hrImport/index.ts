export * from "./schemas";
export * from "./views";
export * from "./routes";
export * from "./errors";
