// CLRX's visibility scopes (--syntax clrx), as CLRX-mirror doc/ClrxAsmSyntax.md ("Scopes")
// describes them and tests/amdasm/AsmBasicsCases2.cpp (cases 56-62, 65, 66) checks them: `.scope
// NAME` opens a named scope (again if it exists), `.scope` alone a local one that lives until its
// `.ends`/`.endscope`; `.using PATH` makes another scope's names visible, `.unusing [PATH]` stops
// that. Scopes hold symbols, labels (not numbered local labels) and register variables; macros,
// sections and `.` stay global. A name `a::b::x` has a scope path (`::x`: the global scope's).
//
// Every scoped name is kept in the one symbol table and label set under a key: the scope's path
// and the name (`ala::beta::sym1`; the global scope's names are their own key, so a file without
// scopes keys nothing differently). Lookup (the doc's algorithm): a simple name is searched in the
// current scope, then in its `.using` scopes (last first, through theirs), then in the parent
// scope, up to the global one; a name with a scope path is searched only in that scope and its
// usings. A name found nowhere is the current scope's (CLRX creates it there on first use, so a
// symbol set later in the same scope is the one meant).

/** One scope: its key prefix ("" for the global scope, "ala::" for ala). */
interface Scope {
  readonly path: string;
  readonly parent: Scope | undefined;
  readonly children: Map<string, Scope>;
  usings: Scope[];
  /** .enum's counter: CLRX keeps one per scope (AsmPseudoOps::doEnum, currentScope->enumCount). */
  enumNext: bigint;
}

const scope = (path: string, parent: Scope | undefined): Scope => ({ path, parent, children: new Map(), usings: [], enumNext: 0n });

export class Scopes {
  private readonly global = scope('', undefined);
  private current = this.global;
  /** Local scopes opened so far: each gets a key no source can spell. */
  private locals = 0;
  /** Where each open scope was opened (for "no .ends" at the end): the caller's value. */
  private readonly opened: unknown[] = [];

  /** Whether a scope other than the global one is open. */
  get inScope(): boolean {
    return this.current !== this.global;
  }

  /** `.scope [NAME]`: open NAME (a child of the current scope, again if it exists) or a new local scope. */
  open(name: string | undefined, where: unknown): void {
    let s: Scope;
    if (name === undefined) s = scope(`${this.current.path}\u0002${++this.locals}::`, this.current);
    else {
      s = this.current.children.get(name) ?? scope(`${this.current.path}${name}::`, this.current);
      this.current.children.set(name, s);
    }
    this.current = s;
    this.opened.push(where);
  }

  /** `.ends`: close the current scope; false if only the global scope is open. */
  close(): boolean {
    if (!this.current.parent) return false;
    this.current = this.current.parent;
    this.opened.pop();
    return true;
  }

  /** The current scope's .enum counter (the next value). */
  get enumNext(): bigint {
    return this.current.enumNext;
  }

  set enumNext(v: bigint) {
    this.current.enumNext = v;
  }

  /** Where the scopes still open were opened, outermost first. */
  get unclosed(): readonly unknown[] {
    return this.opened;
  }

  /** `.using PATH` (a scope path, "::" alone the global scope). */
  using(path: string): void {
    const s = this.scopeOf(path.split('::'));
    this.current.usings = this.current.usings.filter((u) => u !== s);
    this.current.usings.push(s);
  }

  /** `.unusing [PATH]`: stop using PATH's scope, or every scope the current one uses. */
  unusing(path: string | undefined): void {
    if (path === undefined) { this.current.usings = []; return; }
    const s = this.scopeOf(path.split('::'));
    this.current.usings = this.current.usings.filter((u) => u !== s);
  }

  /** The key `name` (simple or with a scope path) is defined under: a name without a path is the current scope's. */
  defineKey(name: string): string {
    const k = name.lastIndexOf('::');
    if (k < 0) return this.current.path + name;
    return this.scopeOf(name.slice(0, k).split('::')).path + name.slice(k + 2);
  }

  /** The key `name` means here: the first key `has` along the lookup order, else the key it would be defined under. */
  find(name: string, has: (key: string) => boolean): string {
    const k = name.lastIndexOf('::');
    if (k < 0) {
      if (this.current === this.global) return has(name) || !this.global.usings.length ? name : this.inScopeOf(this.global, name, has, new Set()) ?? name;
      for (let s: Scope | undefined = this.current; s; s = s.parent) {
        const key = this.inScopeOf(s, name, has, new Set());
        if (key !== undefined) return key;
      }
      return this.current.path + name;
    }
    const last = name.slice(k + 2);
    const s = this.scopeOf(name.slice(0, k).split('::'), false);
    if (!s) return this.defineKey(name);
    return this.inScopeOf(s, last, has, new Set()) ?? s.path + last;
  }

  /** `name` in scope `s` or (last first) in the scopes it uses, through theirs. */
  private inScopeOf(s: Scope, name: string, has: (key: string) => boolean, seen: Set<Scope>): string | undefined {
    if (has(s.path + name)) return s.path + name;
    if (seen.has(s)) return undefined;
    seen.add(s);
    for (let i = s.usings.length - 1; i >= 0; i--) {
      const key = this.inScopeOf(s.usings[i], name, has, seen);
      if (key !== undefined) return key;
    }
    return undefined;
  }

  /** Child `name` of `s`, or of a scope it uses (last first, through theirs). */
  private childOf(s: Scope, name: string, seen: Set<Scope>): Scope | undefined {
    const c = s.children.get(name);
    if (c || seen.has(s)) return c;
    seen.add(s);
    for (let i = s.usings.length - 1; i >= 0; i--) {
      const u = this.childOf(s.usings[i], name, seen);
      if (u) return u;
    }
    return undefined;
  }

  /**
   * The scope a path names (its parts: ['', 'a'] for ::a): the first part is searched from the
   * current scope out to the global one (from the global one after '::'), the others among the
   * children found. Missing scopes are created (in the current scope, or the global one after
   * '::') unless `create` is false (then undefined).
   */
  private scopeOf(parts: string[], create?: true): Scope;
  private scopeOf(parts: string[], create: false): Scope | undefined;
  private scopeOf(parts: string[], create = true): Scope | undefined {
    let s: Scope | undefined;
    let k = 0;
    if (parts[0] === '') { s = this.global; k = 1; } else {
      for (let o: Scope | undefined = this.current; o && !s; o = o.parent) s = this.childOf(o, parts[0], new Set());
      if (s) k = 1;
      else s = this.current;
    }
    for (; k < parts.length; k++) {
      const c: Scope | undefined = this.childOf(s, parts[k], new Set());
      if (c) { s = c; continue; }
      if (!create) return undefined;
      const n: Scope = scope(`${s.path}${parts[k]}::`, s);
      s.children.set(parts[k], n);
      s = n;
    }
    return s;
  }
}

/** A name with an optional scope path at the start of `s` (CLRX: `::x`, `a::b::x`). */
export const SCOPED_NAME = /^(?:::)?(?:[A-Za-z_.$][\w.$]*::)*[A-Za-z_.$][\w.$]*/;
