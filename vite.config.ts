// The renderer is built into dist/renderer, which the local server serves at `/` (main/api/ui-files.ts).
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messagesFor } from './renderer/i18n/catalog.ts';
import { LANGUAGES } from './renderer/i18n/define.ts';

/**
 * The app that renderer/main.tsx imports once it has run is fetched with the page, not after: its
 * chunks are named in the page as module preloads and its styles as style sheets, so the browser
 * downloads and compiles them while main.tsx asks the server for the first page's data.
 */
function fetchAppWithPage(): Plugin {
  return {
    name: 'fetch-app-with-page',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return;
        const app = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isDynamicEntry && c.facadeModuleId?.endsWith('/renderer/start.tsx'),
        );
        if (app?.type !== 'chunk') throw new Error('renderer/start.tsx is no longer a chunk of its own');
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (name: string) => {
          const c = bundle[name];
          if (c?.type !== 'chunk' || scripts.has(name) || name === entry.fileName) return;
          scripts.add(name);
          for (const css of c.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of c.imports) visit(imported);
        };
        visit(app.fileName);
        // The entry's own imports Vite names already.
        for (const name of entry.imports) scripts.delete(name);
        return [
          ...[...scripts].map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * `virtual:texts-nl` and `virtual:texts-en` (renderer/i18n/load-texts.ts): the catalog's texts of one
 * language, parsed here into the message syntax trees react-intl formats, as one JSON string. The
 * catalog keeps both languages side by side for whoever writes them; the window needs one, ready to
 * format: it neither parses 100 KB of object literals nor carries the message parser (aliased to
 * formatjs's parser-less build below), nor parses each text the first time it shows.
 */
function textsByLanguage(): Plugin {
  const prefix = 'virtual:texts-';
  return {
    name: 'texts-by-language',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const language = LANGUAGES.find((l) => id === `\0${prefix}${l}`);
      if (!language) throw new Error(`no texts for ${id.slice(1)}`);
      const trees = Object.entries(messagesFor(language)).map(([key, text]) => [key, parse(text)]);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(trees)))});`;
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules `from` imports, directly or not, leaving out dynamic imports. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(from);
  return seen;
}

/**
 * Chunks by what loads them, rather than the two dozen that automatic chunking makes (the browser
 * asks a server at most six requests at a time): what main.tsx imports, which the app shares
 * (`first`; main.tsx itself stays in the entry, whose top-level await must not hold up a chunk the
 * app imports), what the app's shell and the lists need beyond that (`app`), and what the week and the
 * first start need beyond that (`week`). The pages loaded on demand keep their own chunks.
 */
function chunkByLoader() {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!chunkOf) {
      const root = path.resolve(import.meta.dirname, 'renderer');
      const main = path.join(root, 'main.tsx');
      const first = staticClosure(graph, main);
      chunkOf = new Map();
      const app = staticClosure(graph, path.join(root, 'start.tsx'));
      for (const m of staticClosure(graph, path.join(root, 'pages/home.tsx')))
        if (!app.has(m) && !first.has(m)) chunkOf.set(m, 'week');
      for (const m of app) if (!first.has(m)) chunkOf.set(m, 'app');
      for (const m of first) if (m !== main) chunkOf.set(m, 'first');
    }
    return chunkOf.get(id) ?? null;
  };
}

export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react(), fetchAppWithPage(), textsByLanguage()],
  resolve: {
    alias: [
      // Every text reaches react-intl parsed (textsByLanguage): the parser itself stays out.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: chunkByLoader(), debugName: 'by loader' }],
        },
      },
    },
  },
});
