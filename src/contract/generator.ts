import { z } from "zod";
import { wizardFormSchema } from "./wizard";
import { languages } from "./wizard-options";

export const generateRequestSchema = z.object({
  form: wizardFormSchema,
  language: z.enum(languages).default("en"),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;
export type GenerateInput = z.output<typeof generateRequestSchema>;

/** POST /api/generate answer. Anonymous callers get `preview: true` and a masked `content`. */
export interface GenerateResponse {
  title: string;
  content: string;
  format: "markdown" | "json" | "both";
  createdAt: string;
  /** The balance after this generation; null for anonymous previews. */
  tokensRemaining: number | null;
  /** Where the target tool expects the file, e.g. `.cursor/rules/react-frontend.mdc`. */
  fileName: string;
  /** Name for the Download button: the title slug + `.md`. */
  downloadName: string;
  target: { id: string; name: string; destination: string };
  limit: { value: number; unit: "chars" | "lines" | "bytes" };
  size: number;
  preview: boolean;
  /** Anonymous only: the copy text, every second word "[CONTENT PROTECTED]", with a sign-up prefix. */
  protectedCopy?: string;
  /** True when an LLM refined the engine's draft. */
  refined: boolean;
}

export interface AiModel {
  id: string;
  name: string;
  description: string;
}
export interface AiModelsResponse {
  models: AiModel[];
}
export { PREVIEW_PLACEHOLDER, PROTECTED_PLACEHOLDER } from "./preview";
