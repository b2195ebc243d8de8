import type { PromptType } from "#contract/wizard-options";

/**
 * The i18next context for texts that name what is generated: "prompt" for Native AI Prompts
 * (`wizard.generate_prompt`), none for rules.
 */
export function labelContext(promptType: PromptType): "prompt" | undefined {
  return promptType === "NativePrompt" ? "prompt" : undefined;
}
