import type { FrameworkKnowledge } from "../types";

export const python: FrameworkKnowledge = {
  name: "Python",
  id: "python",
  aliases: ["py", "python3"],
  globs: ["**/*.py", "pyproject.toml"],
  platform: "language",
  toolchain: "python",
  // docs.astral.sh/uv (`uv add`), python-poetry.org/docs/cli, pip.pypa.io requirements files
  toolRules: [
    {
      concern: "type-checker",
      byTool: {
        mypy: {
          en: "Type-hint every function, and keep `mypy` passing on new code with the project's configuration.",
          de: "Versieh jede Funktion mit Type Hints und halte `mypy` mit der Konfiguration des Projekts für neuen Code grün.",
        },
        Pyright: {
          en: "Type-hint every function, and keep Pyright passing on new code with the project's configuration.",
          de: "Versieh jede Funktion mit Type Hints und halte Pyright mit der Konfiguration des Projekts für neuen Code grün.",
        },
      },
      fallback: {
        en: "Type-hint every function and run the type checker (mypy or pyright) in strict mode on new code.",
        de: "Versieh jede Funktion mit Type Hints und lass den Typprüfer (mypy oder pyright) für neuen Code im Strict-Modus laufen.",
      },
    },
    {
      concern: "dependencies",
      byTool: {
        uv: {
          en: "Add and remove dependencies with `uv add` / `uv remove`, so `pyproject.toml` and `uv.lock` change together; never `pip install` into the environment.",
          de: "Füge Abhängigkeiten mit `uv add` / `uv remove` hinzu und entferne sie so, damit sich `pyproject.toml` und `uv.lock` gemeinsam ändern; installiere nie mit `pip install` in die Umgebung.",
        },
        Poetry: {
          en: "Add and remove dependencies with `poetry add` / `poetry remove`, so `pyproject.toml` and `poetry.lock` change together; never `pip install` into the environment.",
          de: "Füge Abhängigkeiten mit `poetry add` / `poetry remove` hinzu und entferne sie so, damit sich `pyproject.toml` und `poetry.lock` gemeinsam ändern; installiere nie mit `pip install` in die Umgebung.",
        },
        pip: {
          en: "Declare every dependency in the requirements files the way they already pin versions, and install them with `pip install -r` into the project's virtual environment, never into the global interpreter.",
          de: "Trage jede Abhängigkeit in die Requirements-Dateien ein, so wie sie Versionen bereits festlegen, und installiere sie mit `pip install -r` in die virtuelle Umgebung des Projekts, nie in den globalen Interpreter.",
        },
      },
      fallback: {
        en: "Manage dependencies in `pyproject.toml` with a lockfile; never `pip install` into the global interpreter.",
        de: "Verwalte Abhängigkeiten in `pyproject.toml` mit Lockfile; installiere nie mit `pip install` in den globalen Interpreter.",
      },
    },
  ],
  rules: {
    en: [
      "Use `pathlib`, f-strings, `dataclasses` or Pydantic models, and context managers for resources.",
      "Raise specific exceptions and never use a bare `except:`; log with `logging`, not `print`.",
    ],
    de: [
      "Nutze `pathlib`, f-Strings, `dataclasses` oder Pydantic-Modelle und Kontextmanager für Ressourcen.",
      "Wirf spezifische Exceptions und nutze nie ein nacktes `except:`; logge mit `logging`, nicht mit `print`.",
    ],
  },
  testing: {
    en: "Python: write tests with pytest (fixtures, `parametrize`), and fake time and network with `freezegun`/`respx` or dependency injection.",
    de: "Python: Schreibe Tests mit pytest (Fixtures, `parametrize`) und simuliere Zeit und Netzwerk mit `freezegun`/`respx` oder Dependency Injection.",
  },
};
