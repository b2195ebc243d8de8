import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SelectCard, SelectCardGroup } from "@/components/ui/select-card";

/**
 * A wizard step's single choice: one card per option with its icon, and its title and description
 * from `${textKey}.${option}.title` and `.description`.
 */
export function SingleChoiceGrid<T extends string>({
  label,
  options,
  icons,
  textKey,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly T[];
  icons: Record<T, LucideIcon>;
  textKey: string;
  value: T;
  onChange: (value: T) => void;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectCardGroup
      type="single"
      label={label}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      className={className}
    >
      {options.map((option) => {
        const Icon: LucideIcon = icons[option];
        return (
          <SelectCard
            key={option}
            value={option}
            icon={<Icon className="size-4" />}
            title={t(`${textKey}.${option}.title`)}
            description={t(`${textKey}.${option}.description`)}
          />
        );
      })}
    </SelectCardGroup>
  );
}
