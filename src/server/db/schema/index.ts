export * from "./typewriter";
