import type { FrameworkKnowledge } from "../types";

export const reactNative: FrameworkKnowledge = {
  name: "React Native",
  id: "react-native",
  aliases: ["rn", "reactnative", "expo"],
  globs: ["**/*.tsx", "app.json", "app.config.*"],
  platform: "mobile",
  toolchain: "node",
  commands: { dev: "{x:expo start}" },
  layout: {
    en: "`app/` screens (Expo Router), `components/` UI, `hooks/` shared logic",
    de: "`app/` Screens (Expo Router), `components/` UI, `hooks/` gemeinsame Logik",
  },
  rules: {
    en: [
      "Render long lists with `FlatList`/`FlashList` and stable `keyExtractor`s, never `map` inside a `ScrollView`.",
      "Keep tokens in `expo-secure-store` or the Keychain/Keystore, never in `AsyncStorage`.",
      "Handle platform differences with `Platform.select` or `.ios.tsx`/`.android.tsx` files, and test on both platforms before calling a screen done.",
      "Keep the JS thread free: run animations with Reanimated worklets and move heavy work off the render path.",
      "Respect safe areas and dynamic type: wrap screens in `SafeAreaView` from `react-native-safe-area-context` and never fix font sizes for body text.",
    ],
    de: [
      "Rendere lange Listen mit `FlatList`/`FlashList` und stabilen `keyExtractor`s, nie mit `map` in einer `ScrollView`.",
      "Bewahre Tokens in `expo-secure-store` bzw. Keychain/Keystore auf, nie in `AsyncStorage`.",
      "Behandle Plattformunterschiede mit `Platform.select` oder `.ios.tsx`/`.android.tsx`-Dateien und teste auf beiden Plattformen, bevor ein Screen fertig ist.",
      "Halte den JS-Thread frei: Animationen laufen als Reanimated-Worklets, schwere Arbeit gehört nicht in den Renderpfad.",
      "Beachte Safe Areas und dynamische Schriftgrößen: Umschließe Screens mit `SafeAreaView` aus `react-native-safe-area-context` und fixiere keine Schriftgrößen für Fließtext.",
    ],
  },
  testing: {
    en: "React Native: test components with `@testing-library/react-native` and Jest, and cover critical flows end to end with Maestro or Detox.",
    de: "React Native: Teste Komponenten mit `@testing-library/react-native` und Jest und decke kritische Abläufe end-to-end mit Maestro oder Detox ab.",
  },
};
