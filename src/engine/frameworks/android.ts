import type { FrameworkKnowledge } from "../types";

// The Android app card; Kotlin the language stays its own card (kotlin.ts). Checked against
// developer.android.com: topic/architecture/ui-layer (ViewModel, StateFlow), jetpack/compose/
// {state,lifecycle} (`collectAsStateWithLifecycle`), training/dependency-injection/hilt-jetpack
// (`hiltViewModel()`), training/data-storage/room (DAOs, migrating-db-versions), build/
// migrate-to-catalogs, build/releases/gradle-plugin (AGP 9.0, January 2026) and build/
// migrate-to-built-in-kotlin, develop/ui/views/layout/edge-to-edge (enforced from target SDK 35),
// training/testing (local and instrumented tests); kotlinlang.org compose-compiler-migration-guide.
// No version rules: the card's version could be the app's or the plugin's, so the AGP 9 fact
// says its version itself.
export const android: FrameworkKnowledge = {
  name: "Android",
  id: "android",
  aliases: ["android app", "jetpack compose", "android studio", "jetpack", "agp"],
  globs: [
    "**/src/main/**",
    "**/src/test/**",
    "**/src/androidTest/**",
    "**/build.gradle.kts",
    "gradle/libs.versions.toml",
  ],
  platform: "mobile",
  toolchain: "gradle",
  commands: {
    dev: "./gradlew :app:installDebug",
    test: "./gradlew :app:testDebugUnitTest",
    lint: "./gradlew :app:lintDebug",
    build: "./gradlew :app:assembleDebug",
  },
  layout: {
    en: "`app/src/main/` (`java/` or `kotlin/` by feature, `res/`, `AndroidManifest.xml`), `app/src/test/` local tests, `app/src/androidTest/` instrumented tests, `gradle/libs.versions.toml` versions",
    de: "`app/src/main/` (`java/` oder `kotlin/` nach Features, `res/`, `AndroidManifest.xml`), `app/src/test/` lokale Tests, `app/src/androidTest/` instrumentierte Tests, `gradle/libs.versions.toml` Versionen",
  },
  rules: {
    en: [
      "Keep screen state in a `ViewModel` exposed as a read-only `StateFlow` over a private `MutableStateFlow`, and collect it in Compose with `collectAsStateWithLifecycle()`.",
      "Keep composables stateless where you can: pass state down and events up as lambdas, hoist state to the caller or the ViewModel, and use `remember` or `rememberSaveable` only for UI-local state.",
      "Inject dependencies with Hilt (`@HiltAndroidApp`, `@AndroidEntryPoint`, `@HiltViewModel` with an `@Inject constructor`) and obtain ViewModels in Compose with `hiltViewModel()`, never by calling their constructor.",
      "Access Room through `@Dao` `suspend` functions or `Flow` queries, raise the database version with a `Migration` or `@AutoMigration` for every schema change, and never ship `fallbackToDestructiveMigration()`.",
      "Declare library and plugin versions in `gradle/libs.versions.toml` and use them as `libs.…` aliases (Compose libraries through the Compose BOM), never as hard-coded versions in module build files.",
      "With AGP 9 or newer, Kotlin is built in, so don't apply `org.jetbrains.kotlin.android`; with Kotlin 2, enable Compose through the `org.jetbrains.kotlin.plugin.compose` plugin, not `composeOptions`.",
      "Draw edge to edge, which target SDK 35 enforces: call `enableEdgeToEdge()` and handle window insets through `Scaffold` padding or the `WindowInsets` modifiers.",
      "Put user-visible text in `res/values/strings.xml` and read it with `stringResource()`, and give icons and images a `contentDescription` (or `null` when purely decorative).",
    ],
    de: [
      "Halte den Zustand eines Screens in einem `ViewModel`, bereitgestellt als schreibgeschützter `StateFlow` über einem privaten `MutableStateFlow`, und sammle ihn in Compose mit `collectAsStateWithLifecycle()`.",
      "Halte Composables möglichst zustandslos: Reiche Zustand nach unten und Ereignisse als Lambdas nach oben, verlagere Zustand zum Aufrufer oder ins ViewModel und nutze `remember` oder `rememberSaveable` nur für lokalen UI-Zustand.",
      "Injiziere Abhängigkeiten mit Hilt (`@HiltAndroidApp`, `@AndroidEntryPoint`, `@HiltViewModel` mit `@Inject constructor`) und hol ViewModels in Compose mit `hiltViewModel()`, nie über ihren Konstruktor.",
      "Greif auf Room über `suspend`-Funktionen oder `Flow`-Abfragen in `@Dao`s zu, erhöhe die Datenbankversion bei jeder Schemaänderung mit einer `Migration` oder `@AutoMigration` und liefere nie `fallbackToDestructiveMigration()` aus.",
      "Trage Bibliotheks- und Plugin-Versionen in `gradle/libs.versions.toml` ein und nutze sie als `libs.…`-Aliase (Compose-Bibliotheken über die Compose-BOM), nie als fest eingetragene Versionen in den Build-Dateien der Module.",
      "Ab AGP 9 ist Kotlin eingebaut, also wende `org.jetbrains.kotlin.android` nicht an; aktiviere Compose mit Kotlin 2 über das Plugin `org.jetbrains.kotlin.plugin.compose`, nicht über `composeOptions`.",
      "Zeichne randlos (Edge-to-Edge), was Target SDK 35 erzwingt: Ruf `enableEdgeToEdge()` auf und behandle Fenster-Insets über das Padding des `Scaffold` oder die `WindowInsets`-Modifier.",
      "Lege sichtbare Texte in `res/values/strings.xml` ab und lies sie mit `stringResource()`, und gib Icons und Bildern eine `contentDescription` (oder `null`, wenn sie nur Dekoration sind).",
    ],
  },
  testing: {
    en: "Android: write local unit tests for ViewModels and repositories with JUnit and `kotlinx-coroutines-test` (`runTest`, a test main dispatcher), run per module with `./gradlew :app:testDebugUnitTest`, and Compose UI and instrumented tests (`createComposeRule`) on a device with `./gradlew :app:connectedAndroidTest`.",
    de: "Android: Schreibe lokale Unit-Tests für ViewModels und Repositories mit JUnit und `kotlinx-coroutines-test` (`runTest`, ein Test-Main-Dispatcher), pro Modul ausgeführt mit `./gradlew :app:testDebugUnitTest`, und Compose-UI- und instrumentierte Tests (`createComposeRule`) auf einem Gerät mit `./gradlew :app:connectedAndroidTest`.",
  },
};
