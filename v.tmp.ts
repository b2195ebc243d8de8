import { generateRule } from "#engine/index";
import { createForm } from "./src/engine/testing/forms";
const [aiModel, fw, app, lang, desc, notes, pt] = process.argv.slice(2);
const r = generateRule({ form: createForm({ aiModel, frameworks: fw!.split(","), applicationType: app as any, projectDescription: desc ?? "", additionalNotes: notes ?? "", promptType: (pt as any) ?? "Rules" }), language: lang as any });
for (const f of r.files) { console.log(`=== ${f.path} (${f.role}, ${f.size}/${r.limit.value} ${r.limit.unit})`); console.log(f.content); }
