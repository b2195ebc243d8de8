import { useTranslation } from "react-i18next";
import type { GenerateResponse } from "#contract/generator";
import { isSkillsKind } from "#contract/project-options";

type Guidance = NonNullable<GenerateResponse["guidance"]>[number];

/**
 * What the note says of an entry, picked once: skills stay in their folder and stand in for the
 * rules of ours they cover; a block is carried as written, or pointed to when too long, and stands
 * in for whole frameworks.
 */
function wording(entry: Guidance) {
  if (isSkillsKind(entry.kind))
    return { message: "result.guidance.skills", saved: "result.guidance.savedPart" } as const;
  return {
    message: entry.carried ? "result.guidance.carried" : "result.guidance.pointed",
    saved: "result.guidance.saved",
  } as const;
}

/**
 * The frameworks' own live guidance a result keeps (docs/product/mcp-servers.md "Live guidance"):
 * kept as written or left in its file (a team's skills: in their folder), the frameworks it
 * stands in for, and what that saved.
 */
export function GuidanceNote({
  guidance,
  unit,
}: {
  guidance: readonly Guidance[];
  unit: GenerateResponse["limit"]["unit"];
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  return (
    <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
      {guidance.map((entry) => {
        const { message, saved } = wording(entry);
        return (
          <li key={entry.kind}>
            {t(message, { name: t(`result.guidance.names.${entry.kind}`), path: entry.path })}{" "}
            {entry.frameworks.length > 0 &&
              entry.saved > 0 &&
              t(saved, {
                frameworks: list.format(entry.frameworks),
                saved: number.format(entry.saved),
                unit: t(`result.units.${unit}`),
              })}
          </li>
        );
      })}
    </ul>
  );
}
