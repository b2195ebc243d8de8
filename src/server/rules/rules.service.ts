import { and, count, desc, eq, lte, sql, type SQL } from "drizzle-orm";
import { limits } from "#contract/limits";
import type {
  FormRefresh,
  ListRulesResponse,
  RegenerateRuleResponse,
  RuleVersion,
  RuleVersionKind,
  RuleVersionSummary,
  SaveRuleInput,
  SavedRule,
  UpdateRuleRequest,
} from "#contract/rules";
import type { RuleLimit } from "#contract/generator";
import { measure } from "#engine/browser/measure";
import { mainText } from "#engine/browser/rule-text";
import { mcpServersSchema } from "#contract/mcp";
import { projectOriginSchema } from "#contract/project-facts";
import { GENERATION_COST } from "#contract/tokens";
import { wizardFormSchema, type Language, type WizardForm } from "#contract/wizard";
import { fieldIssues } from "#contract/field-issues";
import { ruleLimit } from "#engine/index";
import { refreshForm } from "#engine/project/index";
import { savedMcpSetup } from "#engine/mcp/setup";
import type { Db } from "../db/client";
import { newestFirst, toPage } from "../db/newest-first";
import {
  generatedRules,
  ruleVersions,
  userConfigurations,
  type StoredRuleFile,
} from "../db/schema";
import { renderFullRule } from "../generator/generator.service";
import type { LlmRefiner } from "../generator/llm-refiner";
import { AppError } from "../lib/errors";
import { keepPaidResult, storedGenerationJson } from "../results/results.service";
import { getTokenBalance, insufficientTokens } from "../tokens/tokens.service";
import {
  assertRoom,
  bytesOf,
  hashesOf,
  lockAccountRules,
  newTexts,
  readTexts,
  releaseTexts,
  ruleText,
  settleRuleTexts,
  textOf,
  toStored,
  withTexts,
} from "./rule-texts";

/** A configuration's columns from the wizard form it is made of. */
function configurationColumns(form: WizardForm) {
  return {
    aiModel: form.aiModel,
    applicationType: form.applicationType,
    frameworks: form.frameworks,
    behaviorPreference: form.behaviorPreference,
    outputFormat: form.outputFormat,
    additionalNotes: form.additionalNotes || null,
    wizardForm: form,
  };
}

/**
 * Keeps the rule's current content as its next version, in the caller's transaction, and lets go
 * of the oldest beyond `limits.ruleVersionsKept`; answers the hashes the dropped versions named.
 * A version names the rule's texts, it copies none (decision 123). The callers take the
 * account's lock first, so two changes of one rule never take the same number.
 */
async function recordVersion(
  tx: Db,
  configurationId: string,
  kind: RuleVersionKind,
): Promise<string[]> {
  await tx.execute(sql`
    insert into ${ruleVersions} (configuration_id, version, kind, title, content_hash, files)
    select g.configuration_id,
           coalesce((select max(v.version) from ${ruleVersions} v
                     where v.configuration_id = g.configuration_id), 0) + 1,
           ${kind}, g.title, g.content_hash, g.files
    from ${generatedRules} g where g.configuration_id = ${configurationId}`);
  const dropped = await tx
    .delete(ruleVersions)
    .where(
      and(
        eq(ruleVersions.configurationId, configurationId),
        lte(
          ruleVersions.version,
          sql`(select max(version) from ${ruleVersions}
               where configuration_id = ${configurationId}) - ${limits.ruleVersionsKept}`,
        ),
      ),
    )
    .returning({ contentHash: ruleVersions.contentHash, files: ruleVersions.files });
  return hashesOf(dropped);
}

/** Refuses (409 RULES_LIMIT_REACHED) a new rule when the account holds `limits.savedRulesMax`. */
async function assertRuleCount(tx: Db, userId: string) {
  const [held] = await tx
    .select({ n: count() })
    .from(userConfigurations)
    .where(eq(userConfigurations.userId, userId));
  if ((held?.n ?? 0) < limits.savedRulesMax) return;
  throw new AppError(
    "RULES_LIMIT_REACHED",
    `An account keeps at most ${limits.savedRulesMax} saved rules. Delete one first.`,
  );
}

/**
 * Saves the configuration and its rule together; saved rules are always markdown, within the
 * account's limits (docs/product/rules.md "Limits").
 */
export async function saveRule(
  db: Db,
  userId: string,
  input: SaveRuleInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockAccountRules(tx, userId);
    await assertRuleCount(tx, userId);
    // The limit comes from the engine, not the browser: the form names the tool and the kind.
    const limit = ruleLimit(input.form);
    const stored = toStored(
      input.rule.content,
      (input.rule.files ?? []).map((file) => ({
        ...file,
        size: measure(file.content, limit.unit),
      })),
    );
    // Nothing is written for a rule that cannot fit (saving is not rate-limited).
    const form = Buffer.byteLength(JSON.stringify(input.form));
    await assertRoom(tx, userId, bytesOf(await newTexts(tx, userId, stored.texts)) + form);
    const [configuration] = await tx
      .insert(userConfigurations)
      .values({ name: input.name, userId, ...configurationColumns(input.form) })
      .returning({ id: userConfigurations.id });
    await tx.insert(generatedRules).values({
      configurationId: configuration!.id,
      title: input.rule.title,
      contentHash: stored.contentHash,
      format: "markdown",
      files: stored.files,
      limit,
    });
    await recordVersion(tx, configuration!.id, "saved");
    await settleRuleTexts(tx, userId, configuration!.id, stored.texts);
    return { id: configuration!.id };
  });
}

const savedRuleColumns = {
  id: userConfigurations.id,
  name: userConfigurations.name,
  createdAt: userConfigurations.createdAt,
  updatedAt: userConfigurations.updatedAt,
  aiModel: userConfigurations.aiModel,
  applicationType: userConfigurations.applicationType,
  frameworks: userConfigurations.frameworks,
  behaviorPreference: userConfigurations.behaviorPreference,
  outputFormat: userConfigurations.outputFormat,
  additionalNotes: userConfigurations.additionalNotes,
  aiModels: sql<unknown>`${userConfigurations.wizardForm} -> 'aiModels'`,
  /** Only where an import's facts came from, not the facts: lists stay small. */
  projectOrigin: sql<unknown>`${userConfigurations.wizardForm} -> 'project' -> 'origin'`,
  /** The MCP servers alone, for the setup the saved rule's page shows. */
  mcpServers: sql<unknown>`${userConfigurations.wizardForm} -> 'mcpServers'`,
  title: generatedRules.title,
  contentHash: generatedRules.contentHash,
  files: generatedRules.files,
  limit: generatedRules.limit,
  version: sql<number | null>`(select max(${ruleVersions.version}) from ${ruleVersions}
    where ${ruleVersions.configurationId} = ${userConfigurations.id})`,
};

type ColumnData<C> = C extends { _: { data: infer D } } ? D : C extends SQL<infer T> ? T : never;
type SavedRuleRow = {
  [K in keyof typeof savedRuleColumns]: ColumnData<(typeof savedRuleColumns)[K]> | null;
};

/**
 * A rule saved before limits were kept was a rule file (the wizard's default kind) for its model;
 * its limit is that tool's.
 */
function limitOf(row: SavedRuleRow): RuleLimit {
  return row.limit ?? ruleLimit({ aiModel: row.aiModel ?? "", promptType: "Rules" });
}

/**
 * The saved files after the content is edited. Since decision 093 the content is the main (core)
 * file's text: the edit replaces that file and the others stay, naming the texts they named
 * (decision 123). A rule saved before, whose content was the whole rule as one file, keeps only
 * the edited text at the core file's path: its split files would still hold the old wording
 * (decision 039).
 */
function filesAfterEdit(
  files: StoredRuleFile[] | null,
  before: string | null,
  content: string,
  limit: RuleLimit,
): StoredRuleFile[] {
  const core = files?.find((file) => file.role !== "json");
  if (!files || !core) return [];
  const hash = ruleText(content).hash;
  const edited = { ...core, hash, size: measure(content, limit.unit) };
  if (core.hash === before) return files.map((file) => (file === core ? edited : file));
  return [{ path: core.path, role: "core", size: edited.size, hash }];
}

/** `{ project: { origin } }` for a form saved with an import's facts, else nothing. */
function projectOf(origin: unknown): Pick<SavedRule["form"], "project"> {
  const parsed = projectOriginSchema.safeParse(origin);
  return parsed.success ? { project: { origin: parsed.data } } : {};
}

/** The texts `rows` name, read at once. */
const textsOf = (db: Db, userId: string, rows: readonly SavedRuleRow[]) =>
  readTexts(
    db,
    userId,
    hashesOf(rows.map((row) => ({ contentHash: row.contentHash, files: row.files }))),
  );

/** The form's tools when there are several; one tool is `aiModel` alone. */
function severalTools(aiModels: unknown): { aiModels?: string[] } {
  const tools = Array.isArray(aiModels)
    ? aiModels.filter((tool): tool is string => typeof tool === "string")
    : [];
  return tools.length > 1 ? { aiModels: tools } : {};
}

/** `{ mcp }` for a rule with MCP servers: what the result page showed beside the files. */
function mcpOf(row: SavedRuleRow): Pick<NonNullable<SavedRule["rule"]>, "mcp"> {
  const servers = mcpServersSchema.safeParse(row.mcpServers);
  if (!servers.success || servers.data.length === 0) return {};
  const setup = savedMcpSetup(
    {
      aiModel: row.aiModel ?? "",
      ...severalTools(row.aiModels),
      outputFormat: row.outputFormat ?? "",
      mcpServers: servers.data,
    },
    limitOf(row).unit,
  );
  return setup ? { mcp: setup } : {};
}

function toSavedRule(row: SavedRuleRow, texts: ReadonlyMap<string, string>): SavedRule {
  return {
    id: row.id!,
    name: row.name!,
    createdAt: row.createdAt!.toISOString(),
    updatedAt: row.updatedAt!.toISOString(),
    form: {
      aiModel: row.aiModel!,
      ...severalTools(row.aiModels),
      applicationType: row.applicationType!,
      frameworks: row.frameworks!,
      behaviorPreference: row.behaviorPreference!,
      outputFormat: row.outputFormat!,
      additionalNotes: row.additionalNotes,
      ...projectOf(row.projectOrigin),
    },
    rule:
      row.contentHash === null
        ? null
        : {
            title: row.title!,
            content: textOf(texts, row.contentHash),
            format: "markdown",
            files: withTexts(row.files, texts),
            limit: limitOf(row),
            version: row.version ?? 1,
            ...mcpOf(row),
          },
  };
}

function selectSavedRules(db: Db, where: SQL | undefined) {
  return db
    .select(savedRuleColumns)
    .from(userConfigurations)
    .leftJoin(generatedRules, eq(generatedRules.configurationId, userConfigurations.id))
    .where(where);
}

const owned = (userId: string, id: string) =>
  and(eq(userConfigurations.id, id), eq(userConfigurations.userId, userId));

const notFound = () => new AppError("NOT_FOUND", "No saved rule with this id.");

/** One page of the user's rules, newest first (keyset pages, `newestFirst`). */
export async function listRules(
  db: Db,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<ListRulesResponse> {
  const { where, order } = newestFirst(
    userConfigurations,
    query.cursor,
    eq(userConfigurations.userId, userId),
  );
  const [rows, [totals]] = await Promise.all([
    selectSavedRules(db, where)
      .orderBy(...order)
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(userConfigurations)
      .where(eq(userConfigurations.userId, userId)),
  ]);
  const { page, nextCursor } = toPage(rows, query.limit);
  const texts = await textsOf(db, userId, page);
  return {
    rules: page.map((row) => toSavedRule(row, texts)),
    nextCursor,
    total: totals?.total ?? 0,
  };
}

export async function getRule(db: Db, userId: string, id: string): Promise<SavedRule> {
  const [row] = await selectSavedRules(db, owned(userId, id));
  if (!row) throw notFound();
  return toSavedRule(row, await textsOf(db, userId, [row]));
}

/** The copy's name: the original's with ' (Copy)', shortened so it stays within the limit. */
export function copyName(name: string): string {
  const suffix = " (Copy)";
  return `${name.slice(0, limits.ruleNameMax - suffix.length).trimEnd()}${suffix}`;
}

const EMPTY_TEXT = ruleText("").hash;

/**
 * A copy of the configuration and its rule, newest so it lists first (docs/product/rules.md). The
 * copy names the original's texts: it stores its form and file list, no text (decision 123).
 */
export async function duplicateRule(db: Db, userId: string, id: string): Promise<SavedRule> {
  const copyId = await db.transaction(async (tx) => {
    await lockAccountRules(tx, userId);
    const [source] = await selectSavedRules(tx, owned(userId, id));
    if (!source) throw notFound();
    if (source.contentHash === null || source.contentHash === EMPTY_TEXT) {
      throw new AppError("RULE_EMPTY", "This rule has no content to copy.");
    }
    await assertRuleCount(tx, userId);
    const [copy] = await tx
      .insert(userConfigurations)
      .values({
        name: copyName(source.name!),
        userId,
        aiModel: source.aiModel!,
        applicationType: source.applicationType!,
        frameworks: source.frameworks!,
        behaviorPreference: source.behaviorPreference!,
        outputFormat: source.outputFormat!,
        additionalNotes: source.additionalNotes,
        wizardForm: sql`(select wizard_form from ${userConfigurations} where id = ${id})`,
        // now() is the transaction's start; the clock keeps the copy strictly after its source.
        createdAt: sql`clock_timestamp()`,
        updatedAt: sql`clock_timestamp()`,
      })
      .returning({ id: userConfigurations.id });
    await tx.insert(generatedRules).values({
      configurationId: copy!.id,
      title: source.title!,
      contentHash: source.contentHash,
      format: "markdown",
      files: source.files,
      limit: source.limit,
    });
    await recordVersion(tx, copy!.id, "copied");
    await settleRuleTexts(tx, userId, copy!.id, []);
    return copy!.id;
  });
  return getRule(db, userId, copyId);
}

/** Renames and/or replaces the markdown, together. */
export async function updateRule(
  db: Db,
  userId: string,
  id: string,
  input: UpdateRuleRequest,
): Promise<SavedRule> {
  await db.transaction(async (tx) => {
    await lockAccountRules(tx, userId);
    const [configuration] = await tx
      .update(userConfigurations)
      .set({ ...(input.name === undefined ? {} : { name: input.name }), updatedAt: sql`now()` })
      .where(owned(userId, id))
      .returning({ name: userConfigurations.name });
    if (!configuration) throw notFound();
    const [current] = await selectSavedRules(tx, owned(userId, id));
    const content = input.content === undefined ? undefined : ruleText(input.content);
    // A rename, or the same text again, is no new version; a longer name is counted.
    if (content === undefined || current!.contentHash === content.hash) {
      await settleRuleTexts(tx, userId, id, []);
      return;
    }
    const limit = limitOf(current!);
    const files = filesAfterEdit(current!.files, current!.contentHash, content.content, limit);
    await tx
      .insert(generatedRules)
      .values({
        configurationId: id,
        title: configuration.name,
        contentHash: content.hash,
        format: "markdown",
        files,
        limit,
      })
      .onConflictDoUpdate({
        target: generatedRules.configurationId,
        set: { contentHash: content.hash, files, limit },
      });
    const dropped = await recordVersion(tx, id, "edited");
    // The files it keeps name texts the store holds; only the edited text can be new.
    await settleRuleTexts(tx, userId, id, [content], [...dropped, ...hashesOf([current!])]);
  });
  return getRule(db, userId, id);
}

/**
 * Deletes the configuration; its generated rule and versions go with it (cascade), and the texts
 * no other rule of the account names (decision 123).
 */
export async function deleteRule(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccountRules(tx, userId);
    const named = [
      ...(await tx
        .select({ contentHash: generatedRules.contentHash, files: generatedRules.files })
        .from(generatedRules)
        .where(eq(generatedRules.configurationId, id))),
      ...(await tx
        .select({ contentHash: ruleVersions.contentHash, files: ruleVersions.files })
        .from(ruleVersions)
        .where(eq(ruleVersions.configurationId, id))),
    ];
    const deleted = await tx
      .delete(userConfigurations)
      .where(owned(userId, id))
      .returning({ id: userConfigurations.id });
    if (deleted.length === 0) throw notFound();
    await releaseTexts(tx, userId, hashesOf(named));
  });
}

/**
 * The wizard form a saved rule was made from: as saved, or, for rules saved before the whole form
 * was kept, its configuration columns with the defaults for the rest (decision 052).
 */
async function savedWizardForm(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      wizardForm: userConfigurations.wizardForm,
      aiModel: userConfigurations.aiModel,
      applicationType: userConfigurations.applicationType,
      frameworks: userConfigurations.frameworks,
      behaviorPreference: userConfigurations.behaviorPreference,
      outputFormat: userConfigurations.outputFormat,
      additionalNotes: userConfigurations.additionalNotes,
    })
    .from(userConfigurations)
    .where(owned(userId, id));
  if (!row) throw notFound();
  const { wizardForm, additionalNotes, ...columns } = row;
  const form = wizardFormSchema.safeParse(
    wizardForm ?? {
      promptType: "Rules",
      projectDescription: "",
      ...columns,
      additionalNotes: additionalNotes ?? "",
    },
  );
  if (!form.success) {
    throw new AppError("RULE_CONFIG_INVALID", "This rule's configuration cannot be generated.");
  }
  return form.data;
}

/** The saved configuration with the project as it is now; a result the form refuses is a 400. */
function refreshedForm(saved: WizardForm, refresh: FormRefresh): WizardForm {
  const form = wizardFormSchema.safeParse(refreshForm(saved, refresh));
  if (!form.success) {
    throw new AppError("VALIDATION_FAILED", "The refreshed configuration is not a valid form.", {
      fields: fieldIssues(form.error.issues),
    });
  }
  return form.data;
}

/**
 * A new rule from the saved configuration for one token. The rule is made first (the LLM may take
 * seconds, no transaction waits for it); then one transaction spends the token with its ledger
 * row, replaces the saved content and keeps the generation as a result. A rule deleted meanwhile
 * or a balance spent meanwhile rolls it all back: nothing is charged.
 */
export async function regenerateRule(
  deps: { db: Db; refiner: LlmRefiner | undefined },
  userId: string,
  id: string,
  request: { language: Language; form?: WizardForm | undefined; refresh?: FormRefresh | undefined },
  now = new Date(),
): Promise<RegenerateRuleResponse> {
  const saved = await savedWizardForm(deps.db, userId, id);
  const replacing = request.form ?? (request.refresh && refreshedForm(saved, request.refresh));
  const input = { form: replacing ?? saved, language: request.language };
  // Nobody who cannot pay gets an LLM call; the spend below is what decides.
  if ((await getTokenBalance(deps.db, userId)) < GENERATION_COST) throw insufficientTokens();
  const rendered = await renderFullRule(deps.refiner, input, now);

  const stored = toStored(mainText(rendered), rendered.files);
  const { tokensRemaining, resultId } = await deps.db.transaction(async (tx) => {
    await lockAccountRules(tx, userId);
    const [before] = await tx
      .select({ contentHash: generatedRules.contentHash, files: generatedRules.files })
      .from(generatedRules)
      .where(eq(generatedRules.configurationId, id));
    const paid = await keepPaidResult(tx, userId, input, storedGenerationJson(rendered), {
      amount: GENERATION_COST,
      kind: "regeneration",
    });
    const [configuration] = await tx
      .update(userConfigurations)
      .set({ ...(replacing ? configurationColumns(replacing) : {}), updatedAt: sql`now()` })
      .where(owned(userId, id))
      .returning({ id: userConfigurations.id });
    if (!configuration) throw notFound();
    await tx
      .insert(generatedRules)
      .values({
        configurationId: id,
        title: rendered.title,
        contentHash: stored.contentHash,
        format: "markdown",
        files: stored.files,
        limit: rendered.limit,
      })
      .onConflictDoUpdate({
        target: generatedRules.configurationId,
        set: {
          title: rendered.title,
          contentHash: stored.contentHash,
          files: stored.files,
          limit: rendered.limit,
        },
      });
    const dropped = await recordVersion(tx, id, "regenerated");
    await settleRuleTexts(tx, userId, id, stored.texts, [
      ...dropped,
      ...hashesOf(before ? [before] : []),
    ]);
    return paid;
  });
  return { rule: await getRule(deps.db, userId, id), tokensRemaining, resultId };
}

const ownedVersions = (userId: string, id: string) =>
  and(
    eq(ruleVersions.configurationId, id),
    sql`exists (select 1 from ${userConfigurations} where ${owned(userId, id)})`,
  );

/** The rule's kept versions, newest first; another user's rule is a 404. */
export async function listRuleVersions(
  db: Db,
  userId: string,
  id: string,
): Promise<RuleVersionSummary[]> {
  const [rule] = await db
    .select({ id: userConfigurations.id })
    .from(userConfigurations)
    .where(owned(userId, id));
  if (!rule) throw notFound();
  const rows = await db
    .select({
      version: ruleVersions.version,
      kind: ruleVersions.kind,
      title: ruleVersions.title,
      createdAt: ruleVersions.createdAt,
    })
    .from(ruleVersions)
    .where(eq(ruleVersions.configurationId, id))
    .orderBy(desc(ruleVersions.version));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One kept version's text and files. */
export async function getRuleVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
): Promise<RuleVersion> {
  const [row] = await db
    .select()
    .from(ruleVersions)
    .where(and(ownedVersions(userId, id), eq(ruleVersions.version, version)));
  if (!row) throw new AppError("NOT_FOUND", "This rule has no such version.");
  const texts = await readTexts(db, userId, hashesOf([row]));
  return {
    version: row.version,
    kind: row.kind,
    title: row.title,
    content: textOf(texts, row.contentHash),
    files: withTexts(row.files, texts),
    createdAt: row.createdAt.toISOString(),
  };
}
