import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useSyncExternalStore,
} from 'react';

/**
 * The React side of the texts, which is all the app used of react-i18next (its hook and `Trans`) in
 * about 1 KB instead of 5 KB of the landing page's entry (decision 104, "Room in the landing page's
 * budget"): a component renders again when the language changes or a catalogue arrives, and a text with
 * elements inside (`<link>…</link>`, `<0>…</0>`, `<strong>…</strong>`, `<br/>`) becomes React elements.
 */
type Emitter = { on(event: string, listener: () => void): void };

/** A hook answering the texts' version: it changes when the language changes or a catalogue is added. */
export function textsVersionHook(i18n: Emitter & { store: Emitter }): () => number {
  let version = 0;
  const listeners = new Set<() => void>();
  const bump = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  i18n.on('languageChanged', bump);
  i18n.store.on('added', bump);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => version;
  return () => useSyncExternalStore(subscribe, current, current);
}

export type TextComponents = readonly ReactElement[] | Readonly<Record<string, ReactElement>>;

/** Tags a text may hold with no element given, drawn as themselves (as react-i18next did). */
const BASIC = new Set(['br', 'strong', 'b', 'em', 'i', 'p']);

/**
 * `Sign in or <link>create an account</link>` with `{ link: <Link to="/SignUp" /> }`: each tag becomes its
 * element with the tag's content as its children; a self-closing tag (`<br/>`, `<email/>`) its element as
 * it is. Components are named, or numbered (`<0>` is the first of an array). A tag that is neither given
 * nor basic stays text, as does a tag left open.
 */
export function withElements(text: string, components: TextComponents | undefined): ReactNode {
  const elementFor = (name: string, children: ReactNode[]): ReactNode | undefined => {
    const given = (components as Record<string, ReactElement> | undefined)?.[name];
    if (isValidElement(given)) return cloneElement(given, undefined, ...(children.length ? children : []));
    return BASIC.has(name) ? createElement(name, null, ...children) : undefined;
  };
  const root: ReactNode[] = [];
  const open: { name: string; source: string; children: ReactNode[] }[] = [];
  const out = () => open.at(-1)?.children ?? root;
  const tag = /<(\/?)([\w-]+)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [source, closing, name = '', selfClosing] = match;
    if (match.index > last) out().push(text.slice(last, match.index));
    last = match.index + source.length;
    if (selfClosing) {
      out().push(elementFor(name, []) ?? source);
    } else if (!closing) {
      open.push({ name, source, children: [] });
    } else if (open.at(-1)?.name === name) {
      const done = open.pop()!;
      out().push(elementFor(name, done.children) ?? [done.source, ...done.children, source]);
    } else {
      out().push(source);
    }
  }
  if (last < text.length) out().push(text.slice(last));
  while (open.length) {
    const left = open.pop()!;
    out().push(left.source, ...left.children);
  }
  return createElement(Fragment, null, ...root.flat());
}
