/**
 * Vite plugin: which modules each page of the build (index.html, app.html, pruefen.html) loads at once
 * (static imports from its entry) or may load later (dynamic imports too). vite.config.ts groups the
 * portal's first load into one chunk with it, leaving out what the card app and the verifier load: they
 * then never download the portal's chunk.
 */
import type { Plugin } from 'vite';

export interface EntryGraph {
  plugin: Plugin;
  /** Whether the page whose entry id ends with `entry` (e.g. 'index.html') imports `id` statically. */
  loadsAtOnce(entry: string, id: string): boolean;
  /** Whether the page imports `id` statically or dynamically. */
  mayLoad(entry: string, id: string): boolean;
}

export function entryGraph(): EntryGraph {
  const staticImports = new Map<string, readonly string[]>();
  const allImports = new Map<string, readonly string[]>();
  const reached = new Map<string, Set<string>>();

  function reachedFrom(entry: string, imports: Map<string, readonly string[]>): Set<string> {
    const key = `${imports === staticImports ? 'static' : 'all'}:${entry}`;
    let found = reached.get(key);
    if (found) return found;
    found = new Set([...imports.keys()].filter((id) => id.endsWith(entry)));
    for (const id of found) for (const next of imports.get(id) ?? []) found.add(next);
    reached.set(key, found);
    return found;
  }

  return {
    plugin: {
      name: 'ausweis:entry-graph',
      apply: 'build',
      buildStart() {
        staticImports.clear();
        allImports.clear();
        reached.clear();
      },
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
        allImports.set(info.id, [...info.importedIds, ...info.dynamicallyImportedIds]);
      },
    },
    loadsAtOnce: (entry, id) => reachedFrom(entry, staticImports).has(id),
    mayLoad: (entry, id) => reachedFrom(entry, allImports).has(id),
  };
}
