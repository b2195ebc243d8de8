import { z } from "zod";
import {
  aiModelIds,
  applicationTypes,
  defaultWizardForm,
  behaviorPreferences,
  frameworkNames,
  outputFormats,
  promptTypes,
} from "./wizard-options";
import { limits } from "./limits";
import { mcpServersSchema } from "./mcp";
import { oneLine, projectFactsSchema } from "./project-facts";
import { commandKinds } from "./project-options";
import { packChoiceMax, rulePackIds } from "./wizard-packs";

export * from "./wizard-options";

/**
 * Wizard form state shared by the web wizard, the generate API and the engine
 * (docs/product/generator.md).
 */
export const wizardFormSchema = z.object({
  promptType: z.enum(promptTypes),
  projectDescription: z.string().trim().max(limits.descriptionMax),
  /** The tool, or with several (`aiModels`) the first of them: its limit is the result's. */
  aiModel: z.string().trim().min(1).max(limits.aiModelMax),
  /**
   * Every tool the rules are for, when the user picked several (decision 091): one AGENTS.md and
   * each tool's own thin file and scoped files. Absent (every form stored before) or one entry:
   * just `aiModel`. `aiModel` stays required and first, so a stored form means what it did.
   */
  aiModels: z
    .array(z.string().trim().min(1).max(limits.aiModelMax))
    .max(aiModelIds.length)
    .optional(),
  applicationType: z.enum(applicationTypes),
  frameworks: z.array(z.enum(frameworkNames)).min(1).max(frameworkNames.length),
  behaviorPreference: z.enum(behaviorPreferences),
  outputFormat: z.enum(outputFormats),
  additionalNotes: z.string().trim().max(limits.notesMax).default(""),
  /** Optional major version per framework name ("15" for Next.js); absent means the latest. */
  frameworkVersions: z
    .record(z.string().max(40), oneLine(z.string().trim().max(limits.projectVersionMax)))
    .optional(),
  /**
   * The project's own commands, verbatim (imported or typed), each one line; a kind left out
   * gets the stack's usual command, marked "verify" (docs/product/project-import.md).
   */
  commands: z
    .partialRecord(z.enum(commandKinds), oneLine(z.string().trim().max(limits.commandMax)))
    .optional(),
  /** The facts read from the user's project, as the user confirmed them. */
  project: projectFactsSchema.optional(),
  /**
   * Also write skills (`SKILL.md`: run the checks, add a migration, add an endpoint, prepare a
   * release) and slash commands or prompt files for the tools that read them.
   */
  skills: z.boolean().optional(),
  /**
   * The rule packs as the user edited them on step 2: "automatic" (or absent, as in every form
   * stored before) takes what the description and the import call for; otherwise the packs
   * they removed from that and the ones they added (docs/product/rule-packs.md).
   */
  packs: z
    .union([
      z.literal("automatic"),
      z.object({
        added: z.array(z.enum(rulePackIds)).max(packChoiceMax),
        removed: z.array(z.enum(rulePackIds)).max(packChoiceMax),
      }),
    ])
    .optional(),
  /**
   * MCP servers written for every chosen tool in its own file and shape, each described once
   * (docs/product/mcp-servers.md). Absent or empty: no MCP files.
   */
  mcpServers: mcpServersSchema.optional(),
});
export type WizardForm = z.infer<typeof wizardFormSchema>;

/** The defaults of `wizard-options.ts` are a form (a type check only, no import the other way). */
defaultWizardForm satisfies WizardForm;
