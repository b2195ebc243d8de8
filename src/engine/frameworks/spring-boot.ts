import type { FrameworkKnowledge } from "../types";

export const springBoot: FrameworkKnowledge = {
  name: "Spring Boot",
  id: "spring-boot",
  aliases: ["spring", "java", "springboot", "java spring"],
  globs: ["**/*.java", "pom.xml", "build.gradle*"],
  platform: "server",
  toolchain: "gradle",
  commands: { dev: "./gradlew bootRun (Maven: `./mvnw spring-boot:run`)" },
  layout: {
    en: "`src/main/java/<package>/<feature>/` controller, service and repository per feature; `src/main/resources/` config; `src/test/java/` tests",
    de: "`src/main/java/<package>/<feature>/` Controller, Service und Repository je Feature; `src/main/resources/` Konfiguration; `src/test/java/` Tests",
  },
  rules: {
    en: [
      "Use constructor injection with `final` fields; no field `@Autowired`.",
      "Validate request DTOs (records) with `@Valid` and Bean Validation, and never expose JPA entities in the API.",
      "Put `@Transactional` on service methods, not controllers, and avoid N+1 loads with fetch joins or entity graphs.",
      "Bind configuration with `@ConfigurationProperties` and keep secrets in the environment; manage schema with Flyway or Liquibase.",
    ],
    de: [
      "Nutze Constructor Injection mit `final`-Feldern; kein `@Autowired` auf Feldern.",
      "Validiere Request-DTOs (Records) mit `@Valid` und Bean Validation und gib nie JPA-Entities über die API heraus.",
      "Setze `@Transactional` auf Service-Methoden, nicht auf Controller, und vermeide N+1-Ladevorgänge mit Fetch Joins oder Entity Graphs.",
      "Binde Konfiguration mit `@ConfigurationProperties`, Geheimnisse kommen aus der Umgebung; verwalte das Schema mit Flyway oder Liquibase.",
    ],
  },
  testing: {
    en: "Spring Boot: write slice tests (`@WebMvcTest`, `@DataJpaTest`) and integration tests with Testcontainers instead of an in-memory database.",
    de: "Spring Boot: Schreibe Slice-Tests (`@WebMvcTest`, `@DataJpaTest`) und Integrationstests mit Testcontainers statt einer In-Memory-Datenbank.",
  },
};
