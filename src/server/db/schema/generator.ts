import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { RuleVersionKind } from "#contract/rules";
import type { RuleFile, RuleLimit } from "#contract/generator";
import type { WizardForm } from "#contract/wizard";
import { user } from "./auth";

/** Models the wizard offers (docs/product/generator.md); only active ones are listed. */
export const aiModels = pgTable("ai_models", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

/** A saved wizard configuration (docs/product/rules.md). */
export const userConfigurations = pgTable(
  "user_configurations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    aiModel: text("ai_model").notNull(),
    applicationType: text("application_type").notNull(),
    frameworks: text("frameworks").array().notNull(),
    behaviorPreference: text("behavior_preference").notNull(),
    outputFormat: text("output_format").notNull(),
    additionalNotes: text("additional_notes"),
    /** The whole wizard form it was saved from (description, prompt type, versions), for
     * regenerating; null for rules saved before it was kept (decision 052). */
    wizardForm: jsonb("wizard_form").$type<WizardForm>(),
    /**
     * What the rule itself stores beside its texts: name, notes, wizard form, and the titles and
     * file lists of its rule and versions, in bytes; counted against the account's storage
     * (docs/product/rules.md "Limits", decision 123). Refreshed on every write of the rule.
     */
    storedBytes: integer("stored_bytes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_configurations_user_created_idx").on(table.userId, table.createdAt)],
);

/** A saved file as stored: its text is in `rule_texts` under `hash` (decision 123). */
export type StoredRuleFile = Omit<RuleFile, "content"> & { hash: string };

/**
 * Every text of an account's saved rules (main contents and files, of the rules and their
 * versions), each once, under the SHA-256 of its UTF-8 bytes (hex): a version, an unchanged file
 * or a copy refers to a text instead of copying it (decision 123). A text nothing of its account
 * refers to any more is deleted with the change that let go of it.
 */
export const ruleTexts = pgTable(
  "rule_texts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    content: text("content").notNull(),
    /** `content`'s UTF-8 bytes, counted against the account's storage (docs/product/rules.md). */
    bytes: integer("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hash] })],
);

/** The rule generated for a configuration; one per configuration. */
export const generatedRules = pgTable("generated_rules", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  /** The main (core) file's text, in `rule_texts`. */
  contentHash: text("content_hash").notNull(),
  format: text("format").notNull().default("markdown"),
  /**
   * The result's files at their native paths (core, scoped, JSON), each text in `rule_texts`;
   * null for rules saved before files were kept.
   */
  files: jsonb("files").$type<StoredRuleFile[]>(),
  /** The target tool's limit when it was saved (decision 039); null for rules saved before. */
  limit: jsonb("limit").$type<RuleLimit>(),
  configurationId: uuid("configuration_id")
    .notNull()
    .unique()
    .references(() => userConfigurations.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every content a saved rule has had (docs/product/api-and-cli.md): saved, edited, regenerated or
 * copied; numbered from 1 per rule; the newest `limits.ruleVersionsKept` are kept.
 */
export const ruleVersions = pgTable(
  "rule_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    configurationId: uuid("configuration_id")
      .notNull()
      .references(() => userConfigurations.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    kind: text("kind").notNull().$type<RuleVersionKind>(),
    title: text("title").notNull(),
    contentHash: text("content_hash").notNull(),
    files: jsonb("files").$type<StoredRuleFile[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("rule_versions_configuration_version").on(table.configurationId, table.version),
    // Whether any version still refers to a text, when a change lets go of it (decision 123).
    index("rule_versions_content_hash_idx").on(table.contentHash),
    index("rule_versions_files_idx").using("gin", table.files.op("jsonb_path_ops")),
  ],
);
