export * from "./auth";
export * from "./generator";
export * from "./profiles";
export * from "./tokens";
export * from "./typewriter";
export * from "./results";
