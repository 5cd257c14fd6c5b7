import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { type Plugin, defineConfig } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../packages/shared/src/languages.ts';

// The gateway serves /graphql (HTTP + websocket) and /api on port 4000; in dev Vite proxies to it
// so the browser only ever talks to one origin, as in production.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const proxy = {
  '/graphql': { target: gateway, ws: true, changeOrigin: true },
  '/api': { target: gateway, changeOrigin: true },
};

const TZ_DATA_ID = 'virtual:moment-timezone-data';
const TZ_YEARS = { from: 2000, to: 2050 } as const;

interface PackedZones {
  version: string;
  zones: string[];
  links: string[];
}
interface TzUtils {
  tz: {
    unpack: (packed: string) => unknown;
    filterLinkPack: (bundle: unknown, from: number, to: number) => PackedZones;
  };
}

/**
 * filterLinkPack may chain links (Paris|Zurich, Zurich|Vaduz) while moment-timezone's loader keeps
 * one target per name and follows a single hop: point every alias straight at its data zone.
 */
function flattenLinks(bundle: PackedZones): string[] {
  const zoneNames = new Set(bundle.zones.map((z) => z.split('|')[0]));
  const neighbours = new Map<string, string[]>();
  for (const link of bundle.links) {
    const [a, b] = link.split('|');
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const result: string[] = [];
  const seen = new Set<string>();
  for (const zone of zoneNames) {
    const stack = [zone];
    seen.add(zone);
    while (stack.length > 0) {
      const name = stack.pop() as string;
      for (const next of neighbours.get(name) ?? []) {
        if (seen.has(next) || zoneNames.has(next)) continue;
        seen.add(next);
        result.push(`${zone}|${next}`);
        stack.push(next);
      }
    }
  }
  return result;
}

/**
 * moment-timezone ships every zone since 1900 (≈730 kB). Bookings only need recent and coming
 * years: keep all zones, 2000–2050, about a tenth of the size. `moment-timezone` resolves to a
 * small shim that loads this subset into the data-less core.
 */
function momentTimezoneData(): Plugin {
  const resolvedId = `\0${TZ_DATA_ID}`;
  return {
    name: 'salon:moment-timezone-data',
    resolveId(id) {
      return id === TZ_DATA_ID ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const require = createRequire(import.meta.url);
      const utils = require('moment-timezone/moment-timezone-utils') as TzUtils;
      const latest = require('moment-timezone/data/packed/latest.json') as PackedZones;
      const unpacked = {
        version: latest.version,
        zones: latest.zones.map((z) => utils.tz.unpack(z)),
        links: latest.links,
      };
      const filtered = utils.tz.filterLinkPack(unpacked, TZ_YEARS.from, TZ_YEARS.to);
      return `export default ${JSON.stringify({ ...filtered, links: flattenLinks(filtered) })};`;
    },
  };
}

/**
 * react-router's package.json names only its development build (with its warnings and checks) under
 * every condition: the build takes its production build, some kilobytes less for every page.
 */
function productionRouter(): Plugin {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  const files: Record<string, string> = {
    'react-router': path.join(dir, 'index.mjs'),
    'react-router/dom': path.join(dir, 'dom-export.mjs'),
  };
  return {
    name: 'salon:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return files[id];
    },
  };
}

/**
 * main.tsx imports the start-up (boot.tsx) once the page has painted, and boot.tsx the app (App.tsx).
 * index.html names both and every file they import (`<meta name="app-modules">`, their styles in
 * `<meta name="app-styles">`); main.tsx starts
 * downloading them all at once after the first paint, so that the page's first view (in the HTML)
 * paints without waiting for any of them and the app then loads without a waterfall.
 */
function preloadBoot(): Plugin {
  return {
    name: 'salon:preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return undefined;
        const chunkOf = (name: string) => {
          const chunk = Object.values(bundle).find(
            (c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/${name}`),
          );
          if (chunk?.type !== 'chunk') throw new Error(`${name} is not a chunk of the build`);
          return chunk;
        };
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          for (const dep of chunk.imports) visit(dep);
        };
        // boot.tsx imports the app in a task of its own: both and what they import.
        visit(chunkOf('boot.tsx').fileName);
        visit(chunkOf('App.tsx').fileName);
        const modules = [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        // Their styles (the light kit and the frame's, App.tsx): requested beside them, not once they run.
        const styles = [...files].flatMap((file) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`) : [];
        });
        // The texts of each language (lib/i18n.ts loadLanguage), default language first: main.tsx
        // preloads those of the language the app will start in, beside the app's files.
        const locales = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE)].map((lng) => {
          const files = [`/src/lib/locales/${lng}.json`, `/src/features/public-booking/locales/${lng}.json`];
          const texts = Object.values(bundle).filter(
            (c) =>
              c.type === 'chunk' &&
              c.moduleIds.some((id) => files.some((file) => id.replace(/\\/g, '/').endsWith(file))),
          );
          if (texts.length === 0) throw new Error(`No texts in ${lng} among the build's chunks`);
          return `${lng}=${texts.map((c) => `/${c.fileName}`).join(',')}`;
        });
        return [
          { tag: 'meta', attrs: { name: 'app-modules', content: modules.join(' ') }, injectTo: 'head' as const },
          { tag: 'meta', attrs: { name: 'app-styles', content: styles.join(' ') }, injectTo: 'head' as const },
          { tag: 'meta', attrs: { name: 'app-locales', content: locales.join(' ') }, injectTo: 'head' as const },
        ];
      },
    },
  };
}

export default defineConfig({
  // Pinned so `vite`/`vitest` behave the same when started from the repo root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    momentTimezoneData(),
    productionRouter(),
    preloadBoot(),
    // ANALYZE=1 npm run build -w web: dist/stats.{html,json}, what each dependency brings (gzip sizes).
    ...(process.env.ANALYZE
      ? [
          visualizer({
            filename: 'dist/stats.json',
            template: 'raw-data',
            gzipSize: true,
          }) as Plugin,
          visualizer({ filename: 'dist/stats.html', template: 'treemap', gzipSize: true }) as Plugin,
        ]
      : []),
  ],
  resolve: {
    alias: [
      {
        find: /^moment-timezone$/,
        replacement: fileURLToPath(new URL('./src/lib/momentTimezone.ts', import.meta.url)),
      },
    ],
  },
  // The spec §5 rules are shared with the server (gateway/src/lib/field-rules.ts).
  server: { port: 5173, proxy, fs: { allow: ['..'] } },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each route loads, read by `npm run bench -- bundle`.
    manifest: true,
    sourcemap: true,
    // Every browser the app supports preloads modules natively (Chrome 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks are named by their hash alone: the entry lists every chunk's file to preload its
        // imports, and names like `DateTimeFields-` in that list are bytes the first visit pays for.
        chunkFileNames: 'assets/[hash].js',
        // React itself in one chunk with its JSX runtime, whatever screen last changed what imports
        // it (otherwise the split between the two moves and the public page pays for an extra file).
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|scheduler)[\\/]/ },
            // The libraries every page runs (router, translations, state) in one file:
            // split by what each screen happens to share, they were a dozen small files, and on a
            // phone's HTTP/1.1 connection (six at a time) each round of them costs a round trip
            // (public booking page on fast 3G: 5.5 → 5.1 s to interactive, for 2 KB more).
            // The texts the app starts with (lib/i18n.ts loadLanguage), one file a language: one request.
            {
              name: (id: string) => `texts-${/[\\/](\w+)\.json$/.exec(id)?.[1]}`,
              test: /[\\/]src[\\/](lib|features[\\/]public-booking)[\\/]locales[\\/]\w+\.json$/,
            },
            { name: 'core', test: /[\\/]node_modules[\\/](react-router|i18next|react-i18next|jotai)[\\/]/ },
            // MUI's styling engine and theme, one file beside them for the screens drawn with MUI (the
            // staff app, the account pages, the booking's later steps): the light public pages start without.
            {
              name: 'mui',
              test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/,
            },
            // The Swiss display rules (time zones, dates, date maths, money, durations): one file each in the
            // source, one chunk in the build, so the public path does not pay a request for each.
            {
              name: 'display',
              test: /[\\/]src[\\/](lib[\\/](zonedTime|dateFormat|calendar)|domain[\\/](money|duration))\.ts$/,
            },
          ],
        },
      },
      treeshake: {
        // The phone library registers nothing globally: when no screen formats phones, drop it.
        moduleSideEffects: (id) => (/[\\/]awesome-phonenumber[\\/]/.test(id) ? false : undefined),
      },
    },
  },
});
