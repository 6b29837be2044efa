import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What a public renderer may not use, each with the message that says why and where behaviour goes instead. */
function publicRendererRules() {
  const why = "Public pages are not hydrated (docs/conventions.md, decision 032), so this does nothing in a visitor's browser.";
  const instead = "Put the behaviour in app/site-enhance and mark the markup with data- attributes.";
  const clientHooks = "useState|useReducer|useEffect|useLayoutEffect|useInsertionEffect|useSyncExternalStore|useTransition|useDeferredValue|useOptimistic|useActionState|useImperativeHandle";
  const routerHooks = "useNavigate|useNavigation|useFetcher|useFetchers|useSubmit|useRevalidator|useBlocker|useBeforeUnload";
  return [
    { selector: `ImportDeclaration[source.value='react'] ImportSpecifier[imported.name=/^(${clientHooks})$/]`, message: `${why} React state and effects never run there. ${instead}` },
    { selector: `MemberExpression[object.name='React'][property.name=/^(${clientHooks})$/]`, message: `${why} React state and effects never run there. ${instead}` },
    { selector: `ImportDeclaration[source.value='react-router'] ImportSpecifier[imported.name=/^(${routerHooks})$/]`, message: `${why} Client-side navigation and fetchers need hydration. ${instead}` },
    { selector: "ImportDeclaration[source.value=/^#app\\/hooks\\//]", message: `${why} The hooks in app/hooks are for the hydrated admin. ${instead}` },
    { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: `${why} No event handler is attached on a public page. ${instead}` },
  ];
}

/**
 * Class names that place things on a physical side, refused where a public page's markup is written
 * (docs/conventions.md, "Right-to-left"): a page in Arabic mirrors only what is written with logical
 * properties (ms/me, ps/pe, inset-s/e, text-start/end, border-s/e, rounded-s/e). Matched in strings
 * inside a className (cn(), ternaries and template literals included) and in the public script's
 * `className =`. Centring (left-1/2 with -translate-x-1/2) is written inset-s-1/2 with an rtl:
 * translate, as process-steps.tsx does.
 */
function physicalSideRules(where) {
  const physical = String.raw`(^|[\s:])-?(m[lr]|p[lr]|left|right|inset-[lr]|scroll-[mp][lr]|border-[lr]|rounded-([lr]|[tb][lr])|text-(left|right)|float-(left|right)|clear-(left|right))(-|\s|$)`;
  const message = "A physical side (left/right) does not mirror on a right-to-left page: use the logical class (ms/me, ps/pe, inset-s/e, text-start/end, border-s/e, rounded-s/e), docs/conventions.md, \"Right-to-left\".";
  return [`Literal[value=/${physical}/]`, `TemplateElement[value.raw=/${physical}/]`].map((literal) => ({ selector: `${where} ${literal}`, message }));
}

/**
 * One `no-restricted-imports` block per layer: each refuses the rooms above it, whether named
 * `#app/<room>/…` or by a relative path. Only this rule holds layers (a later block setting the same
 * rule for the same files would replace it). components/ui sits below components/: the leaf block
 * comes last so that it wins for app/components/ui.
 */
function layerRules(layers) {
  return layers.map(({ files, refused, message, allowTypeImports = false }) => ({
    files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: `^(#app/|(\\.\\.?/)+)(${refused.join("|")})/`, message: `${message} (docs/conventions.md, "Layers")`, allowTypeImports }] },
      ],
    },
  }));
}

export default tseslint.config(
  // app/paraglide: the compiled message catalogs (npm run messages), generated code.
  { ignores: ["build/", ".react-router/", "data/", "node_modules/", "app/paraglide/", "playwright-report/", "test-results/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Layers point down (docs/conventions.md, "Layers"): routes -> features -> sections and components
  // -> lib, db, hooks, components/ui. A registry that wires features together lives beside its caller
  // (server/job-handlers.ts) or in the feature that owns it (features/auth/auth.server.ts); a feature
  // reaches a section or a shared component through its props or a slot. Tests sit above every layer
  // and wire like the app does. tests/integration/import-graph.test.ts finds circles.
  ...layerRules([
    {
      files: ["app/features/**"],
      refused: ["routes", "site-enhance"],
      message: "app/features imports no route and not the public script: they call a feature, not the other way round.",
    },
    {
      // The seed a fresh install starts from: built of sections, named by the page keys it fills (types only).
      files: ["app/content/**"],
      refused: ["routes", "features", "site-enhance"],
      allowTypeImports: true,
      message: "app/content is seed data: it imports sections and lib, and of the features only their types.",
    },
    {
      // The public script is an entry point like a route, shipped to every visitor: it reads the
      // features' plain contracts (field names, paths) and renders nothing (tests/integration/public-script-imports.test.ts keeps it free of Zod and React).
      files: ["app/site-enhance/**"],
      refused: ["routes", "components", "sections", "content"],
      message: "app/site-enhance reads data- attributes and the features' plain contracts; it imports no component, section, seed or route.",
    },
    {
      files: ["app/components/**", "app/sections/**"],
      refused: ["routes", "features", "site-enhance"],
      message: "app/components and app/sections import no feature or route: let the feature pass what they need through props or a slot.",
    },
    {
      files: ["app/lib/**", "app/db/**", "app/components/ui/**", "app/hooks/**"],
      refused: ["routes", "features", "sections", "components(?!/ui/)", "content", "site-enhance"],
      message: "app/lib, app/db, app/hooks and app/components/ui are leaf infrastructure: they import nothing of the rooms above them.",
    },
  ]),
  {
    // Public pages are not hydrated (docs/conventions.md, decision 032): their renderers run once, on
    // the server. State, effects and event handlers there do nothing in a visitor's browser, and the
    // page looks fine until someone clicks; behaviour lives in app/site-enhance, which reads data-
    // attributes. useId, useNonce and reading the URL or loader data are server-side and stay allowed.
    files: [
      "app/routes/site/**/*.tsx",
      "app/components/site/**/*.tsx",
      "app/components/picture.tsx",
      "app/sections/*/*.tsx",
      "app/sections/render-sections.tsx",
      "app/features/contact/form/components/**/*.tsx",
      "app/features/newsletter/components/**/*.tsx",
      "app/features/pages/**/cms-page-article.tsx",
      "app/features/pages/collection-pages/components/**/*.tsx",
    ],
    ignores: ["app/sections/*/*-editor.tsx", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": ["error", ...publicRendererRules(), ...physicalSideRules("JSXAttribute[name.name=/[cC]lassName$/]")],
    },
  },
  {
    // The public script's own markup (toasts) mirrors on a right-to-left page too.
    files: ["app/site-enhance/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": ["error", ...physicalSideRules("AssignmentExpression[left.property.name='className']")],
    },
  },
  {
    // The unit and data tests share a worker without isolation: a process.env a file changed would
    // reach every later file. Tests set env() through tests/utils/test-env.ts, which cannot leak.
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["AssignmentExpression > MemberExpression.left", "UnaryExpression[operator='delete'] > MemberExpression"].map((target) => ({
          selector: `${target}[object.object.name='process'][object.property.name='env']`,
          message: "Tests do not change process.env (it leaks into the next test file): use withEnv, setTestEnv or setSuiteEnv from #tests/utils/test-env.ts.",
        })),
      ],
    },
  },
  {
    // Each browser-test worker has a server of its own; Playwright's plain `test` would send its pages
    // to no server at all (decision 033).
    files: ["tests/e2e/**", "tests/utils/e2e-*.ts", "tests/utils/xss-canary.ts"],
    ignores: ["tests/utils/e2e-test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import `test` from #tests/utils/e2e-test.ts: it points the base URL at this worker's server." }] },
      ],
    },
  },
);
