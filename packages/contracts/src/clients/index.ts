export * from "./schemas";
export * from "./design-images";
export * from "./views";
export * from "./errors";
export * from "./routes";
