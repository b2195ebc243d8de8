/** The project reader's chunk, loaded when the visitor imports (or opens the import panel). */
export const loadProjectReader = () => import("./read-project");
export type ProjectReader = Awaited<ReturnType<typeof loadProjectReader>>;
