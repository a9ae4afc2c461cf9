import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webDistDir } from './dist-dir.ts';

/** One entry of the build's Vite manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` for a lazily loaded screen's chunk and every chunk it imports, and
 * `<link rel="stylesheet">` for their styles, leaving out what index.html loads already (the entry and
 * its imports). The browser then fetches the screen's code together with the entry script, instead of
 * after the entry has run and the router has asked for it; Vite's loader finds these tags and does not
 * fetch the files again. Empty for a screen the manifest does not know.
 */
export function preloadTagsFor(manifest: Manifest, source: string): string {
  if (!manifest[source]) return '';
  // Depth first, a chunk's imports before the chunk: the order of the stylesheets is the cascade's, the
  // one Vite's loader uses (what a module imports comes before the module's own styles).
  const walk = (key: string, seen: Set<string>, order: string[] = []): string[] => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return order;
    seen.add(key);
    for (const imported of chunk.imports ?? []) walk(imported, seen, order);
    order.push(key);
    return order;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set(entry ? walk(entry, new Set()) : []);
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of walk(source, new Set(loaded))) {
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? []) if (!loadedCss.has(css)) styles.add(css);
  }
  return [...[...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`), ...scripts].join(
    '',
  );
}

let manifest: Manifest | null | undefined;
const preloadTags = new Map<string, string>();

/** `preloadTagsFor` the built app's manifest, worked out once per screen; empty without a build. */
export function screenPreloadTags(source: string): string {
  let tags = preloadTags.get(source);
  if (tags === undefined) {
    if (manifest === undefined) {
      const dir = webDistDir();
      const path = dir && join(dir, '.vite/manifest.json');
      manifest = path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
    }
    tags = manifest ? preloadTagsFor(manifest, source) : '';
    preloadTags.set(source, tags);
  }
  return tags;
}

/** Called when the app is built: the build may have changed. */
export function resetPreloads(): void {
  manifest = undefined;
  preloadTags.clear();
}
